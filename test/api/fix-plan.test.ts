import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messageFor } from '@shared/i18n/messages';
import type { FixPlanResult, PlanPreview } from '@shared/schemas/admin-plan';
import { formatShortDate, formatTime, japanInstant } from '@shared/rules/japan-time';
import {
  auditLog,
  busRunStops,
  jobs,
  learners,
  outboxMails,
  planFixes,
  reservations,
  stops,
} from '@server/db/schema';
import { planReleaseInstant } from '@server/domain/booking/rules/bookable-days';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { describeEachDatabase } from './databases';
import { DEMO, newIdempotencyKey, useTestServer, type TestClient, type TestServer } from './harness';
import { addStaff, staffClient } from './admin-fixtures';
import { expectOk, expectRefusal, runOf, shortDate } from './reservation-fixtures';

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The demo's upcoming ride dates: day0 (fixed by the seed), day1 (the main learner's own-point rides). */
async function rideDates(s: TestServer): Promise<[string, string]> {
  const main = await s.recNoOf(DEMO.main.seitoNo);
  const rows = await s.db
    .selectDistinct({ date: reservations.date })
    .from(reservations)
    .where(eq(reservations.learnerId, main))
    .orderBy(asc(reservations.date));
  return [rows[0]!.date, rows[1]!.date];
}

/** Outbox mails of the demo school, oldest first. */
const mailsOf = (s: TestServer) =>
  s.db.select().from(outboxMails).where(eq(outboxMails.schoolId, s.schoolId)).orderBy(asc(outboxMails.id));

/** The active bookings of a date with their learner, stop and the run's planned time there. */
async function bookingsOn(s: TestServer, date: string) {
  return s.db
    .select({
      id: reservations.id,
      learnerId: reservations.learnerId,
      upDown: reservations.upDown,
      runId: reservations.runId,
      stopId: reservations.stopId,
      busStopCd: stops.busStopCd,
      ownPoint: stops.ownerLearnerId,
      mailAddress: learners.mailAddress,
      planMinutes: busRunStops.planMinutes,
      override: reservations.timeOverrideMinutes,
      fixedMinutes: reservations.fixedMinutes,
      fixedAt: reservations.fixedAt,
    })
    .from(reservations)
    .innerJoin(learners, eq(learners.id, reservations.learnerId))
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .leftJoin(
      busRunStops,
      and(eq(busRunStops.runId, reservations.runId), eq(busRunStops.stopId, reservations.stopId)),
    )
    .where(
      and(
        eq(reservations.schoolId, s.schoolId),
        eq(reservations.date, date),
        isNull(reservations.cancelledAt),
      ),
    );
}

const fix = (c: TestClient, date: string) => c.post<FixPlanResult>('Admin/FixPlan', { date });
const preview = (c: TestClient, date: string) => c.post<PlanPreview>('Admin/GetPlanPreview', { date });

