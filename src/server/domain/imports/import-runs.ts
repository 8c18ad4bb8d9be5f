import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportKindName, ImportReport, ImportRun } from '@shared/schemas/admin-imports';
import type { Db } from '@server/db/client';
import { importRuns, jobs, staff } from '@server/db/schema';
import type { AuditActor } from '@server/domain/audit/record-audit';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { BusinessError } from '@server/domain/business-error';
import { enqueueJob } from '@server/queue/queue';
import { decodeFile } from './decode';
import { runImport } from './run-import';

export const IMPORT_FILE_JOB = 'import-file';

/** How many of a school's imports the console lists. */
const LISTED = 20;

const presented = (row: typeof importRuns.$inferSelect): ImportRun => ({
  importId: row.id,
  kind: row.kind as ImportKindName,
  fileName: row.fileName,
  dryRun: row.dryRun,
  status: row.status as ImportRun['status'],
  linesDone: row.linesDone,
  linesTotal: row.linesTotal,
  report: (row.report as ImportReport | null) ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Takes a file uploaded in the console (issue 24 §4): its encoding detected, its text kept until
 * the import job has run it, the job enqueued in the same transaction. The console follows its
 * progress with {@link getImportRun}.
 */
export async function startImport(
  db: Db,
  actor: AuditActor,
  input: { kind: ImportKindName; fileName: string; dryRun: boolean; bytes: Buffer },
  now: Date,
): Promise<ImportRun> {
  const decoded = decodeFile(input.bytes);
  if (!decoded) throw BusinessError.of('error', 944);
  const { text, encoding } = decoded;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importRuns)
      .values({
        schoolId: actor.schoolId,
        kind: input.kind,
        fileName: input.fileName,
        dryRun: input.dryRun,
        source: 'console',
        staffId: actor.staffId,
        content: text,
        encoding,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('import run not stored');
    await enqueueJob(tx, now, {
      kind: IMPORT_FILE_JOB,
      payload: { importId: row.id },
      maxAttempts: 2,
      dedupeKey: `import:${row.id}`,
    });
    return presented(row);
  });
}

/**
 * Imports whose job ended without them: a worker killed on the job's last attempt leaves the job
 * failed by the queue (queue.ts) and the import 'running' for ever; a job already purged leaves
 * nothing to run it. Both are failures — nothing was written, the transaction never committed —
 * and their file's text goes.
 */
async function settleAbandoned(db: Db, schoolId: number, now: Date): Promise<void> {
  const job = sql`(select ${jobs.status} from ${jobs} where ${jobs.dedupeKey} = 'import:' || ${importRuns.id})`;
  await db
    .update(importRuns)
    .set({ status: 'failed', content: null, finishedAt: now })
    .where(
      and(
        eq(importRuns.schoolId, schoolId),
        inArray(importRuns.status, ['queued', 'running']),
        sql`coalesce(${job}, 'failed') = 'failed'`,
      ),
    );
}

/** One of the school's imports with its progress and, once done, its report; 940 for another school's. */
export async function getImportRun(
  db: Db,
  schoolId: number,
  importId: number,
  now: Date,
): Promise<ImportRun> {
  await settleAbandoned(db, schoolId, now);
  const [row] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.id, importId), eq(importRuns.schoolId, schoolId)));
  if (!row) throw BusinessError.of('error', 940);
  return presented(row);
}

/** The school's latest imports, newest first. */
export async function listImportRuns(db: Db, schoolId: number, now: Date): Promise<ImportRun[]> {
  await settleAbandoned(db, schoolId, now);
  const rows = await db
    .select()
    .from(importRuns)
    .where(eq(importRuns.schoolId, schoolId))
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(LISTED);
  return rows.map(presented);
}

/**
 * Runs a stored import (the job's work): progress written as lines are checked, then the report,
 * and the file's text dropped. An import already ended is left alone, so a job run twice imports
 * once; on its last attempt a failure is reported as such, and the file dropped too.
 */
export async function processImportRun(
  db: Db,
  hasher: PasswordHasher,
  importId: number,
  now: Date,
  lastAttempt: boolean,
): Promise<'done' | 'missing' | 'ended'> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, importId));
  if (!row) return 'missing';
  if (row.status === 'done' || row.status === 'failed' || row.content === null) return 'ended';
  await db.update(importRuns).set({ status: 'running' }).where(eq(importRuns.id, importId));
  const actor: AuditActor = {
    schoolId: row.schoolId,
    staffId: row.staffId,
    loginId: await importerLoginId(db, row),
  };
  try {
    const report = await runImport(
      db,
      hasher,
      {
        schoolId: row.schoolId,
        actor,
        kind: row.kind as ImportKindName,
        fileName: row.fileName,
        text: row.content,
        encoding: row.encoding as ImportReport['encoding'],
        dryRun: row.dryRun,
      },
      now,
      async (linesDone, linesTotal) => {
        await db.update(importRuns).set({ linesDone, linesTotal }).where(eq(importRuns.id, importId));
      },
    );
    await db
      .update(importRuns)
      .set({
        status: 'done',
        report,
        content: null,
        finishedAt: now,
        linesDone: report.lines,
        linesTotal: report.lines,
      })
      .where(eq(importRuns.id, importId));
    return 'done';
  } catch (error) {
    if (lastAttempt)
      await db
        .update(importRuns)
        .set({
          status: 'failed',
          content: null,
          finishedAt: now,
          report: null,
        })
        .where(eq(importRuns.id, importId));
    else await db.update(importRuns).set({ status: 'queued' }).where(eq(importRuns.id, importId));
    throw error;
  }
}

/** The login id the audit log names: the staff member's, else what started it. */
async function importerLoginId(db: Db, row: typeof importRuns.$inferSelect): Promise<string> {
  if (row.staffId === null) return row.source === 'feed' ? 'api-token' : 'operator';
  const [person] = await db.select({ loginId: staff.loginId }).from(staff).where(eq(staff.id, row.staffId));
  return person?.loginId ?? 'operator';
}
