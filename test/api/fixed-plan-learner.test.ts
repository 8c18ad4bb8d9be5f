import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { FixPlanResult } from '@shared/schemas/admin-plan';
import type { FixedPlanNotice, PlanFixedStatus } from '@shared/schemas/notification';
import type { Reservation } from '@shared/schemas/reservation';
import { japanInstant } from '@shared/rules/japan-time';
import { busRunStops, busRuns, planFixes, reservations, siteOptions } from '@server/db/schema';
import { planReleaseInstant } from '@server/domain/booking/rules/bookable-days';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { describeEachDatabase } from './databases';
import {
  DEMO,
  newIdempotencyKey,
  signedInClient,
  useTestServer,
  type TestClient,
  type TestServer,
} from './harness';
import { staffClient } from './admin-fixtures';
import { expectOk } from './reservation-fixtures';
import { siteWithout } from './site-fixtures';

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The main learner's active bookings of a date with their run's planned start and the frozen time. */
async function mainRides(s: TestServer, date: string) {
  const learnerId = await s.recNoOf(DEMO.main.seitoNo);
  return s.db
    .select({
      id: reservations.id,
      upDown: reservations.upDown,
      runId: reservations.runId,
      stopId: reservations.stopId,
      planStart: busRuns.planStartMinutes,
      planEnd: busRuns.planEndMinutes,
      fixedMinutes: reservations.fixedMinutes,
    })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .where(
      and(
        eq(reservations.learnerId, learnerId),
        eq(reservations.date, date),
        isNull(reservations.cancelledAt),
      ),
    )
    .orderBy(asc(reservations.upDown));
}

