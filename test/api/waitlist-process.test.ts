import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { busRuns, reservations, waitlistEntries } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { createClient, createPostgresDatabase, defaultTestStart, DEMO, type TestClient } from './harness';
import { bookableDates, expectOk } from './reservation-fixtures';
import { startServer, type ServerProcess } from './server-process';
import { upRide } from './waitlist-fixtures';

const RUNS = [1, 2, 3, 4];
const RIDERS_PER_RUN = 2;
const WAITERS_PER_RUN = 5;

/**
 * The real server process (dist/server/server.js, `npm run build` first) killed with SIGKILL while
 * it handles cancels on full runs with queues: after the restart each cancel committed with its
 * promotion or not at all.
 */
describeEachDatabase('キャンセル待ち: kill -9 during promotion (issue 29 acceptance)', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-waitlist-'));
  let server: ServerProcess | undefined;
  let provisioned: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited(10_000);
    await provisioned?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = () => ({
    CLOCK_START: defaultTestStart().toISOString(),
    SESSION_SECRET: 's'.repeat(40),
    SCRYPT_LOG_N: '10',
    DEMO: '1',
    ...(provisioned ? { DATABASE_URL: provisioned.url } : {}),
  });
  const open = (): Promise<Database> =>
    openDatabase(provisioned ? { url: provisioned.url, dataDir, poolSize: 2 } : { dataDir });
  const stop = async (signal: 'SIGTERM' | 'SIGKILL') => {
    server!.child.kill(signal);
    await server!.exited(15_000);
  };
  async function signIn(n: number): Promise<TestClient> {
    const client = createClient(server!.baseUrl);
    const answer = await client.login(DEMO.load(n).seitoNo, DEMO.load(n).password);
    if (!answer.body.status) throw new Error(`sign-in failed: ${answer.text}`);
    return client;
  }

  it('every cancel commits with its promotion or not at all', async () => {
    if (kind === 'postgres') provisioned = await createPostgresDatabase();
    server = await startServer(dataDir, settings(), 90_000);
    const riders = await Promise.all(RUNS.flatMap((_, r) => [1, 2].map((i) => signIn(r * 10 + i))));
    const [date] = (await bookableDates(riders[0]!)).map((d) => d.date);
    const bookings: { rider: number; yoyakuId: number }[] = [];
    for (const [r, jgn] of RUNS.entries())
      for (let i = 0; i < RIDERS_PER_RUN; i++) {
        const saved = expectOk(
          await riders[r * RIDERS_PER_RUN + i]!.post<{ yoyakuId: number }>(
            'Reservation/SaveReservation',
            upRide(date!, jgn),
          ),
        );
        bookings.push({ rider: r * 10 + i + 1, yoyakuId: saved.yoyakuId });
      }
    await stop('SIGTERM');

    // the runs full: their seats what the riders take
    let database = await open();
    const binCds = RUNS.map((jgn) => upRide(date!, jgn).binCd);
    const runIds = (
      await database.db
        .update(busRuns)
        .set({ seats: busRuns.bookedSeats })
        .where(and(eq(busRuns.date, date!), inArray(busRuns.binCd, binCds)))
        .returning({ id: busRuns.id })
    ).map((r) => r.id);
    expect(runIds).toHaveLength(RUNS.length);
    await database.close();

    server = await startServer(dataDir, settings(), 90_000);
    for (const [r, jgn] of RUNS.entries())
      for (let i = 0; i < WAITERS_PER_RUN; i++) {
        const waiter = await signIn(50 + r * WAITERS_PER_RUN + i);
        expectOk(await waiter.post('Reservation/SaveWaitlist', upRide(date!, jgn)));
      }
    const again = await Promise.all(bookings.map((b) => signIn(b.rider)));
    const cancels = bookings.map((b, i) =>
      again[i]!.post('Reservation/CancelReservation', { yoyakuIdList: [b.yoyakuId] }).catch(() => null),
    );
    // mid-flight: once the first cancel has answered, the others are still on their way
    await Promise.race(cancels);
    await stop('SIGKILL');
    const answers = await Promise.all(cancels);
    // the first answer a success: a cancel committed before the kill
    expect(answers.some((a) => a?.body.status === true)).toBe(true);

    database = await open();
    try {
      const runs = await database.db.select().from(busRuns).where(inArray(busRuns.id, runIds));
      const active = await database.db
        .select()
        .from(reservations)
        .where(and(inArray(reservations.runId, runIds), eq(reservations.date, date!)));
      const entries = await database.db
        .select()
        .from(waitlistEntries)
        .where(inArray(waitlistEntries.runId, runIds));
      let cancelled = 0;
      for (const run of runs) {
        const rows = active.filter((r) => r.runId === run.id && r.cancelledAt === null);
        cancelled += active.filter((r) => r.runId === run.id && r.cancelledAt !== null).length;
        expect(run.bookedSeats).toBe(rows.length);
        expect(run.bookedSeats).toBeLessThanOrEqual(run.seats);
        const queue = entries.filter((e) => e.runId === run.id);
        const promoted = queue.filter((e) => e.status === 'promoted');
        for (const e of promoted)
          expect(rows.find((r) => r.id === e.reservationId)?.learnerId).toBe(e.learnerId);
        // each committed cancel's seat went to the queue with it
        const freed = active.filter((r) => r.runId === run.id && r.cancelledAt !== null).length;
        expect(promoted).toHaveLength(freed);
        expect(run.seats - run.bookedSeats).toBe(0);
        expect(queue.filter((e) => e.status === 'waiting')).toHaveLength(WAITERS_PER_RUN - freed);
      }
      // the kill came after the first answer, so at least one cancel committed
      expect(cancelled).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
    // and the server starts again on that data
    server = await startServer(dataDir, settings(), 90_000);
    expect((await fetch(`${server.baseUrl}api/health`)).ok).toBe(true);
    await stop('SIGTERM');
    // three starts of a real server, the first one migrating and seeding a fresh PGlite folder
  }, 240_000);
});
