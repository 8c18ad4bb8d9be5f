import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, changeLines, TARGET_LABELS } from './audit-labels';

describe('audit change lines', () => {
  it('lists only the fields that changed, in Japanese, before → after', () => {
    expect(changeLines({ subject: 'A', body: 'x' }, { subject: 'B', body: 'x' })).toEqual(['件名: A → B']);
  });

  it('shows a creation as — → value, and leaves out internal fields', () => {
    expect(changeLines(null, { lockedUntil: null, date: '2026-11-25', desireTime: '' })).toEqual([
      '乗車日: — → 2026-11-25',
    ]);
  });

  it('reads instants in Japan time, directions as 往路/復路 and flags as はい/いいえ', () => {
    expect(changeLines(null, { startAt: '2026-11-24T03:58:00.000Z', upDown: 2, pastCutoff: true })).toEqual([
      '方向: — → 復路',
      '締切後: — → はい',
      '掲載開始: — → 2026年11月24日 12:58',
    ]);
  });

  it("reads a staff account's role in the console's words (issue 23)", () => {
    expect(
      changeLines(
        { loginId: 'desk', role: 'admin', disabledAt: null },
        { loginId: 'desk', role: 'dispatcher', disabledAt: null },
      ),
    ).toEqual(['役割: 管理者 → 配車係']);
  });

  it('reads the school settings: the display options by their choice, the times as typed', () => {
    expect(
      changeLines(
        { schoolName: 'A校', cutoff: '16:00', upDepartureTime: 1, isBusVisible: true },
        { schoolName: 'A校', cutoff: '12:30', upDepartureTime: 4, isBusVisible: false },
      ),
    ).toEqual([
      '予約の締切時刻: 16:00 → 12:30',
      '往路の迎えの時刻を見せる時期: 送迎予定の確定後 → 送迎予定の確定後、公開時刻を過ぎてから',
      '便名の表示: はい → いいえ',
    ]);
  });

  it("reads a site's options: the student-number kind, the menu switches, the networks", () => {
    expect(
      changeLines(
        { site: '2', accountType: 1, useBusOperationStatus: true, allowedNetworks: '', approvalArea: '99' },
        {
          site: '2',
          accountType: 2,
          useBusOperationStatus: false,
          allowedNetworks: '10.0.0.0/8',
          approvalArea: '99',
        },
      ),
    ).toEqual([
      '学生番号の文字: 半角数字 → 半角英数字',
      'ログインできるネットワーク: — → 10.0.0.0/8',
      'メニュー: バスの現在地: はい → いいえ',
    ]);
  });
});

/** Every `action:` string of the server files that record audit entries (recordAudit). */
function auditedActions(): Set<string> {
  const root = fileURLToPath(new URL('../../../../server', import.meta.url));
  const actions = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    if (!source.includes('recordAudit(')) continue;
    // the expression after `action:` up to the end of the property: a literal, or a choice of literals
    for (const [, expression] of source.matchAll(/\baction:\s*([^,\n}]+)/g))
      for (const [, literal] of expression!.matchAll(/'([^']+)'/g))
        // PascalCase: an idempotent write's endpoint (booking/idempotent-write.ts), not an audit action
        if (!/^[A-Z]/.test(literal!)) actions.add(literal!);
  }
  return actions;
}

describe('audit action labels', () => {
  it('every action the server records has a label of its own in the catalogue', () => {
    const actions = auditedActions();
    // the scan finds the entries it should: a choice of two, and one of each area
    for (const known of [
      'calendar.open',
      'calendar.close',
      'staff.disable',
      'run.assign-vehicle',
      'vehicle.create',
    ])
      expect(actions).toContain(known);
    expect([...actions].filter((action) => !ACTION_LABELS[action])).toEqual([]);
    const labels = [...actions].map((action) => ACTION_LABELS[action]!);
    expect(labels.filter((label) => /^[\x20-\x7e]*$/.test(label))).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('every target the server records has a label', () => {
    const root = fileURLToPath(new URL('../../../../server', import.meta.url));
    const targets = new Set<string>();
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const [, target] of source.matchAll(/\btargetType:\s*'([^']+)'/g)) targets.add(target!);
    }
    expect(targets).toContain('vehicle');
    expect([...targets].filter((target) => !TARGET_LABELS[target])).toEqual([]);
  });
});
