import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import { t } from '@shared/i18n/imports';
import {
  IMPORT_MAX_PROBLEMS_SHOWN,
  type FileEncoding,
  type ImportKindName,
  type ImportProblem,
  type ImportReport,
} from '@shared/schemas/admin-imports';
import type { Db } from '@server/db/client';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { lockSchool } from '@server/domain/network/manage-network';
import type { Lined } from './import-kind';
import { importKinds } from './kinds';
import { readCsv } from './read-csv';

export interface ImportInput {
  schoolId: number;
  actor: AuditActor;
  kind: ImportKindName;
  fileName: string;
  text: string;
  encoding: FileEncoding;
  dryRun: boolean;
}

/** Lines checked so far of about how many; called every few hundred lines. */
export type ImportProgress = (linesDone: number, linesTotal: number) => Promise<void> | void;

/** Thrown inside the transaction to undo a dry run or a file with problems. */
class RollBack extends Error {}

const PROGRESS_EVERY = 500;

/** About how many data lines the text has, for the progress bar (quoted line breaks count too). */
const lineCount = (text: string) => Math.max(0, text.split('\n').filter((l) => l.trim() !== '').length - 1);

const changed = (counts: ImportReport['counts']) => counts.added + counts.changed + counts.removed > 0;

/**
 * Imports one of the school's files (issue 24): every line read and checked, every problem listed
 * with its line and column at once, then the good rows compared and written in one transaction
 * with the school locked. A dry run, or a file with any problem, is rolled back: an import writes
 * all or nothing, and its report counts what it did (or would do). An import that changes
 * nothing writes nothing, not even an audit entry; one that changes something is audited once.
 */
export async function runImport(
  db: Db,
  hasher: PasswordHasher,
  input: ImportInput,
  now: Date,
  progress: ImportProgress = () => undefined,
): Promise<ImportReport> {
  const kind = importKinds[input.kind];
  const ref: unknown = await kind.references(db, input.schoolId, now);
  const total = lineCount(input.text);
  const problems: ImportProblem[] = [];
  const rows: Lined<unknown>[] = [];
  const firstLineOf = new Map<string, number>();
  let lines = 0;
  for await (const item of readCsv(input.text, kind.columns)) {
    if ('problems' in item) {
      problems.push(...item.problems);
      continue;
    }
    lines++;
    if (lines % PROGRESS_EVERY === 0) {
      await progress(lines, Math.max(total, lines));
      // the parser's stream resolves in microtasks: without a turn of the event loop the server
      // answered nothing else while a 100,000-line file was checked (1.3 s, bench/imports.ts)
      await eventLoopTurn();
    }
    const parsed = kind.parse(item.cells, ref);
    if ('problems' in parsed) {
      problems.push(...parsed.problems.map((p) => ({ line: item.line, ...p })));
      continue;
    }
    const key = kind.key(parsed.row);
    const first = firstLineOf.get(key);
    if (first !== undefined)
      problems.push({ line: item.line, column: null, message: t('problem.duplicate', { first }) });
    else {
      firstLineOf.set(key, item.line);
      rows.push({ line: item.line, row: parsed.row });
    }
  }
  await progress(lines, lines);
  const headerBroken = problems.some((p) => p.line === 1);
  let counts: ImportReport['counts'] = { added: 0, changed: 0, unchanged: 0, removed: 0 };
  let applied = false;
  if (!headerBroken) {
    try {
      await db.transaction(async (tx) => {
        await lockSchool(tx, input.schoolId);
        const result = await kind.apply(
          { tx, schoolId: input.schoolId, actor: input.actor, now, hasher },
          rows,
          ref,
        );
        counts = result.counts;
        problems.push(...result.problems);
        if (input.dryRun || problems.length > 0) throw new RollBack();
        if (changed(counts))
          await recordAudit(
            tx,
            input.actor,
            {
              action: 'import.file',
              targetType: 'file',
              targetId: input.fileName,
              after: { fileKind: t(`kinds.${input.kind}`), lines, ...counts },
            },
            now,
          );
        applied = true;
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return {
    kind: input.kind,
    fileName: input.fileName,
    encoding: input.encoding,
    dryRun: input.dryRun,
    applied,
    lines,
    counts,
    problems: problems.slice(0, IMPORT_MAX_PROBLEMS_SHOWN),
    problemCount: problems.length,
  };
}