describeEachDatabase('The fixed plan as learners see it (issue 11 §5: 送迎予定確定)', (kind) => {
  const server = useTestServer(kind);
  let main: TestClient;
  let day0: string;
  const list = (c: TestClient) => c.post<Reservation[]>('Reservation/GetReservationList', {});
  const notices = (c: TestClient) => c.post<FixedPlanNotice[]>('Notification/getFixesPlans', {});
  const status = (c: TestClient, body: object = {}) =>
    c.post<PlanFixedStatus[]>('Notification/GetPlanFixedStatus', body);

  it("getFixesPlans: the demo's fixed next day with the learner's rides, worded by the site's view", async () => {
    const s = server();
    main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    day0 = expectOk(await list(main))[0]!.date;
    // fixed by the demo, but released to learners only at 18:00 on the cut-off day (PRODUCT.md §4)
    expect(expectOk(await notices(main))).toEqual([]);
    const start = s.clock.now();
    const calendar = await loadSchoolCalendar(s.db, s.schoolId, start);
    s.clock.set(planReleaseInstant(day0, calendar!));
    const released = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const [up, down] = await mainRides(s, day0);
    const [fix] = await s.db
      .select()
      .from(planFixes)
      .where(and(eq(planFixes.schoolId, s.schoolId), eq(planFixes.date, day0)));
    const answer = expectOk(await notices(released));
    s.clock.set(start);
    // the demo's view (issue 25): up departure the frozen time at the stop from the release on, planned
    // arrival; down planned start and the time at the stop
    expect(answer).toEqual([
      {
        date: day0,
        fixedAt: fix!.fixedAt.toISOString(),
        rides: [
          expect.objectContaining({
            yoyakuId: up!.id,
            upDown: 1,
            busStopDisplayName: '北上尾駅東口',
            departureText: hhmm(up!.fixedMinutes!),
            arrivalText: `${hhmm(up!.planEnd)} 学校着`,
          }),
          expect.objectContaining({
            yoyakuId: down!.id,
            upDown: 2,
            departureText: hhmm(down!.planStart),
            arrivalText: hhmm(down!.fixedMinutes!),
          }),
        ],
      },
    ]);
  });

  it('GetPlanFixedStatus: each date the learner rides, fixed or not; one date when asked', async () => {
    const s = server();
    const rideDates = [...new Set(expectOk(await list(main)).map((r) => r.date))];
    const all = expectOk(await status(main));
    expect(all.map((d) => d.date)).toEqual(rideDates);
    expect(all.map((d) => d.isFixedPlan)).toEqual(rideDates.map((d) => d === day0));
    expect(all[0]).toMatchObject({ isSendFixedPlanMail: true, isLimitOver: false, isPlanReleaseOver: false });
    expect(all[1]).toMatchObject({ fixedAt: null, isSendFixedPlanMail: false });
    expect(expectOk(await status(main, { date: '2030-01-07' }))).toEqual([
      {
        date: '2030-01-07',
        isFixedPlan: false,
        fixedAt: null,
        isSendFixedPlanMail: false,
        isLimitOver: false,
        isPlanReleaseOver: false,
      },
    ]);
    expect((await status(main, { date: '2030-02-30' })).status).toBe(400);
    expect(s.clock.now() < japanInstant(day0, 0)).toBe(true);
  });

  it('a view gated on the plan release (upDepartureTime 4) shows the frozen time at the stop from the release on', async () => {
    const s = server();
    const where = and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, '1'));
    const [site] = await s.db.select().from(siteOptions).where(where);
    const options = site!.options as { reservationView: Record<string, unknown> };
    const view = { ...options.reservationView, upDepartureTime: 4, upLineDepartureTime: 3 };
    await s.db
      .update(siteOptions)
      .set({ options: { ...options, reservationView: view } })
      .where(where);
    try {
      const [up] = await mainRides(s, day0);
      const upRide = async () => expectOk(await list(main)).find((r) => r.yoyakuId === up!.id)!;
      expect(await upRide()).toMatchObject({
        isFixedPlan: true,
        isPlanReleaseOver: false,
        departureText: '前日にご連絡します',
        busStopTime: null,
      });
      // 23:00 the evening before the ride: the release (18:00 on the cut-off day) has passed
      s.clock.set(new Date(japanInstant(day0, 0).getTime() - 60 * 60_000));
      main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
      expect(await upRide()).toMatchObject({
        isPlanReleaseOver: true,
        departureText: hhmm(up!.fixedMinutes!),
        busStopTime: hhmm(up!.fixedMinutes!),
      });
    } finally {
      await s.db.update(siteOptions).set({ options }).where(where);
    }
  });

  it('the lists show the frozen time, not the moved run, until the plan is fixed again', async () => {
    const s = server();
    const [, down] = await mainRides(s, day0);
    const frozen = down!.fixedMinutes!;
    await s.db
      .update(busRunStops)
      .set({ planMinutes: frozen + 7 })
      .where(and(eq(busRunStops.runId, down!.runId), eq(busRunStops.stopId, down!.stopId)));
    const shown = async () => expectOk(await list(main)).find((r) => r.yoyakuId === down!.id)!;
    expect(await shown()).toMatchObject({ busStopTime: hhmm(frozen), arrivalText: hhmm(frozen) });

    // 23:00 the evening before: past the cut-off, so the plan may be fixed again
    s.clock.set(new Date(japanInstant(day0, 0).getTime() - 60 * 60_000));
    const admin = await staffClient(s);
    expectOk(await admin.post<FixPlanResult>('Admin/FixPlan', { date: day0 }));
    main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    expect(await shown()).toMatchObject({ busStopTime: hhmm(frozen + 7), arrivalText: hhmm(frozen + 7) });
    const [notice] = expectOk(await notices(main));
    expect(notice!.rides.find((r) => r.yoyakuId === down!.id)?.arrivalText).toBe(hhmm(frozen + 7));
  });

  it('a ride booked after the fix is not 確定 and has no notice until the next fix; the date still reads fixed', async () => {
    const s = server();
    const second = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    const admin = await staffClient(s);
    const [run] = await s.db
      .select()
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, day0), eq(busRuns.binCd, 'U0201')));
    expectOk(
      await admin.post('Admin/SaveReservationFor', {
        learnerId: await s.recNoOf(DEMO.second.seitoNo),
        date: day0,
        binCd: run!.binCd,
        upDown: 1,
        busStopCd: '0019',
        idempotencyKey: newIdempotencyKey(),
        reason: '電話で予約の依頼',
      }),
    );
    const [ride] = expectOk(await list(second));
    expect(ride).toMatchObject({
      date: day0,
      isFixedPlan: false,
      isSendFixedPlanMail: false,
      isLimitOver: true,
      departureText: '前日にご連絡します',
      busStartPlanTime: null,
    });
    expect(expectOk(await notices(second))).toEqual([]);
    expect(expectOk(await status(second))).toEqual([
      expect.objectContaining({ date: day0, isFixedPlan: true }),
    ]);

    expectOk(await admin.post<FixPlanResult>('Admin/FixPlan', { date: day0 }));
    const fixed = expectOk(await list(second))[0]!;
    // the demo's view words it by the time at the stop, now frozen and released (issue 25)
    expect(fixed).toMatchObject({ isFixedPlan: true, isPlanReleaseOver: true });
    expect(fixed.busStopTime).toMatch(/^\d{2}:\d{2}$/);
    expect(fixed.departureText).toBe(fixed.busStopTime);
    expect(expectOk(await notices(second)).map((n) => n.date)).toEqual([day0]);
  });

  it('useFixedPlanNotice off: both endpoints are refused with 403, the news still answers', async () => {
    const s = server();
    await siteWithout(s, '6', 'useFixedPlanNotice');
    const c = await signedInClient(s, DEMO.load(70).seitoNo, DEMO.load(70).password, '6');
    expect((await notices(c)).status).toBe(403);
    expect((await status(c)).status).toBe(403);
    expect((await c.post('Notification/GetNews', {})).status).toBe(200);
    const anonymous = s.client();
    await anonymous.init();
    expect((await notices(anonymous)).status).toBe(401);
  });
});
