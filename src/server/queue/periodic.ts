import { and, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobSchedules } from '@server/db/schema';
import type { JobDefinition } from './job-definition';
import { enqueueJob } from './queue';

/**
 * pg_advisory lock key of the periodic tick (an arbitrary constant, "bus jobs" in ASCII):
 * the one process that takes it enqueues what is due, the others skip their tick.
 */
export const PERIODIC_TICK_LOCK = 0x6275_736a_6f62;

/** Start of the period `now` falls in: multiples of the interval since the epoch, so every process agrees. */
export function periodStart(now: Date, everySeconds: number): Date {
  const ms = everySeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

export interface TickResult {
  /** false when another process held the tick's lock */
  ran: boolean;
  /** kinds enqueued by this tick */
  enqueued: string[];
  /** when the next periodic job falls due (null when the tick did not run): no need to tick before */
  nextDueAt: Date | null;
}

/**
 * Enqueues each periodic job that is due, once per period however many processes tick: the tick
 * is one short transaction under `pg_try_advisory_xact_lock` (a process that finds it taken skips,
 * it does not wait), and each job's dedupe key names its period (`purge-expired-auth:2026-11-23T14:00:00.000Z`),
 * so even a tick racing past the lock could not enqueue a period twice. A schedule row is created
 * due at once; `next_run_at` then moves to the start of the next period.
 */
export async function tickPeriodicJobs(
  db: Db,
  now: Date,
  definitions: readonly JobDefinition[],
): Promise<TickResult> {
  const periodic = definitions.flatMap((d) => (d.schedule ? [{ kind: d.kind, ...d.schedule }] : []));
  if (periodic.length === 0) return { ran: true, enqueued: [], nextDueAt: null };
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${PERIODIC_TICK_LOCK}::bigint)` })
      .from(sql`(select 1) as one`);
    if (!lock?.taken) return { ran: false, enqueued: [], nextDueAt: null };

    await tx
      .insert(jobSchedules)
      .values(periodic.map((p) => ({ name: p.kind, intervalSeconds: p.everySeconds, nextRunAt: now })))
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: { intervalSeconds: sql`excluded.interval_seconds` },
        setWhere: sql`${jobSchedules.intervalSeconds} <> excluded.interval_seconds`,
      });
    const kinds = periodic.map((p) => p.kind);
    const due = await tx
      .select({ name: jobSchedules.name })
      .from(jobSchedules)
      .where(and(inArray(jobSchedules.name, kinds), lte(jobSchedules.nextRunAt, now)));
    const enqueued: string[] = [];
    for (const { name } of due) {
      const job = periodic.find((p) => p.kind === name)!;
      const start = periodStart(now, job.everySeconds);
      const id = await enqueueJob(tx, now, {
        kind: job.kind,
        maxAttempts: job.maxAttempts,
        dedupeKey: `${job.kind}:${start.toISOString()}`,
      });
      if (id !== null) enqueued.push(job.kind);
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: new Date(start.getTime() + job.everySeconds * 1000) })
        .where(eq(jobSchedules.name, name));
    }
    const [next] = await tx
      .select({ at: min(jobSchedules.nextRunAt) })
      .from(jobSchedules)
      .where(inArray(jobSchedules.name, kinds));
    return { ran: true, enqueued, nextDueAt: next?.at ?? null };
  });
}
