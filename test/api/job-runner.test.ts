import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '@server/db/client';
import { busRuns, jobSchedules, jobs, sessions } from '@server/db/schema';
import { createJobRunner, type JobDefinition, type JobRunnerOptions } from '@server/queue';
import { allJobs } from '@server/start-up';
import { PERIODIC_TICK_LOCK, tickPeriodicJobs } from '@server/queue/periodic';
import { claimJobs, completeJob, enqueueJob, purgeFinishedJobs, RETRY_BASE_MS } from '@server/queue/queue';
import { describeEachDatabase } from './databases';
import { createTestClock, DEMO, MINUTE, signedInClient, useTestServer } from './harness';
import { eventually, eventuallyWithin, openTwoHandles, pause, recordingLogger } from './worker-fixtures';

const LEASE_MS = 30_000;
const HOUR_S = 3600;

async function jobRow(db: Db, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
}

describeEachDatabase('Job runner', (kind) => {
  let handles: Awaited<ReturnType<typeof openTwoHandles>>;
  const clock = createTestClock();
  const log = recordingLogger();

  beforeAll(async () => {
    handles = await openTwoHandles(kind);
  });
  afterAll(async () => {
    await handles?.close();
  });
  beforeEach(async () => {
    await handles.a.delete(jobs);
    await handles.a.delete(jobSchedules);
    log.entries.length = 0;
  });

  const runner = (db: Db, definitions: JobDefinition[], extra: Partial<JobRunnerOptions> = {}) =>
    createJobRunner({ db, definitions, log, now: () => clock.now(), leaseMs: LEASE_MS, ...extra });

  const enqueue = (kindName: string, payload: unknown = {}, maxAttempts?: number) =>
    enqueueJob(handles.a, clock.now(), { kind: kindName, payload, maxAttempts }).then((id) => id!);

  it('a job claimed by one of two concurrent workers runs once', async () => {
    const runs: number[] = [];
    const definition: JobDefinition = {
      kind: 'test-once',
      handler: async ({ payload }) => {
        runs.push((payload as { n: number }).n);
        await pause(5);
      },
    };
    const workerA = runner(handles.a, [definition], { concurrency: 2 });
    const workerB = runner(handles.b, [definition], { concurrency: 2 });

    for (let n = 0; n < 5; n++) {
      await enqueue('test-once', { n });
      const [byA, byB] = await Promise.all([workerA.runOnce(), workerB.runOnce()]);
      expect(byA + byB).toBe(1);
    }
    for (let n = 5; n < 25; n++) await enqueue('test-once', { n });
    for (let round = 0; round < 30; round++) {
      const claimed = await Promise.all([workerA.runOnce(), workerB.runOnce()]);
      if (claimed[0] + claimed[1] === 0) break;
    }

    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, n) => n));
    const rows = await handles.a.select().from(jobs);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ['done', 1]));
  });

  it('a worker that stops mid-job leaves the job to be retried once its lease runs out; its late answer is ignored', async () => {
    const id = await enqueue('test-retry');
    const [dead] = await claimJobs(handles.b, clock.now(), {
      workerId: 'dead-worker',
      kinds: ['test-retry'],
      limit: 1,
      leaseMs: LEASE_MS,
    });
    expect(dead?.id).toBe(id);
    let ran = 0;
    const survivor = runner(handles.a, [{ kind: 'test-retry', handler: async () => void ran++ }]);

    clock.advance(LEASE_MS - 1000);
    expect(await survivor.runOnce()).toBe(0);
    clock.advance(2000);
    expect(await survivor.runOnce()).toBe(1);

    expect(ran).toBe(1);
    expect(await jobRow(handles.a, id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(await completeJob(handles.b, clock.now(), dead!, 'dead-worker')).toBe(false);
  });

  it('a job still running keeps its lease while its worker renews it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const slow: JobDefinition = {
      kind: 'test-slow',
      handler: async () => {
        started = true;
        await gate;
      },
    };
    const id = await enqueue('test-slow');
    const holder = runner(handles.a, [slow], { heartbeatMs: 10 });
    const other = runner(handles.b, [slow]);
    const holding = holder.runOnce();
    await eventually(() => started, 'the slow job started');

    for (let step = 0; step < 3; step++) {
      clock.advance(LEASE_MS * 0.6);
      const renewedBy = clock.now().getTime() + LEASE_MS * 0.9;
      await eventually(
        async () => (await jobRow(handles.a, id)).lockedUntil!.getTime() >= renewedBy,
        'the lease was renewed',
      );
      expect(await other.runOnce()).toBe(0);
    }
    release();
    expect(await holding).toBe(1);
    expect(await jobRow(handles.a, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a started runner picks up new work within a poll; stop waits for the job in hand', async () => {
    let finished = 0;
    const id = await enqueue('test-polled');
    const worker = runner(
      handles.a,
      [
        {
          kind: 'test-polled',
          handler: async () => {
            await pause(50);
            finished++;
          },
        },
      ],
      { pollMs: 20 },
    );
    worker.start();
    await eventually(async () => (await jobRow(handles.a, id)).status === 'running', 'the job was claimed');
    await worker.stop();
    expect(finished).toBe(1);
    expect(await jobRow(handles.a, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a wake runs a job just enqueued at once rather than at the next poll', async () => {
    const worker = runner(handles.a, [{ kind: 'test-woken', handler: async () => undefined }], {
      pollMs: 600_000,
    });
    worker.start();
    await pause(200);
    const id = await enqueue('test-woken');
    await pause(300);
    expect((await jobRow(handles.a, id)).status).toBe('pending');
    worker.wake();
    await eventually(
      async () => (await jobRow(handles.a, id)).status === 'done',
      'the woken runner ran the job',
    );
    await worker.stop();
  });

  it('stop gives up on a hung job after its bound and leaves it leased for another process', async () => {
    let started = false;
    const id = await enqueue('test-hung');
    const worker = runner(
      handles.a,
      [{ kind: 'test-hung', handler: () => ((started = true), new Promise<void>(() => undefined)) }],
      { pollMs: 20, stopTimeoutMs: 100 },
    );
    worker.start();
    await eventually(() => started, 'the hung job started');
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(2_000);
    expect(await jobRow(handles.a, id)).toMatchObject({ status: 'running', attempts: 1 });
    expect(log.entries.some((e) => e.level === 'warn' && /still running/.test(e.msg ?? ''))).toBe(true);
  });

  it('a failing job is retried after growing back-offs and ends failed after its attempts, with its last error', async () => {
    let calls = 0;
    const failing: JobDefinition = {
      kind: 'test-fails',
      handler: async () => {
        calls++;
        throw new Error(`mail server down (${calls})`);
      },
    };
    const worker = runner(handles.a, [failing]);
    const id = await enqueue('test-fails', {}, 3);

    for (const attempt of [1, 2]) {
      const failedAt = clock.now().getTime();
      expect(await worker.runOnce()).toBe(1);
      const row = await jobRow(handles.a, id);
      const ceiling = RETRY_BASE_MS * 2 ** (attempt - 1);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: `Error: mail server down (${attempt})`,
      });
      expect(row.runAt.getTime() - failedAt).toBeGreaterThanOrEqual(ceiling / 2);
      expect(row.runAt.getTime() - failedAt).toBeLessThanOrEqual(ceiling);
      expect(await worker.runOnce()).toBe(0);
      clock.set(row.runAt);
    }
    expect(await worker.runOnce()).toBe(1);
    const row = await jobRow(handles.a, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: mail server down (3)' });
    expect(row.finishedAt).toEqual(clock.now());
    clock.advance(HOUR_S * 1000);
    expect(await worker.runOnce()).toBe(0);
    expect(calls).toBe(3);
    expect(log.entries.filter((e) => e.level === 'error').map((e) => e.msg)).toEqual([
      'job failed; retrying after a back-off',
      'job failed; retrying after a back-off',
      'job failed for good',
    ]);
  });

  it('a job whose worker dies on its last attempt ends failed instead of staying running', async () => {
    const id = await enqueue('test-crash', {}, 1);
    await claimJobs(handles.b, clock.now(), {
      workerId: 'dead',
      kinds: ['test-crash'],
      limit: 1,
      leaseMs: LEASE_MS,
    });
    let ran = 0;
    const worker = runner(handles.a, [{ kind: 'test-crash', handler: async () => void ran++ }]);
    clock.advance(LEASE_MS + 1);
    expect(await worker.runOnce()).toBe(0);
    expect(ran).toBe(0);
    expect(await jobRow(handles.a, id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await jobRow(handles.a, id)).lastError).toMatch(/lease expired/);
  });

  it('the history purge drops finished jobs past the window — failed ones only of periodic kinds, which the next period runs again', async () => {
    await handles.a
      .insert(jobSchedules)
      .values({ name: 'test-periodic', intervalSeconds: 15, nextRunAt: clock.now() });
    const failing = (kindName: string) => ({
      kind: kindName,
      handler: async () => {
        throw new Error('down');
      },
    });
    const worker = runner(handles.a, [
      failing('test-periodic'),
      failing('test-mail'),
      { kind: 'test-ok', handler: async () => undefined },
    ]);
    const periodic = await enqueue('test-periodic', {}, 1);
    const mail = await enqueue('test-mail', {}, 1);
    const ok = await enqueue('test-ok');
    for (let i = 0; i < 3; i++) expect(await worker.runOnce()).toBe(1);
    const finishedAt = clock.now();
    expect(await purgeFinishedJobs(handles.a, finishedAt)).toBe(0);
    clock.advance(MINUTE);
    const left = () =>
      handles.a
        .select({ id: jobs.id })
        .from(jobs)
        .orderBy(asc(jobs.id))
        .then((rows) => rows.map((r) => r.id));
    expect(await left()).toEqual([periodic, mail, ok]);
    expect(await purgeFinishedJobs(handles.a, clock.now())).toBe(2);
    expect(await left()).toEqual([mail]);
    expect(await jobRow(handles.a, mail)).toMatchObject({ status: 'failed', lastError: 'Error: down' });
  });

  it('enqueueing twice with one dedupe key makes one job', async () => {
    const first = await enqueueJob(handles.a, clock.now(), { kind: 'test-key', dedupeKey: 'mail:42' });
    const again = await enqueueJob(handles.b, clock.now(), { kind: 'test-key', dedupeKey: 'mail:42' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    const [total] = await handles.a.select({ n: count() }).from(jobs);
    expect(total?.n).toBe(1);
  });

  it('a periodic job scheduled from two processes is enqueued once per period', async () => {
    const periodic: JobDefinition[] = [
      { kind: 'test-hourly', schedule: { everySeconds: HOUR_S }, handler: async () => undefined },
    ];
    const hourStart = Math.floor(clock.now().getTime() / 3_600_000) * 3_600_000;
    clock.set(new Date(hourStart + 10 * MINUTE));
    const tickBoth = () =>
      Promise.all([
        tickPeriodicJobs(handles.a, clock.now(), periodic),
        tickPeriodicJobs(handles.b, clock.now(), periodic),
        tickPeriodicJobs(handles.a, clock.now(), periodic),
        tickPeriodicJobs(handles.b, clock.now(), periodic),
      ]);
    const keys = async () =>
      (await handles.a.select({ key: jobs.dedupeKey }).from(jobs).orderBy(asc(jobs.id))).map((r) => r.key);

    await tickBoth();
    expect(await keys()).toEqual([`test-hourly:${new Date(hourStart).toISOString()}`]);
    clock.advance(40 * MINUTE);
    const sameHour = await tickBoth();
    expect(sameHour.flatMap((t) => t.enqueued)).toEqual([]);
    expect(await keys()).toHaveLength(1);
    clock.advance(20 * MINUTE);
    await tickBoth();
    expect(await keys()).toEqual([
      `test-hourly:${new Date(hourStart).toISOString()}`,
      `test-hourly:${new Date(hourStart + 3_600_000).toISOString()}`,
    ]);
    const [schedule] = await handles.a.select().from(jobSchedules);
    expect(schedule?.nextRunAt).toEqual(new Date(hourStart + 2 * 3_600_000));
  });

  it.runIf(kind === 'postgres')(
    'PostgreSQL only (two processes): a tick skips while another process holds the periodic lock',
    async () => {
      const periodic: JobDefinition[] = [
        { kind: 'test-locked', schedule: { everySeconds: HOUR_S }, handler: async () => undefined },
      ];
      const whileHeld = await handles.b.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PERIODIC_TICK_LOCK}::bigint)`);
        return tickPeriodicJobs(handles.a, clock.now(), periodic);
      });
      expect(whileHeld).toMatchObject({ ran: false, enqueued: [] });
      expect(await tickPeriodicJobs(handles.a, clock.now(), periodic)).toMatchObject({
        ran: true,
        enqueued: ['test-locked'],
      });
    },
  );

  it.runIf(kind === 'postgres')(
    'PostgreSQL only (real OS process): a worker killed with SIGKILL mid-job leaves the job to another worker',
    async () => {
      const id = await enqueue('test-hang', { n: 7 });
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'test/api/job-worker-child.ts',
          handles.url!,
          clock.now().toISOString(),
          String(LEASE_MS),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      try {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        await eventuallyWithin(20_000, () => output.includes('claimed {"n":7}'), 'the child claimed the job');
        expect(await jobRow(handles.a, id)).toMatchObject({
          status: 'running',
          lockedBy: 'child-worker',
          attempts: 1,
        });
      } finally {
        child.kill('SIGKILL');
      }
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      expect(child.signalCode).toBe('SIGKILL');

      let ran = 0;
      const survivor = runner(handles.a, [{ kind: 'test-hang', handler: async () => void ran++ }]);
      expect(await survivor.runOnce()).toBe(0);
      clock.advance(LEASE_MS + 1);
      expect(await survivor.runOnce()).toBe(1);
      expect(ran).toBe(1);
      expect(await jobRow(handles.a, id)).toMatchObject({ status: 'done', attempts: 2 });
    },
  );
});

describeEachDatabase('Housekeeping runs through the job runner', (kind) => {
  const server = useTestServer(kind);

  it('the first tick enqueues each periodic job once; running them purges expired sessions and adds runs to the horizon', async () => {
    const s = server();
    await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const countSessions = async () => (await s.db.select({ n: count() }).from(sessions))[0]?.n;
    const countRuns = async () =>
      (await s.db.select({ n: count() }).from(busRuns).where(eq(busRuns.schoolId, s.schoolId)))[0]?.n ?? 0;
    expect(await countSessions()).toBeGreaterThan(0);
    const runsBefore = await countRuns();

    s.clock.advance(14 * 24 * 60 * MINUTE);
    const log = recordingLogger();
    const worker = createJobRunner({
      db: s.db,
      definitions: allJobs,
      log,
      now: () => s.clock.now(),
      // every periodic job in one poll
      concurrency: allJobs.length,
    });
    expect(await worker.runOnce()).toBe(allJobs.length);
    expect(await worker.runOnce()).toBe(0);

    expect(await countSessions()).toBe(0);
    expect(await countRuns()).toBeGreaterThan(runsBefore);
    const done = await s.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(and(eq(jobs.status, 'done'), gte(jobs.finishedAt, s.clock.now())));
    expect(done.map((r) => r.kind).sort()).toEqual(allJobs.map((j) => j.kind).sort());
    expect(log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });
});