describeEachDatabase('Fixing the plan: ride times frozen and mailed once (issue 11 §5)', (kind) => {
  const server = useTestServer(kind);
  let admin: TestClient;
  let day0: string;
  let day1: string;

  it('is refused before the cut-off (760) and for a past date (764), writing nothing', async () => {
    const s = server();
    admin = await staffClient(s);
    [day0, day1] = await rideDates(s);
    const mailsBefore = (await mailsOf(s)).length;
    const deadline = japanInstant(day0, 16 * 60);
    expectRefusal(
      await fix(admin, day1),
      760,
      messageFor('error', 760, {
        date: shortDate(day1),
        deadline: `${formatShortDate(deadline)} ${formatTime(deadline)}`,
      }),
    );
    expectRefusal(await fix(admin, '2020-01-06'), 764, messageFor('error', 764));
    const view = expectOk(await preview(admin, day1));
    expect(view).toMatchObject({
      date: day1,
      canFix: false,
      fixedAt: null,
      deadline: deadline.toISOString(),
    });
    expect((await mailsOf(s)).length).toBe(mailsBefore);
    const [row] = await s.db
      .select()
      .from(planFixes)
      .where(and(eq(planFixes.schoolId, s.schoolId), eq(planFixes.date, day1)));
    expect(row).toBeUndefined();
  });

  it('past the cut-off, a ride at a point its run no longer lists, without a staff time, refuses the fix (761)', async () => {
    const s = server();
    s.clock.set(japanInstant(day0, 16 * 60 + 30));
    // the clock jumped past the session's idle time-out
    admin = await staffClient(s);
    // the main learner's workplace (their own point) taken off the timetable of their two runs of day1
    const main = await s.recNoOf(DEMO.main.seitoNo);
    for (const ride of (await bookingsOn(s, day1)).filter((b) => b.learnerId === main)) {
      await s.db
        .delete(busRunStops)
        .where(and(eq(busRunStops.runId, ride.runId), eq(busRunStops.stopId, ride.stopId)));
    }
    const view = expectOk(await preview(admin, day1));
    expect(view.canFix).toBe(true);
    const own = view.rides.filter((r) => r.needsStaffTime);
    expect(own.map((r) => [r.seitoNo, r.place, r.time])).toEqual([
      [DEMO.main.seitoNo, 'バイト先', null],
      [DEMO.main.seitoNo, 'バイト先', null],
    ]);
    expect(view.missingTimes).toBe(2);
    const mailsBefore = (await mailsOf(s)).length;
    expectRefusal(await fix(admin, day1), 761, messageFor('error', 761, { count: '2' }));
    expect((await mailsOf(s)).length).toBe(mailsBefore);
    expect((await bookingsOn(s, day1)).every((b) => b.fixedAt === null)).toBe(true);
  });

  it('staff enter the time of an own point (audited); a stop with a planned time is refused (762)', async () => {
    const s = server();
    const view = expectOk(await preview(admin, day1));
    const [up, down] = view.rides.filter((r) => r.needsStaffTime);
    for (const [ride, time] of [
      [up!, '07:55'],
      [down!, '17:20'],
    ] as const) {
      const answer = await admin.post('Admin/SetRideTime', { reservationId: ride.reservationId, time });
      expect(expectOk(answer)).toEqual({ reservationId: ride.reservationId, time });
    }
    const planned = view.rides.find((r) => !r.needsStaffTime)!;
    expectRefusal(
      await admin.post('Admin/SetRideTime', { reservationId: planned.reservationId, time: '08:00' }),
      762,
      messageFor('error', 762),
    );
    expect(
      (await admin.post('Admin/SetRideTime', { reservationId: up!.reservationId, time: '25:00' })).status,
    ).toBe(400);
    const entries = await s.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'reservation.rideTime'), eq(auditLog.targetId, String(up!.reservationId))),
      );
    expect(entries.map((e) => e.after)).toEqual([{ date: day1, rideTime: '07:55' }]);
    const after = expectOk(await preview(admin, day1));
    expect(after.missingTimes).toBe(0);
    expect(after.rides.find((r) => r.reservationId === up!.reservationId)?.time).toBe('07:55');
  });

  it('freezes every ride and queues one ride-time mail per learner with an address, none for one without', async () => {
    const s = server();
    const before = await bookingsOn(s, day1);
    const silent = before.find((b) => b.ownPoint === null && b.learnerId !== before[0]!.learnerId)!;
    await s.db.update(learners).set({ mailAddress: '' }).where(eq(learners.id, silent.learnerId));
    const expected = expectOk(await preview(admin, day1));
    expect(expected.rides.filter((r) => r.learnerId === silent.learnerId).map((r) => r.mail)).toContain(
      'noAddress',
    );
    const mailsBefore = (await mailsOf(s)).length;

    const result = expectOk(await fix(admin, day1));
    const withAddress = new Set(
      before.filter((b) => b.learnerId !== silent.learnerId).map((b) => b.learnerId),
    );
    expect(result).toMatchObject({
      date: day1,
      ridesUpdated: before.length,
      mails: { rideTimes: withAddress.size, changes: 0 },
    });
    expect(expected.mails).toEqual(result.mails);
    const mails = (await mailsOf(s)).slice(mailsBefore);
    expect(mails.map((m) => m.learnerId).sort()).toEqual([...withAddress].sort());
    expect(mails.every((m) => m.kind === 'ride-times' && m.status === 'pending')).toBe(true);
    expect(mails.some((m) => m.learnerId === silent.learnerId)).toBe(false);
    // learners see fixed times from the plan release on (PRODUCT.md §4): their mails wait for it too
    const calendar = await loadSchoolCalendar(s.db, s.schoolId, s.clock.now());
    const release = planReleaseInstant(day1, calendar!);
    const mailsFrom = new Date(Math.max(release.getTime(), s.clock.now().getTime()));
    expect(result.mailsFrom).toBe(mailsFrom.toISOString());
    const delivery = await s.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'deliver-mail'),
          inArray(
            jobs.dedupeKey,
            mails.map((m) => `mail:${m.id}`),
          ),
        ),
      );
    expect(delivery).toHaveLength(mails.length);
    expect(delivery.every((j) => j.runAt.getTime() === mailsFrom.getTime())).toBe(true);

    const after = await bookingsOn(s, day1);
    for (const b of after) {
      expect(b.fixedMinutes, `booking ${b.id}`).toBe(b.planMinutes ?? b.override);
      expect(b.fixedAt?.toISOString()).toBe(s.clock.now().toISOString());
    }
    const main = await s.recNoOf(DEMO.main.seitoNo);
    const mine = mails.find((m) => m.learnerId === main)!;
    expect(mine.toAddress).toBe('yamada.taro@example.jp');
    expect(mine.subject).toBe(
      `【${DEMO.schoolName}】送迎予定のお知らせ（${day1.slice(0, 4)}年${shortDate(day1)}）`,
    );
    expect(mine.body).toContain(`${DEMO.main.furigana} 様`);
    expect(mine.body).toContain('・往路（学校行き）\u300007:55 乗車\u3000バイト先（');
    expect(mine.body).toContain('・復路（学校発）\u300017:20 降車\u3000バイト先（');
    const [row] = await s.db
      .select()
      .from(planFixes)
      .where(and(eq(planFixes.schoolId, s.schoolId), eq(planFixes.date, day1)));
    expect(row?.mailSentAt?.toISOString()).toBe(s.clock.now().toISOString());
    const [audit] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plan.fix'), eq(auditLog.targetId, day1)));
    expect(audit?.after).toMatchObject({ rideTimesMails: withAddress.size, changeMails: 0 });
  });

  it('fixing again with nothing changed sends nothing twice and writes nothing', async () => {
    const s = server();
    const mailsBefore = (await mailsOf(s)).length;
    const frozen = await bookingsOn(s, day1);
    s.clock.advance(60_000);
    const again = expectOk(await fix(admin, day1));
    expect(again).toMatchObject({ ridesUpdated: 0, mails: { rideTimes: 0, changes: 0 } });
    expect((await mailsOf(s)).length).toBe(mailsBefore);
    expect(await bookingsOn(s, day1)).toEqual(frozen);
    const view = expectOk(await preview(admin, day1));
    expect(view.rides.every((r) => r.change === 'unchanged' && r.mail === 'none')).toBe(true);
    expect(view.mails).toEqual({ rideTimes: 0, changes: 0 });
  });

  it('a re-fix after a cancel, a moved run, a new time and a new booking mails exactly those learners, old → new', async () => {
    const s = server();
    const fixed = await bookingsOn(s, day1);
    const main = await s.recNoOf(DEMO.main.seitoNo);
    const second = await s.recNoOf(DEMO.second.seitoNo);
    // school-bound rides at public stops, whose mails this test reads (往路, 乗車), in booking order
    const publicRides = fixed
      .filter((b) => b.ownPoint === null && b.mailAddress !== '' && b.upDown === 1)
      .sort((x, y) => x.id - y.id);

    // a staff cancel (past the cut-off, with a reason)
    const cancelled = publicRides[0]!;
    expectOk(
      await admin.post('Admin/CancelReservationsFor', {
        learnerId: cancelled.learnerId,
        reservationIds: [cancelled.id],
        idempotencyKey: newIdempotencyKey(),
        reason: '電話で取消の連絡',
      }),
    );
    // a run's time moved at one stop: every rider boarding there changes
    const moved = publicRides.find((b) => b.learnerId !== cancelled.learnerId)!;
    await s.db
      .update(busRunStops)
      .set({ planMinutes: moved.planMinutes! + 5 })
      .where(and(eq(busRunStops.runId, moved.runId), eq(busRunStops.stopId, moved.stopId)));
    const movedLearners = fixed
      .filter((b) => b.runId === moved.runId && b.stopId === moved.stopId && b.mailAddress !== '')
      .map((b) => b.learnerId);
    // a new staff time for the main learner's own point
    const mainUp = fixed.find(
      (b) => b.learnerId === main && b.ownPoint !== null && b.override === 7 * 60 + 55,
    )!;
    expectOk(await admin.post('Admin/SetRideTime', { reservationId: mainUp.id, time: '08:00' }));
    // a proxy booking for a learner who had no ride that day
    const firstRun = await runOf(s, day1, 'U0201');
    expectOk(
      await admin.post('Admin/SaveReservationFor', {
        learnerId: second,
        date: day1,
        binCd: firstRun.binCd,
        upDown: 1,
        busStopCd: '0019',
        idempotencyKey: newIdempotencyKey(),
        reason: '電話で予約の依頼',
      }),
    );

    const view = expectOk(await preview(admin, day1));
    const changeOf = (id: number) => view.rides.find((r) => r.reservationId === id)?.change;
    expect(changeOf(cancelled.id)).toBe('gone');
    expect(changeOf(moved.id)).toBe('changed');
    expect(changeOf(mainUp.id)).toBe('changed');
    expect(view.rides.find((r) => r.learnerId === second)).toMatchObject({
      change: 'new',
      mail: 'rideTimes',
    });

    const mailsBefore = (await mailsOf(s)).length;
    s.clock.advance(60_000);
    const result = expectOk(await fix(admin, day1));
    const changedLearners = new Set([cancelled.learnerId, ...movedLearners, main]);
    expect(result.mails).toEqual({ rideTimes: 1, changes: changedLearners.size });
    expect(view.mails).toEqual(result.mails);
    const mails = (await mailsOf(s)).slice(mailsBefore);
    expect(mails.filter((m) => m.kind === 'ride-times').map((m) => m.learnerId)).toEqual([second]);
    const changeMails = mails.filter((m) => m.kind === 'ride-times-changed');
    expect(changeMails.map((m) => m.learnerId).sort()).toEqual([...changedLearners].sort());
    for (const m of changeMails) expect(m.subject).toContain('送迎予定の変更あり');

    const body = (learnerId: number) => changeMails.find((m) => m.learnerId === learnerId)!.body;
    expect(body(cancelled.learnerId)).toMatch(
      /変更前：往路（学校行き）\u3000\d\d:\d\d 乗車.*\n変更後：なし（取消）/,
    );
    expect(body(moved.learnerId)).toContain(`変更前：往路（学校行き）\u3000${hhmm(moved.planMinutes!)} 乗車`);
    expect(body(moved.learnerId)).toContain(
      `変更後：往路（学校行き）\u3000${hhmm(moved.planMinutes! + 5)} 乗車`,
    );
    expect(body(main)).toContain('変更前：往路（学校行き）\u300007:55 乗車\u3000バイト先');
    expect(body(main)).toContain('変更後：往路（学校行き）\u300008:00 乗車\u3000バイト先');
    expect(body(main)).not.toContain('復路');

    // the cancelled ride's told time is settled, so it is never mailed as gone again
    const [gone] = await s.db.select().from(reservations).where(eq(reservations.id, cancelled.id));
    expect(gone).toMatchObject({ fixedMinutes: null, fixedAt: null });
    s.clock.advance(60_000);
    expect(expectOk(await fix(admin, day1)).mails).toEqual({ rideTimes: 0, changes: 0 });
  });

  it('two staff fixing the same date at the same moment mail each learner once', async () => {
    const s = server();
    const dispatcher = await staffClient(s, await addStaff(s, 'dispatcher'));
    // undo the seed's fix of day0, as if nobody had fixed it yet
    await s.db.delete(planFixes).where(and(eq(planFixes.schoolId, s.schoolId), eq(planFixes.date, day0)));
    const rides = await bookingsOn(s, day0);
    await s.db
      .update(reservations)
      .set({ fixedMinutes: null, fixedAt: null })
      .where(
        inArray(
          reservations.id,
          rides.map((r) => r.id),
        ),
      );
    const learnersWithAddress = new Set(rides.filter((r) => r.mailAddress !== '').map((r) => r.learnerId));
    const mailsBefore = (await mailsOf(s)).length;

    const [a, b] = await Promise.all([fix(admin, day0), fix(dispatcher, day0)]);
    const results = [expectOk(a), expectOk(b)];
    expect(results.map((r) => r.mails.rideTimes).sort((x, y) => x - y)).toEqual([
      0,
      learnersWithAddress.size,
    ]);
    const mails = (await mailsOf(s)).slice(mailsBefore);
    expect(mails).toHaveLength(learnersWithAddress.size);
    expect(new Set(mails.map((m) => m.learnerId)).size).toBe(learnersWithAddress.size);
    expect((await bookingsOn(s, day0)).every((r) => r.fixedAt !== null)).toBe(true);
  });
});
