import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Reservation } from '@shared/schemas/reservation';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { busRuns, learners, schoolClosedPeriods, schools, waitlistEntries } from '@server/db/schema';
import { closeWaitlists, WAITLIST_MAIL } from '@server/domain/booking/promote-waitlist';
import { bookingDeadline } from '@server/domain/booking/rules/bookable-days';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { MINUTE, newIdempotencyKey, useTestServer, type TestClient } from './harness';
import {
  bookableDates,
  countersMatchRows,
  expectOk,
  expectRefusal,
  runOf,
  setRunCapacity,
  shortDate,
} from './reservation-fixtures';
import {
  entriesOf,
  expectQueueInvariants,
  book,
  fillRun,
  join,
  loadLearnerIds,
  loadLearners,
  mailsTo,
  upRide,
  waitlistOf,
} from './waitlist-fixtures';

const refusal = (code: keyof typeof messages.error) => messages.error[code];

const myBookings = async (c: TestClient) =>
  expectOk(await c.post<Reservation[]>('Reservation/GetReservationList', {}));

describeEachDatabase('キャンセル待ち: join, place, leave and promotion (issue 29 §1)', (kind) => {
  const server = useTestServer(kind);

  it('refuses with each code and its text, then queues with its place, and leaves', async () => {
    const s = server();
    const [rider, waiter, other] = await loadLearners(s, 1, 3);
    const [date] = (await bookableDates(rider!)).map((d) => d.date);
    const body = upRide(date!, 1);
    const { run } = await fillRun(s, body, [rider!]);

    expectRefusal(await join(waiter!, upRide(date!, 2)), 976, refusal(976));
    expectRefusal(await join(waiter!, { ...body, binCd: 'U0399' }), 321, refusal(321));
    const today = japanDateKey(s.clock.now());
    expectRefusal(
      await join(waiter!, { ...body, date: today }),
      322,
      `${shortDate(today)} の予約受付は終了しました。`,
    );
    expectRefusal(await join(waiter!, { ...body, busStopCd: '9999' }), 324, refusal(324));
    expectRefusal(await join(rider!, body), 320, refusal(320));
    await s.db.update(busRuns).set({ bicycles: 0 }).where(eq(busRuns.id, run.id));
    expectRefusal(await join(waiter!, { ...body, jitensya: 1 }), 980, refusal(980));
    await s.db.update(schools).set({ waitlistEnabled: false }).where(eq(schools.id, s.schoolId));
    expectRefusal(await join(waiter!, body), 979, refusal(979));
    await s.db.update(schools).set({ waitlistEnabled: true }).where(eq(schools.id, s.schoolId));
    await s.db.insert(schoolClosedPeriods).values({ schoolId: s.schoolId, date: date!, jgn: 1 });
    expectRefusal(
      await join(waiter!, body),
      950,
      `${shortDate(date!)} のこの時限は休校のため予約できません。ほかの時限を選んでください。`,
    );
    await s.db
      .delete(schoolClosedPeriods)
      .where(and(eq(schoolClosedPeriods.schoolId, s.schoolId), eq(schoolClosedPeriods.date, date!)));

    const entry = expectOk(await join(waiter!, body));
    expect(entry).toMatchObject({
      date,
      upDown: 1,
      binCd: body.binCd,
      busStopCd: '0027',
      status: 'waiting',
      place: 1,
      waiting: 1,
      yoyakuId: null,
      endedAt: null,
    });
    expect(entry.busStartPlanTime).toMatch(/^\d\d:\d\d$/);
    expect(entry.busStopTime).toMatch(/^\d\d:\d\d$/);
    const calendar = (await loadSchoolCalendar(s.db, s.schoolId, s.clock.now()))!;
    expect(entry.closesAt).toBe(bookingDeadline(date!, calendar).toISOString());
    expectRefusal(await join(waiter!, body), 977, refusal(977));

    expect(await waitlistOf(waiter!)).toEqual([entry]);
    expectRefusal(
      await other!.post('Reservation/CancelWaitlist', { waitlistId: entry.waitlistId }),
      978,
      refusal(978),
    );
    const left = expectOk(
      await waiter!.post<{ left: WaitlistEntry }>('Reservation/CancelWaitlist', {
        waitlistId: entry.waitlistId,
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    expect(left.left).toMatchObject({
      waitlistId: entry.waitlistId,
      status: 'left',
      place: null,
      waiting: 0,
    });
    expect(await waitlistOf(waiter!)).toEqual([]);
    expectRefusal(
      await waiter!.post('Reservation/CancelWaitlist', { waitlistId: entry.waitlistId }),
      978,
      refusal(978),
    );
  });

  it('numbers the places; a learner cancel books the head in order, mailed, the others move up', async () => {
    const s = server();
    const [rider, ...waiters] = await loadLearners(s, 11, 4);
    const [date] = (await bookableDates(rider!)).map((d) => d.date);
    const body = upRide(date!, 3);
    const { run, yoyakuIds } = await fillRun(s, body, [rider!]);
    const hostile = '<script>alert(1)</script> たろう';
    const headId = (await loadLearnerIds(s, 12, 1))[0]!;
    await s.db.update(learners).set({ furigana: hostile }).where(eq(learners.id, headId));
    const places: number[] = [];
    for (const w of waiters) places.push(expectOk(await join(w, body)).place!);
    expect(places).toEqual([1, 2, 3]);

    expectOk(await rider!.post('Reservation/CancelReservation', { yoyakuIdList: yoyakuIds }));
    const booked = (await myBookings(waiters[0]!)).filter((r) => r.binCd === body.binCd);
    expect(booked.map((r) => r.date)).toEqual([date]);
    expect(await waitlistOf(waiters[0]!)).toEqual([]);
    expect((await waitlistOf(waiters[1]!)).map((e) => [e.place, e.waiting])).toEqual([[1, 2]]);
    expect((await waitlistOf(waiters[2]!)).map((e) => [e.place, e.waiting])).toEqual([[2, 2]]);
    const [head] = (await entriesOf(s, run.id)).filter((e) => e.status === 'promoted');
    expect(head).toMatchObject({ learnerId: headId, reservationId: booked[0]!.yoyakuId });
    const mails = await mailsTo(s, headId, WAITLIST_MAIL.promoted);
    expect(mails).toHaveLength(1);
    expect(head!.mailId).toBe(mails[0]!.id);
    expect(mails[0]!.subject).toContain('キャンセル待ち');
    expect(mails[0]!.body).toContain(`${hostile} 様`);
    expect(mails[0]!.body).toContain(run.binName);
    await expectQueueInvariants(s, run.id);
  });

  it('a staff cancel, a capacity increase and a move of riders each promote in order', async () => {
    const s = server();
    const admin = await staffClient(s);
    const [a, b, w1, w2, w3, w4] = await loadLearners(s, 21, 6);
    const [, date] = (await bookableDates(a!)).map((d) => d.date);
    const body = upRide(date!, 1);
    const { run, yoyakuIds } = await fillRun(s, body, [a!, b!]);
    for (const w of [w1, w2, w3, w4]) expectOk(await join(w!, body));
    const [aId, , ...ids] = await loadLearnerIds(s, 21, 6);
    const promotedIds = async () =>
      (await entriesOf(s, run.id)).filter((e) => e.status === 'promoted').map((e) => e.learnerId);

    expectOk(
      await admin.post('Admin/CancelReservationsFor', {
        learnerId: aId,
        reservationIds: [yoyakuIds[0]],
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    expect(await promotedIds()).toEqual([ids[0]]);

    expectOk(
      await admin.post('Admin/SetRunCapacity', {
        runId: run.id,
        seats: run.seats + 1,
        childSeats: 0,
        bicycles: 0,
      }),
    );
    expect(await promotedIds()).toEqual([ids[0], ids[1]]);

    const extra = expectOk(
      await admin.post<{ runId: number }>('Admin/AddExtraRun', {
        runId: run.id,
        jgn: 1,
        upDown: 1,
        seats: 5,
        childSeats: 0,
        bicycles: 0,
      }),
    );
    expectOk(
      await admin.post('Admin/MoveRiders', {
        runId: run.id,
        toRunId: extra.runId,
        reservationIds: [yoyakuIds[1]],
      }),
    );
    expect(await promotedIds()).toEqual([ids[0], ids[1], ids[2]]);
    expect(await mailsTo(s, ids[2]!, WAITLIST_MAIL.promoted)).toHaveLength(1);
    expect((await waitlistOf(w4!)).map((e) => e.place)).toEqual([1]);
    await expectQueueInvariants(s, run.id);
    expect(await countersMatchRows(s, extra.runId)).toBe(true);
  });

  it('a learner who books another run of the lesson leaves its queue at once; the one behind moves up', async () => {
    const s = server();
    const admin = await staffClient(s);
    const [rider, booker, behind] = await loadLearners(s, 51, 3);
    const [, bookerId] = await loadLearnerIds(s, 51, 3);
    const [, , date] = (await bookableDates(rider!)).map((d) => d.date);
    const body = upRide(date!, 3);
    const { run } = await fillRun(s, body, [rider!]);
    expectOk(await join(booker!, body));
    expectOk(await join(behind!, body));
    // the same lesson on the 北部 course (01), booked by the learner …
    await book(booker!, { date, binCd: 'U0103', upDown: 1, busStopCd: '0001' });
    expect((await waitlistOf(booker!)).map((e) => [e.status, e.place])).toEqual([['dropped', null]]);
    expect((await waitlistOf(behind!)).map((e) => [e.place, e.waiting])).toEqual([[1, 1]]);
    // … and by staff for the one behind: the queue empties, nobody is mailed a drop
    const behindId = (await loadLearnerIds(s, 53, 1))[0]!;
    expectOk(
      await admin.post('Admin/SaveReservationFor', {
        learnerId: behindId,
        idempotencyKey: newIdempotencyKey(),
        date,
        binCd: 'U0103',
        upDown: 1,
        busStopCd: '0001',
      }),
    );
    expect((await waitlistOf(behind!)).map((e) => e.status)).toEqual(['dropped']);
    expect((await entriesOf(s, run.id)).filter((e) => e.status === 'waiting')).toEqual([]);
    expect(await mailsTo(s, bookerId!, WAITLIST_MAIL.dropped)).toHaveLength(0);
  });

  it('a run cancelled drops its queue, each learner mailed once', async () => {
    const s = server();
    const admin = await staffClient(s);
    const [rider, waiter] = await loadLearners(s, 31, 2);
    const [, date] = (await bookableDates(rider!)).map((d) => d.date);
    const body = upRide(date!, 2);
    const { run } = await fillRun(s, body, [rider!]);
    expectOk(await join(waiter!, body));
    expectOk(await admin.post('Admin/CancelRun', { runId: run.id }));
    expect((await waitlistOf(waiter!)).map((e) => [e.status, e.place])).toEqual([['dropped', null]]);
    const [, waiterId] = await loadLearnerIds(s, 31, 2);
    const mails = await mailsTo(s, waiterId!, WAITLIST_MAIL.dropped);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('運休');
  });

  it('past the cut-off nobody is promoted; the closing job closes the queue once, each learner mailed once', async () => {
    const s = server();
    const [rider, w1, w2] = await loadLearners(s, 41, 3);
    const [riderId, ...waiterIds] = await loadLearnerIds(s, 41, 3);
    const [date] = (await bookableDates(rider!)).map((d) => d.date);
    const body = upRide(date!, 4);
    const { run, yoyakuIds } = await fillRun(s, body, [rider!]);
    expectOk(await join(w1!, body));
    expectOk(await join(w2!, body));
    const calendar = (await loadSchoolCalendar(s.db, s.schoolId, s.clock.now()))!;
    const start = s.clock.now();
    const deadline = bookingDeadline(date!, calendar);
    try {
      s.clock.set(new Date(deadline.getTime() + MINUTE));
      const admin = await staffClient(s);
      expect(await closeWaitlists(s.db, new Date(deadline.getTime() - MINUTE))).toBe(0);
      // staff may still cancel after the cut-off: the seat stays free, the queue has closed
      expectOk(
        await admin.post('Admin/CancelReservationsFor', {
          learnerId: riderId,
          reservationIds: yoyakuIds,
          idempotencyKey: newIdempotencyKey(),
          reason: '本人から欠席の連絡',
        }),
      );
      expect((await entriesOf(s, run.id)).map((e) => e.status)).toEqual(['waiting', 'waiting']);
      // the earlier tests' queues of that date close with it
      expect(await closeWaitlists(s.db, s.clock.now())).toBeGreaterThanOrEqual(2);
      expect(await closeWaitlists(s.db, s.clock.now())).toBe(0);
      expect((await entriesOf(s, run.id)).map((e) => e.status)).toEqual(['closed', 'closed']);
      for (const id of waiterIds) {
        const mails = await mailsTo(s, id, WAITLIST_MAIL.closed);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toContain('キャンセル待ち');
      }
      const [closed] = await s.db.select().from(waitlistEntries).where(eq(waitlistEntries.runId, run.id));
      expect(closed!.mailId).not.toBeNull();
    } finally {
      s.clock.set(start);
    }
    await setRunCapacity(s, run.id, { seats: 10 });
    expect((await runOf(s, date!, body.binCd)).bookedSeats).toBe(0);
  });
});
