import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { DayBoard } from '@shared/schemas/admin-board';
import type { RunChangeOptions, RunChangeResult } from '@shared/schemas/admin-runs';
import { auditLog, busRuns, learners, outboxMails, reservations } from '@server/db/schema';
import { RIDE_MOVED_MAIL, RUN_CANCELLED_MAIL } from '@server/domain/runs/day-of-changes';
import { addStaff, staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { useTestServer, type TestClient, type TestServer } from './harness';
import { activeBookings, countersMatchRows, expectOk, expectRefusal } from './reservation-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

/** The busiest run of the board's day (demo bookings), its riders given mail addresses. */
async function bookedRun(s: TestServer, staff: TestClient) {
  const board = expectOk(await staff.post<DayBoard>('Admin/GetDayBoard', {}));
  const run = [...board.runs].sort((a, b) => b.riders - a.riders)[0]!;
  expect(run.riders).toBeGreaterThan(1);
  const rows = await activeBookings(s, run.runId);
  for (const r of rows)
    await s.db
      .update(learners)
      .set({ mailAddress: `l${r.learnerId}@example.jp` })
      .where(eq(learners.id, r.learnerId));
  return { run, rows };
}

const mailsOf = (s: TestServer, kind: string) =>
  s.db.select().from(outboxMails).where(eq(outboxMails.kind, kind)).orderBy(asc(outboxMails.id));

const runRow = async (s: TestServer, id: number) =>
  (await s.db.select().from(busRuns).where(eq(busRuns.id, id)))[0]!;

describeEachDatabase('Staff console: day-of changes to a run (issue 23 §8)', (kind) => {
  const server = useTestServer(kind);

  it('a dispatcher cancels a run: every booking cancelled, each learner mailed once, audited, the run no longer bookable', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    const { run, rows } = await bookedRun(s, dispatcher);
    const result = expectOk(await dispatcher.post<RunChangeResult>('Admin/CancelRun', { runId: run.runId }));
    expect(result).toEqual({ runId: run.runId, bookings: rows.length, mailed: rows.length });
    expect(await activeBookings(s, run.runId)).toHaveLength(0);
    const after = await runRow(s, run.runId);
    expect(after).toMatchObject({ seats: 0, bookedSeats: 0, isNetReservation: false });
    const mails = await mailsOf(s, RUN_CANCELLED_MAIL);
    expect(mails.map((m) => m.learnerId).sort()).toEqual(rows.map((r) => r.learnerId).sort());
    expect(mails[0]!.subject).toContain('運休');
    expect(mails[0]!.body).toContain(run.binName);
    const audit = await s.db.select().from(auditLog).where(eq(auditLog.action, 'run.cancel'));
    expect(audit).toHaveLength(1 + rows.length);
    expect(audit.find((a) => a.targetType === 'run')).toMatchObject({
      targetId: String(run.runId),
      before: expect.objectContaining({ riders: rows.length, seats: run.seats.capacity }),
      after: expect.objectContaining({ seats: 0, mailed: rows.length }),
    });
    const options = expectOk(
      await dispatcher.post<RunChangeOptions>('Admin/GetRunChangeOptions', { runId: run.runId }),
    );
    expect(options.cancelled).toBe(true);
    const board = expectOk(await dispatcher.post<DayBoard>('Admin/GetDayBoard', { date: after.date }));
    expect(board.runs.find((r) => r.runId === run.runId)?.load).toBe('cancelled');
    expectRefusal(await dispatcher.post('Admin/CancelRun', { runId: run.runId }), 850, refusal(850));
    expectRefusal(
      await dispatcher.post('Admin/SetRunCapacity', {
        runId: run.runId,
        seats: 10,
        childSeats: 0,
        bicycles: 0,
      }),
      850,
      refusal(850),
    );
  });

  it('two staff cancelling the same run at once: one cancels, the other gets 850, each learner mailed exactly once', async () => {
    const s = server();
    const first = await staffClient(s);
    const second = await staffClient(s, await addStaff(s, 'dispatcher'));
    const { run, rows } = await bookedRun(s, first);
    const earlier = (await mailsOf(s, RUN_CANCELLED_MAIL)).length;
    const answers = await Promise.all([
      first.post<RunChangeResult>('Admin/CancelRun', { runId: run.runId }),
      second.post<RunChangeResult>('Admin/CancelRun', { runId: run.runId }),
    ]);
    const codes = answers.map((a) => (a.body.status ? 0 : a.body.error?.code)).sort();
    expect(codes).toEqual([0, 850]);
    const mails = (await mailsOf(s, RUN_CANCELLED_MAIL)).slice(earlier);
    expect(mails).toHaveLength(rows.length);
    expect(new Set(mails.map((m) => m.learnerId)).size).toBe(rows.length);
  });

  it('capacity: refused below the bookings (852) and out of range (853), changed and audited otherwise', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { run } = await bookedRun(s, admin);
    const booked = run.seats.booked;
    expectRefusal(
      await admin.post('Admin/SetRunCapacity', {
        runId: run.runId,
        seats: booked - 1,
        childSeats: 5,
        bicycles: 5,
      }),
      852,
      refusal(852),
    );
    for (const bad of [
      { seats: 0, childSeats: 0, bicycles: 0 },
      { seats: 101, childSeats: 0, bicycles: 0 },
      { seats: 10, childSeats: -1, bicycles: 0 },
      { seats: 10, childSeats: 0, bicycles: 11 },
    ])
      expectRefusal(
        await admin.post('Admin/SetRunCapacity', { runId: run.runId, ...bad }),
        853,
        refusal(853),
      );
    expect((await runRow(s, run.runId)).seats).toBe(run.seats.capacity);
    expectOk(
      await admin.post('Admin/SetRunCapacity', {
        runId: run.runId,
        seats: booked,
        childSeats: run.childSeats.booked,
        bicycles: run.bicycles.booked,
      }),
    );
    expect((await runRow(s, run.runId)).seats).toBe(booked);
    const [audit] = await s.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'run.capacity',
      before: expect.objectContaining({ seats: run.seats.capacity }),
      after: expect.objectContaining({ seats: booked }),
    });
  });

  it('an extra run on the same course joins the day board, open to net booking; riders move to it, each mailed, counters kept', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { run, rows } = await bookedRun(s, admin);
    expectRefusal(
      await admin.post('Admin/AddExtraRun', {
        runId: run.runId,
        jgn: 99,
        upDown: run.upDown,
        seats: 10,
        childSeats: 0,
        bicycles: 0,
      }),
      854,
      refusal(854),
    );
    const added = expectOk(
      await admin.post<RunChangeResult>('Admin/AddExtraRun', {
        runId: run.runId,
        jgn: run.jgn,
        upDown: run.upDown,
        seats: 2,
        childSeats: 3,
        bicycles: 1,
      }),
    );
    const extra = await runRow(s, added.runId);
    expect(extra).toMatchObject({
      date: expect.any(String),
      jgn: run.jgn,
      upDown: run.upDown,
      seats: 2,
      isNetReservation: true,
    });
    const options = expectOk(
      await admin.post<RunChangeOptions>('Admin/GetRunChangeOptions', { runId: run.runId }),
    );
    expect(options.moveTargets.map((t) => t.runId)).toContain(added.runId);

    const plain = rows.filter((r) => r.passenger === 0 && r.childSheet === 0 && r.jitensya === 0);
    expect(plain.length).toBeGreaterThan(1);
    // three learners do not fit two seats
    const tooMany = rows.slice(0, 3).map((r) => r.id);
    if (tooMany.length === 3)
      expectRefusal(
        await admin.post('Admin/MoveRiders', {
          runId: run.runId,
          toRunId: added.runId,
          reservationIds: tooMany,
        }),
        857,
        refusal(857),
      );
    expectRefusal(
      await admin.post('Admin/MoveRiders', { runId: run.runId, toRunId: added.runId, reservationIds: [] }),
      859,
      refusal(859),
    );
    expectRefusal(
      await admin.post('Admin/MoveRiders', {
        runId: run.runId,
        toRunId: run.runId,
        reservationIds: [plain[0]!.id],
      }),
      856,
      refusal(856),
    );
    const moving = plain.slice(0, 2).map((r) => r.id);
    const moved = expectOk(
      await admin.post<RunChangeResult>('Admin/MoveRiders', {
        runId: run.runId,
        toRunId: added.runId,
        reservationIds: moving,
      }),
    );
    expect(moved).toEqual({ runId: added.runId, bookings: 2, mailed: 2 });
    expect((await activeBookings(s, added.runId)).map((r) => r.id).sort()).toEqual([...moving].sort());
    expect(await countersMatchRows(s, run.runId)).toBe(true);
    expect(await countersMatchRows(s, added.runId)).toBe(true);
    const mails = await mailsOf(s, RIDE_MOVED_MAIL);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain(extra.binName);
    const audit = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'run.move'), inArray(auditLog.targetId, moving.map(String))));
    expect(audit).toHaveLength(2);
    // the extra run is full now: a learner's booking of it is refused like any full run's
    expect((await runRow(s, added.runId)).bookedSeats).toBe(2);
    expectRefusal(
      await admin.post('Admin/SetRunCapacity', { runId: added.runId, seats: 1, childSeats: 0, bicycles: 0 }),
      852,
      refusal(852),
    );
  });

  it('a run of another course or period is no move target (856); a stop the target does not call at is refused (858)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const { run, rows } = await bookedRun(s, admin);
    const base = await runRow(s, run.runId);
    const sameDay = await s.db
      .select()
      .from(busRuns)
      .where(
        and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, base.date), eq(busRuns.upDown, base.upDown)),
      );
    const otherPeriod = sameDay.find((r) => r.jgn !== base.jgn)!;
    expectRefusal(
      await admin.post('Admin/MoveRiders', {
        runId: run.runId,
        toRunId: otherPeriod.id,
        reservationIds: [rows[0]!.id],
      }),
      856,
      refusal(856),
    );
    const otherCourse = sameDay.find((r) => r.jgn === base.jgn && r.courseId !== base.courseId)!;
    expectRefusal(
      await admin.post('Admin/MoveRiders', {
        runId: run.runId,
        toRunId: otherCourse.id,
        reservationIds: [rows[0]!.id],
      }),
      858,
      refusal(858),
    );
    expect(await countersMatchRows(s, run.runId)).toBe(true);
    expect((await s.db.select().from(reservations).where(eq(reservations.id, rows[0]!.id)))[0]!.runId).toBe(
      run.runId,
    );
  });
});
