import { and, asc, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { DayBoard } from '@shared/schemas/admin-board';
import type { RunWaitlist } from '@shared/schemas/admin-waitlist';
import type { WaitlistStatus } from '@shared/constants';
import { japanDateKey } from '@shared/rules/japan-time';
import { auditLog, busRunStops, waitlistEntries } from '@server/db/schema';
import { addStaff, otherSchoolAdmin, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, signedInClient, useTestServer, type TestServer } from './harness';
import {
  bookableDates,
  expectOk,
  expectRefusal,
  runsOn,
  setRunCapacity,
  type RunRow,
} from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

interface Queued {
  n: number;
  sortKey: number;
  passenger?: number;
  status?: WaitlistStatus;
  endedMinutesAgo?: number;
}

/**
 * Queues demo learners on a run directly: the learners' SaveWaitlist is another part of issue 29;
 * these tests are of the console's reading and reordering only. Answers the entries' ids by n.
 */
async function queue(s: TestServer, run: RunRow, entries: Queued[]): Promise<Map<number, number>> {
  const [stop] = await s.db
    .select({ stopId: busRunStops.stopId })
    .from(busRunStops)
    .where(eq(busRunStops.runId, run.id))
    .orderBy(asc(busRunStops.planMinutes))
    .limit(1);
  const now = s.clock.now().getTime();
  const ids = new Map<number, number>();
  for (const e of entries) {
    const ended = e.status && e.status !== 'waiting';
    const [row] = await s.db
      .insert(waitlistEntries)
      .values({
        schoolId: s.schoolId,
        learnerId: await s.recNoOf(DEMO.load(e.n).seitoNo),
        runId: run.id,
        date: run.date,
        upDown: run.upDown,
        jgn: run.jgn,
        stopId: stop!.stopId,
        passenger: e.passenger ?? 0,
        sortKey: e.sortKey,
        status: e.status ?? 'waiting',
        createdAt: new Date(now - 60 * MINUTE + e.n * MINUTE),
        endedAt: ended ? new Date(now - (e.endedMinutesAgo ?? 1) * MINUTE) : null,
      })
      .returning({ id: waitlistEntries.id });
    ids.set(e.n, row!.id);
  }
  return ids;
}

/**
 * The `index`-th run of the first bookable day (each test its own, as they share a server) with
 * one seat free, its child seats and bicycles full.
 */
async function runWithOneSeat(s: TestServer, index: number): Promise<RunRow> {
  const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
  const [day] = await bookableDates(learner);
  const run = (await runsOn(s, day!.date)).filter((r) => r.seats > 0)[index]!;
  await setRunCapacity(s, run.id, {
    seats: run.bookedSeats + 1,
    childSeats: run.bookedChildSeats,
    bicycles: run.bookedBicycles,
  });
  return { ...run, seats: run.bookedSeats + 1 };
}

const seitoNo = (n: number) => DEMO.load(n).seitoNo;
const sortKeys = async (s: TestServer, runId: number) =>
  s.db
    .select({ id: waitlistEntries.id, sortKey: waitlistEntries.sortKey })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.runId, runId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.sortKey), asc(waitlistEntries.id));

