import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '@server/db/client';
import type { JobDefinition, JobLogger } from './job-definition';
import { tickPeriodicJobs } from './periodic';
import { claimJobs, completeJob, failAbandonedJobs, failJob, renewLease, type ClaimedJob } from './queue';

export interface JobRunnerOptions {
  db: Db;
  definitions: readonly JobDefinition[];
  log: JobLogger;
  /** the clock leases, back-offs and periods are reckoned in; tests move it */
  now?: () => Date;
  /** names this worker in `jobs.locked_by`; unique per runner by default */
  workerId?: string;
  /** real milliseconds between polls when idle */
  pollMs?: number;
  /** jobs run at once by this process */
  concurrency?: number;
  /** how long a claim holds a job without news from its worker */
  leaseMs?: number;
  /** real milliseconds between lease renewals of a running job; a third of the lease by default */
  heartbeatMs?: number;
  /** how long `stop` waits for running jobs before giving up on them */
  stopTimeoutMs?: number;
}

export interface JobRunner {
  readonly workerId: string;
  /** polls every `pollMs` until stopped; each poll ticks the periodic jobs, then claims and runs what is due */
  start(): void;
  /**
   * Stops polling and waits (at most `stopTimeoutMs`) for the jobs in hand. A job still running
   * then keeps its lease; when the lease runs out another process retries it.
   */
  stop(): Promise<void>;
  /** one poll whose jobs are awaited: the number of jobs run (tests and one-shot use) */
  runOnce(): Promise<number>;
  /**
   * Polls now rather than at the next tick, so a job this process just enqueued (an upload the
   * console follows) starts at once; a poll under way is followed by another. Nothing when stopped.
   */
  wake(): void;
}

export const DEFAULT_POLL_MS = 5_000;
/** Jobs the server's runner runs at once: a burst of mails (a fixed plan's ride times) goes out in parallel. */
export const JOB_CONCURRENCY = 4;
export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_STOP_TIMEOUT_MS = 10_000;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

/**
 * The database job runner of PRODUCT.md §2 "Background work". Every process runs one; the work
 * is shared through the `jobs` table, so N processes run each job once and a crashed process
 * loses nothing. The claim, each lease renewal and the outcome are separate short statements:
 * no transaction stays open while a handler runs, which on PGlite (one connection) would stall
 * every request.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3));
  const stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  const byKind = new Map(options.definitions.map((d) => [d.kind, d]));
  const kinds = [...byKind.keys()];

  const inFlight = new Set<Promise<void>>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;
  /** a wake came during a poll, which may have looked at the table before the job was there */
  let wokenWhilePolling = false;
  /** periodic schedules need no tick before this instant (the clock's milliseconds) */
  let nextTickAt = 0;

  async function execute(job: ClaimedJob): Promise<void> {
    const definition = byKind.get(job.kind)!;
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempt };
    const heartbeat = setInterval(() => {
      renewLease(db, now(), job, workerId, leaseMs)
        .then((held) => {
          if (!held) log.warn(context, 'job lease lost to another worker while running');
        })
        .catch((err: unknown) => log.error({ ...context, err }, 'job lease renewal failed'));
    }, heartbeatMs);
    heartbeat.unref();
    let failure: { error: unknown } | null = null;
    try {
      await definition.handler({
        db,
        now,
        payload: job.payload,
        attempt: job.attempt,
        maxAttempts: job.maxAttempts,
        log,
      });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    if (!failure) {
      const held = await completeJob(db, now(), job, workerId);
      if (held) log.debug(context, 'job done');
      else
        log.warn(context, 'job finished after its lease was taken over; the other worker’s outcome stands');
      return;
    }
    const status = await failJob(db, now(), job, workerId, describeError(failure.error));
    log.error(
      { ...context, err: failure.error, status },
      status === 'failed' ? 'job failed for good' : 'job failed; retrying after a back-off',
    );
  }

  function launch(job: ClaimedJob): Promise<void> {
    const run: Promise<void> = execute(job)
      .catch((err: unknown) =>
        log.error({ jobId: job.id, kind: job.kind, err }, 'could not record the outcome of a job'),
      )
      .finally(() => {
        inFlight.delete(run);
        if (started) wake();
      });
    inFlight.add(run);
    return run;
  }

  /** Ticks the periodic jobs when one may be due, fails abandoned jobs, claims for the free slots. */
  async function poll(): Promise<ClaimedJob[]> {
    const at = now();
    if (at.getTime() >= nextTickAt) {
      const tick = await tickPeriodicJobs(db, at, options.definitions);
      nextTickAt = tick.nextDueAt?.getTime() ?? 0;
      if (tick.enqueued.length > 0) log.debug({ kinds: tick.enqueued }, 'periodic jobs enqueued');
    }
    const abandoned = await failAbandonedJobs(db, at);
    if (abandoned > 0)
      log.warn({ count: abandoned }, 'jobs failed: their worker stopped on the last attempt');
    const free = concurrency - inFlight.size;
    return claimJobs(db, at, { workerId, kinds, limit: free, leaseMs });
  }

  function wake(): void {
    if (!started) return;
    if (polling) {
      wokenWhilePolling = true;
      return;
    }
    polling = poll()
      .then((claimed) => {
        for (const job of claimed) void launch(job);
      })
      .catch((err: unknown) => log.error({ err }, 'job poll failed'))
      .finally(() => {
        polling = null;
        if (wokenWhilePolling) {
          wokenWhilePolling = false;
          wake();
        }
      });
  }

  function scheduleNextPoll(): void {
    timer = setTimeout(() => {
      wake();
      if (started) scheduleNextPoll();
    }, pollMs);
    timer.unref();
  }

  return {
    workerId,
    start() {
      if (started) return;
      started = true;
      wake();
      scheduleNextPoll();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      const settled = (async () => {
        await polling;
        await Promise.allSettled([...inFlight]);
      })();
      await Promise.race([settled, sleep(stopTimeoutMs)]);
      if (inFlight.size > 0) {
        log.warn(
          { count: inFlight.size },
          'stopped with jobs still running; they will be retried when their lease runs out',
        );
      }
    },
    async runOnce() {
      const claimed = await poll();
      await Promise.all(claimed.map(launch));
      return claimed.length;
    },
    wake,
  };
}
