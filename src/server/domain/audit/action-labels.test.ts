import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { actionLabel, AUDIT_ACTIONS, ja } from '@shared/i18n/console/audit';

const SERVER = fileURLToPath(new URL('../..', import.meta.url));

/** The server's source files, tests and the table definitions (column names, no actions) left out. */
function serverFiles(): { file: string; source: string }[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`db${path.sep}`))
    .map((file) => ({ file, source: readFileSync(path.join(SERVER, file), 'utf8') }));
}

/**
 * The expression after `action:` up to the end of the property — across lines, over nested
 * brackets and quotes — so a ternary prettier broke over three lines is read whole.
 */
function propertyValue(source: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return source.slice(start, i);
      depth--;
    } else if ((c === ',' || c === ';') && depth === 0) return source.slice(start, i);
  }
  return source.slice(start);
}

interface Recorded {
  /** a literal action code, or a template such as `${kind}.save` */
  action: string;
  /** for a template: what codes it can make */
  pattern?: RegExp;
  file: string;
}

/**
 * Every audit action the server can record: the string literals and template literals of the
 * `action:` properties of the files that record audits. PascalCase literals are the learners'
 * idempotent writes (booking/idempotent-write.ts), not audit actions; a bare identifier (a type, a
 * variable) names none; a file that never calls recordAudit writes other tables' `action` columns
 * (the driver's taps).
 */
function recordedActions(): Recorded[] {
  const found: Recorded[] = [];
  for (const { file, source } of serverFiles().filter((f) => f.source.includes('recordAudit')))
    for (const match of source.matchAll(/\baction:\s*/g)) {
      const value = propertyValue(source, match.index + match[0].length);
      for (const [, literal] of value.matchAll(/'([^'\\]+)'|"([^"\\]+)"/g))
        if (literal && !/^[A-Z]/.test(literal)) found.push({ action: literal, file });
      for (const [, template] of value.matchAll(/`([^`]*)`/g)) {
        if (!template || /^[A-Z]/.test(template)) continue;
        const parts = template.split(/\$\{[^}]*\}/);
        const pattern = new RegExp(
          `^${parts.map((p) => p.replace(/[.*+?^$()|[\]\\-]/g, '\\$&')).join('.+')}$`,
        );
        found.push({ action: template, pattern, file });
      }
    }
  return found;
}

describe('every audit action has a Japanese label (issue 26 §7)', () => {
  const recorded = recordedActions();

  it('the scan finds the actions it should: literals, a choice of two, one of each area', () => {
    const actions = recorded.map((r) => r.action);
    for (const known of [
      'calendar.open',
      'calendar.close',
      'staff.disable',
      'run.assign-vehicle',
      'vehicle.create',
    ])
      expect(actions).toContain(known);
  });

  it('no action the server records is without a label in the console catalogue', () => {
    const missing = recorded
      .filter((r) =>
        r.pattern
          ? !AUDIT_ACTIONS.some((code) => r.pattern!.test(code))
          : !Object.hasOwn(ja.actions, r.action),
      )
      .map(
        (r) => `${r.action} (src/server/${r.file}): add it to actions in src/shared/i18n/console/audit.ts`,
      );
    expect(missing).toEqual([]);
  });

  it('every label is Japanese and no two actions share one', () => {
    const labels = AUDIT_ACTIONS.map(actionLabel);
    expect(labels.filter((label) => /^[\x20-\x7e]*$/.test(label))).toEqual([]);
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
  });

  it('every target the server records has a label', () => {
    const targets = new Set<string>();
    for (const { source } of serverFiles())
      for (const [, target] of source.matchAll(/\btargetType:\s*'([^']+)'/g)) targets.add(target!);
    expect(targets).toContain('vehicle');
    expect([...targets].filter((target) => !Object.hasOwn(ja.targets, target))).toEqual([]);
  });

  it('an action without a label reads as its code, not as nothing', () => {
    expect(actionLabel('run.assign-vehicle')).toBe('便への車両の割り当て');
    expect(actionLabel('something.new')).toBe('something.new');
  });
});