describeEachDatabase("Staff console: a run's キャンセル待ち (issue 29 §1)", (kind) => {
  const server = useTestServer(kind);

  it('lists the queue in order with place and fits, then the ended entries newest first; the free room; closed after the cut-off', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const run = await runWithOneSeat(s, 0);
    const ids = await queue(s, run, [
      { n: 1, sortKey: 2 },
      { n: 2, sortKey: 1, passenger: 1 },
      { n: 3, sortKey: 3 },
      { n: 4, sortKey: 4, status: 'left', endedMinutesAgo: 30 },
      { n: 5, sortKey: 5, status: 'closed', endedMinutesAgo: 5 },
    ]);
    const list = expectOk(await dispatcher.post<RunWaitlist>('Admin/GetRunWaitlist', { runId: run.id }));
    expect(list).toMatchObject({
      runId: run.id,
      free: { seats: 1, childSeats: 0, bicycles: 0 },
      closed: false,
    });
    expect(
      list.entries.map((e) => [e.waitlistId, e.place, e.status, e.seitoNo, e.passenger, e.fits]),
    ).toEqual([
      // two seats for the learner and a child do not fit the one seat free; the others do
      [ids.get(2), 1, 'waiting', seitoNo(2), 1, false],
      [ids.get(1), 2, 'waiting', seitoNo(1), 0, true],
      [ids.get(3), 3, 'waiting', seitoNo(3), 0, true],
      [ids.get(5), null, 'closed', seitoNo(5), 0, false],
      [ids.get(4), null, 'left', seitoNo(4), 0, false],
    ]);
    expect(list.entries[0]!.name).not.toBe('');
    expect(list.entries[0]!.stopName).not.toBe('');
    expect(list.entries[3]!.endedAt).not.toBeNull();

    // the day board counts the waiting learners of each run
    const board = expectOk(await dispatcher.post<DayBoard>('Admin/GetDayBoard', { date: run.date }));
    expect(board.runs.find((r) => r.runId === run.id)?.waiting).toBe(3);
    expect(board.runs.filter((r) => r.runId !== run.id).every((r) => r.waiting === 0)).toBe(true);

    // a run of today: its date's cut-off passed yesterday
    const today = (await runsOn(s, japanDateKey(s.clock.now())))[0]!;
    const todays = expectOk(await dispatcher.post<RunWaitlist>('Admin/GetRunWaitlist', { runId: today.id }));
    expect(todays).toMatchObject({ runId: today.id, closed: true, entries: [] });
  });

  it('a dispatcher reorders the queue: sort_key 1..n, audited before → after by student number, the new list answered', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const run = await runWithOneSeat(s, 1);
    const ids = await queue(s, run, [
      { n: 11, sortKey: 5 },
      { n: 12, sortKey: 9 },
      { n: 13, sortKey: 12 },
      { n: 14, sortKey: 13, status: 'left' },
    ]);
    const order = [13, 11, 12].map((n) => ids.get(n)!);
    const answer = expectOk(
      await dispatcher.post<RunWaitlist>('Admin/ReorderWaitlist', { runId: run.id, waitlistIds: order }),
    );
    expect(answer.entries.filter((e) => e.status === 'waiting').map((e) => [e.waitlistId, e.place])).toEqual([
      [order[0], 1],
      [order[1], 2],
      [order[2], 3],
    ]);
    expect(answer.entries.at(-1)?.waitlistId).toBe(ids.get(14));
    expect(await sortKeys(s, run.id)).toEqual(order.map((id, i) => ({ id, sortKey: i + 1 })));
    const [audit] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'waitlist.reorder',
      targetType: 'run',
      targetId: String(run.id),
      runId: run.id,
      before: expect.objectContaining({ waitlistOrder: [11, 12, 13].map(seitoNo) }),
      after: expect.objectContaining({ waitlistOrder: [13, 11, 12].map(seitoNo) }),
    });
    // what GetRunWaitlist answers from now on
    const again = expectOk(await dispatcher.post<RunWaitlist>('Admin/GetRunWaitlist', { runId: run.id }));
    expect(again).toEqual(answer);
  });

  it('refuses a list that is not exactly the waiting entries with 981, changing nothing', async () => {
    const s = server();
    const admin = await staffClient(s);
    const run = await runWithOneSeat(s, 2);
    const ids = await queue(s, run, [
      { n: 21, sortKey: 1 },
      { n: 22, sortKey: 2 },
      { n: 23, sortKey: 3 },
      { n: 24, sortKey: 4, status: 'closed' },
    ]);
    const [a, b, c, ended] = [21, 22, 23, 24].map((n) => ids.get(n)!) as [number, number, number, number];
    const before = await sortKeys(s, run.id);
    const [lastAudit] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    for (const stale of [
      [b, a], // one missing: it joined after the screen was read
      [c, b, a, ended], // one that ended meanwhile
      [c, b, b], // twice
      [c, b, a, 999_999],
    ])
      expectRefusal(
        await admin.post('Admin/ReorderWaitlist', { runId: run.id, waitlistIds: stale }),
        981,
        refusal(981),
      );
    // the screen's list after one left: stale
    await s.db
      .update(waitlistEntries)
      .set({ status: 'left', endedAt: s.clock.now() })
      .where(eq(waitlistEntries.id, a));
    expectRefusal(
      await admin.post('Admin/ReorderWaitlist', { runId: run.id, waitlistIds: [c, b, a] }),
      981,
      refusal(981),
    );
    expect(await sortKeys(s, run.id)).toEqual(before.filter((e) => e.id !== a));
    const [latest] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(latest?.id).toBe(lastAudit?.id);
    // the list as it stands now is taken
    expectOk(await admin.post('Admin/ReorderWaitlist', { runId: run.id, waitlistIds: [c, b] }));
  });

  it("a seat freed after staff's reordering goes to the learner staff put first", async () => {
    const s = server();
    const admin = await staffClient(s);
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const [day] = await bookableDates(learner);
    // a run with bookings, made full: nobody in the queue fits yet
    const run = (await runsOn(s, day!.date)).filter((r) => r.bookedSeats > 0).at(-1)!;
    await setRunCapacity(s, run.id, {
      seats: run.bookedSeats,
      childSeats: run.bookedChildSeats,
      bicycles: run.bookedBicycles,
    });
    const ids = await queue(s, run, [
      { n: 41, sortKey: 1 },
      { n: 42, sortKey: 2 },
      { n: 43, sortKey: 3 },
    ]);
    expectOk(
      await admin.post('Admin/ReorderWaitlist', {
        runId: run.id,
        waitlistIds: [43, 41, 42].map((n) => ids.get(n)!),
      }),
    );
    expectOk(
      await admin.post('Admin/SetRunCapacity', {
        runId: run.id,
        seats: run.bookedSeats + 1,
        childSeats: run.bookedChildSeats,
        bicycles: run.bookedBicycles,
      }),
    );
    const list = expectOk(await admin.post<RunWaitlist>('Admin/GetRunWaitlist', { runId: run.id }));
    expect(list.free.seats).toBe(0);
    expect(list.entries.map((e) => [e.seitoNo, e.status, e.place])).toEqual([
      [seitoNo(41), 'waiting', 1],
      [seitoNo(42), 'waiting', 2],
      [seitoNo(43), 'promoted', null],
    ]);
    expect(list.entries[2]!.yoyakuId).not.toBeNull();
  });

  it("another school's staff and a learner are refused (403); nothing read or changed", async () => {
    const s = server();
    const run = await runWithOneSeat(s, 3);
    const ids = await queue(s, run, [
      { n: 31, sortKey: 1 },
      { n: 32, sortKey: 2 },
    ]);
    const swapped = [ids.get(32)!, ids.get(31)!];
    const other = await otherSchoolAdmin(s);
    expect((await other.post('Admin/GetRunWaitlist', { runId: run.id })).status).toBe(403);
    expect((await other.post('Admin/ReorderWaitlist', { runId: run.id, waitlistIds: swapped })).status).toBe(
      403,
    );
    const learner = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    expect((await learner.post('Admin/GetRunWaitlist', { runId: run.id })).status).toBe(403);
    expect(
      (await learner.post('Admin/ReorderWaitlist', { runId: run.id, waitlistIds: swapped })).status,
    ).toBe(403);
    expect((await sortKeys(s, run.id)).map((e) => e.id)).toEqual([ids.get(31), ids.get(32)]);
    expect(
      await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'waitlist.reorder'), eq(auditLog.runId, run.id))),
    ).toHaveLength(0);
  });
});
