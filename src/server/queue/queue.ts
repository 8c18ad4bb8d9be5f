import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobSchedules, jobs } from '@server/db/schema';

/** Attempts a job gets unless its enqueuer says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Back-off before the n-th retry: 10 s, 20 s, 40 s… never more than an hour. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_CAP_MS = 3_600_000;

export interface EnqueueOptions {
  kind: string;
  payload?: unknown;
  /** not before this instant; `now` by default */
  runAt?: Date;
  maxAttempts?: number;
  /** a second enqueue with the same key is ignored (idempotent enqueue) */
  dedupeKey?: string;
}

/**
 * Stores a job for the runner. Returns its id, or null when a job with the same dedupe key
 * already exists (whatever its status), so callers can enqueue idempotently, e.g. inside the
 * transaction that creates the thing the job is about (the mail outbox).
 */
export async function enqueueJob(db: Db, now: Date, options: EnqueueOptions): Promise<number | null> {
  const [id] = await enqueueJobs(db, now, [options]);
  return id ?? null;
}

/**
 * {@link enqueueJob} for many jobs in one statement (a fixed plan's mails): the ids of the jobs
 * created, leaving out those whose dedupe key already existed.
 */
export async function enqueueJobs(db: Db, now: Date, batch: readonly EnqueueOptions[]): Promise<number[]> {
  if (batch.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      batch.map((options) => ({
        kind: options.kind,
        payload: options.payload ?? {},
        runAt: options.runAt ?? now,
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        dedupeKey: options.dedupeKey,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.dedupeKey} is not null` })
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/**
 * Gives a job that failed for good a fresh set of attempts, due now; a job with that dedupe key
 * that is gone (purged) is enqueued anew. A job still pending or running is left as it is.
 */
export async function requeueJob(
  db: Db,
  now: Date,
  options: EnqueueOptions & { dedupeKey: string },
): Promise<void> {
  const revived = await db
    .update(jobs)
    .set({
      status: 'pending',
      attempts: 0,
      runAt: now,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: null,
    })
    .where(and(eq(jobs.dedupeKey, options.dedupeKey), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  if (revived.length === 0) await enqueueJob(db, now, options);
}

/** A job as a worker holds it: `attempt` (1-based) identifies this claim. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
}

export interface ClaimOptions {
  workerId: string;
  /** only jobs this worker has handlers for */
  kinds: readonly string[];
  limit: number;
  leaseMs: number;
}

/**
 * Claims up to `limit` jobs in one statement: due pending jobs, and running jobs whose lease ran
 * out (their worker died) with attempts left. `FOR UPDATE SKIP LOCKED` lets concurrent workers
 * pass over rows another claim is taking, so a job goes to exactly one of them. The attempt is
 * counted here, not at the end, so a job that kills its worker every time still stops.
 */
export async function claimJobs(db: Db, now: Date, options: ClaimOptions): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0 || options.limit < 1) return [];
  const claimable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...options.kinds]),
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.workerId,
      lockedUntil: new Date(now.getTime() + options.leaseMs),
    })
    .where(inArray(jobs.id, claimable))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempt: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/** The row still belongs to this claim: same worker, same attempt, still running. */
function heldBy(job: ClaimedJob, workerId: string) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, workerId),
    eq(jobs.attempts, job.attempt),
  );
}

/**
 * Pushes the lease of a job still being worked on further out, so a long job is not mistaken
 * for an abandoned one. False when the lease was already lost to another worker.
 */
export async function renewLease(
  db: Db,
  now: Date,
  job: ClaimedJob,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Marks a claimed job done. False when this worker no longer held it (its lease ran out and
 * another worker took it over): then the other worker's outcome stands.
 */
export async function completeJob(db: Db, now: Date, job: ClaimedJob, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Delay before retrying after the n-th failed attempt: exponential from RETRY_BASE_MS, capped at
 * RETRY_CAP_MS, with "equal jitter" (between half and all of it) so that jobs failing together
 * (a mail server down) do not all come back at the same instant.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Records a failed attempt: back to pending after a back-off, or failed for good once the
 * attempts are used up (kept with its last error for staff to see). Returns the new status,
 * or null when this worker no longer held the job.
 */
export async function failJob(
  db: Db,
  now: Date,
  job: ClaimedJob,
  workerId: string,
  error: string,
): Promise<'pending' | 'failed' | null> {
  const final = job.attempt >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set(
      final
        ? { status: 'failed', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: error }
        : {
            status: 'pending',
            runAt: new Date(now.getTime() + retryDelayMs(job.attempt)),
            lockedBy: null,
            lockedUntil: null,
            lastError: error,
          },
    )
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  if (rows.length === 0) return null;
  return final ? 'failed' : 'pending';
}

/**
 * Running jobs whose lease ran out with no attempts left (their worker died on the last one)
 * become failed; the claim skips them, so without this they would stay `running` for ever.
 */
export async function failAbandonedJobs(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'failed',
      finishedAt: now,
      lockedBy: null,
      lockedUntil: null,
      lastError: sql`coalesce(${jobs.lastError} || '; ', '') || 'lease expired: the worker stopped mid-job'`,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Deletes jobs that finished before `before`: the successful ones, and the failed ones of periodic
 * kinds (those with a schedule row), which the next period runs afresh and whose error was logged —
 * a periodic job failing every 15 s would otherwise add thousands of rows a day. Other failed jobs
 * (a mail, an import) stay for staff to see.
 */
export async function purgeFinishedJobs(db: Db, before: Date): Promise<number> {
  const periodicKinds = db.select({ name: jobSchedules.name }).from(jobSchedules);
  const rows = await db
    .delete(jobs)
    .where(
      and(
        lt(jobs.finishedAt, before),
        or(eq(jobs.status, 'done'), and(eq(jobs.status, 'failed'), inArray(jobs.kind, periodicKinds))),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
