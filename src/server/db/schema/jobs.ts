import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Where a job stands: waiting (first time or for a retry), leased to a worker, finished, or given up. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Background work (PRODUCT.md §2): one row per job, claimed with `FOR UPDATE SKIP LOCKED` so
 * each runs once however many processes poll. A worker holds a job by a lease (`locked_until`);
 * a worker that dies leaves a `running` row whose lease runs out, and another worker retries it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the handler's name, e.g. `purge-expired-auth` */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** not claimed before this instant (first run, or the next retry after a back-off) */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    /** claims so far, counted at claim time so that a worker dying mid-job uses up an attempt too */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** end of the current lease; meaningful while `running` */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** enqueueing twice with the same key makes one job (periodic jobs use `<kind>:<period start>`) */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check('jobs_attempts', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    check('jobs_running_is_leased', sql`${t.status} <> 'running' or ${t.lockedUntil} is not null`),
    uniqueIndex('jobs_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    // the two halves of the claim: due pending jobs, and running jobs whose lease has run out
    index('jobs_pending_due')
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_running_lease')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_done_finished')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'done'`),
  ],
);

/**
 * Periodic jobs: when each is next due. The tick that enqueues them runs under an advisory lock
 * and advances `next_run_at`, so N processes enqueue each once per period.
 */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    /** the job kind it enqueues */
    name: text('name').primaryKey(),
    intervalSeconds: integer('interval_seconds').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('job_schedules_interval', sql`${t.intervalSeconds} > 0`)],
);
