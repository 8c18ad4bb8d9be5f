import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { Reservation } from '@shared/schemas/reservation';
import { addDays, japanInstant } from '@shared/rules/japan-time';
import { busRunStops, busRuns, reservations, siteOptions, stops } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { bookableDates, expectOk } from './reservation-fixtures';

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const NO_TIME = messages.reservation.noTimeYet;

/** The main learner's bookings straight from the database, with what the list must show. */
async function storedBookings(s: TestServer) {
  const learnerId = await s.recNoOf(DEMO.main.seitoNo);
  return s.db
    .select({
      id: reservations.id,
      date: reservations.date,
      upDown: reservations.upDown,
      binCd: busRuns.binCd,
      jgn: busRuns.jgn,
      planStart: busRuns.planStartMinutes,
      planEnd: busRuns.planEndMinutes,
      stopMinutes: busRunStops.planMinutes,
      busStopCd: stops.busStopCd,
    })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .innerJoin(busRunStops, and(eq(busRunStops.runId, busRuns.id), eq(busRunStops.stopId, stops.id)))
    .where(eq(reservations.learnerId, learnerId));
}

describeEachDatabase(
  "Reservation/GetReservationList: the learner's upcoming bookings with flags and texts",
  (kind) => {
    const server = useTestServer(kind);
    let main: TestClient;
    const list = (c: TestClient, body: object = {}) =>
      c.post<Reservation[]>('Reservation/GetReservationList', body);

    it('lists the active bookings from today on, by date then direction, with run, stop and period', async () => {
      const s = server();
      main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
      const rows = expectOk(await list(main));
      const stored = await storedBookings(s);
      expect(rows).toHaveLength(stored.length);
      expect(rows.map((r) => `${r.date}|${r.upDown}`)).toEqual(
        [...stored]
          .sort((a, b) => a.date.localeCompare(b.date) || a.upDown - b.upDown)
          .map((r) => `${r.date}|${r.upDown}`),
      );
      for (const row of rows) {
        const db = stored.find((x) => x.id === row.yoyakuId)!;
        const up = row.upDown === 1;
        // only the times the demo's view shows are sent: up departure (the time at the stop) once the
        // fixed plan is released — not yet at the test clock — and the planned arrival; down the
        // planned departure and the time at the stop (PRODUCT.md §4, issue 25)
        expect(row).toMatchObject({
          date: db.date,
          upDown: db.upDown,
          binCd: db.binCd,
          jgn: db.jgn,
          displayJigen: `${db.jgn}時限`,
          busStopCd: db.busStopCd,
          busStartPlanTime: up ? null : hhmm(db.planStart),
          busEndPlanTime: up ? hhmm(db.planEnd) : null,
          busStartTime: null,
          busEndTime: null,
          busStopTime: up ? null : hhmm(db.stopMinutes),
          passenger: 0,
          childSheet: 0,
          jitensya: 0,
          rsvMode: 0,
          busCall: false,
        });
      }
      const workplace = rows.find((r) => r.busStopCd === 'K0001')!;
      expect(workplace).toMatchObject({ busStopKName: 'バイト先', busStopDisplayName: 'バイト先' });
      expect(rows.find((r) => r.busStopCd === '0019')).toMatchObject({
        busStopName: '北上尾駅東口',
        busStopKName: '',
      });
    });

    it('sets the flags of each date and the display texts of the site view (demo: up times once the plan is released)', async () => {
      const s = server();
      const now = s.clock.now();
      const rows = expectOk(await list(main));
      const bookable = new Map((await bookableDates(main)).map((d) => [d.date, d.deadline]));
      const day0 = rows[0]!.date;
      for (const row of rows) {
        const fixed = row.date === day0;
        expect(row.isFixedPlan, row.date).toBe(fixed);
        expect(row.isSendFixedPlanMail).toBe(fixed);
        expect(row.isPlanReleaseOver).toBe(false);
        if (bookable.has(row.date)) expect(row.isLimitOver).toBe(false);
        expect(row.isNetCancel).toBe(!row.isLimitOver);
        const db = (await storedBookings(s)).find((x) => x.id === row.yoyakuId)!;
        if (row.upDown === 1) {
          // fixed but not yet released: the time is not the learner's yet (時刻未定)
          expect(row.departureText).toBe(NO_TIME);
          expect(row.arrivalText).toBe(`${hhmm(db.planEnd)} 学校着`);
        } else {
          expect(row.departureText).toBe(hhmm(db.planStart));
          expect(row.arrivalText).toBe(hhmm(db.stopMinutes));
        }
      }
      expect(now).toEqual(s.clock.now());
    });

    it('follows the site view: upDepartureTime "always" with the stop time as source, actual end as arrival', async () => {
      const s = server();
      const where = and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, '1'));
      const [site] = await s.db.select().from(siteOptions).where(where);
      const options = site!.options as { reservationView: Record<string, unknown> };
      const view = {
        ...options.reservationView,
        upDepartureTime: 0,
        upLineDepartureTime: 3,
        upArrivalTime: 2,
      };
      await s.db
        .update(siteOptions)
        .set({ options: { ...options, reservationView: view } })
        .where(where);
      try {
        const rows = expectOk(await list(main, { upDown: 1 }));
        const stored = await storedBookings(s);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.upDown).toBe(1);
          const db = stored.find((x) => x.id === row.yoyakuId)!;
          expect(row.departureText).toBe(hhmm(db.stopMinutes));
          // no actual end time yet
          expect(row.arrivalText).toBe(NO_TIME);
        }
      } finally {
        await s.db.update(siteOptions).set({ options }).where(where);
      }
    });

    it('narrows by date, range, direction and stop', async () => {
      const all = expectOk(await list(main));
      const day0 = all[0]!.date;
      const day1 = all.find((r) => r.date > day0)!.date;
      expect(expectOk(await list(main, { date: day0 })).map((r) => r.upDown)).toEqual([1, 2]);
      expect(expectOk(await list(main, { fromDate: day1, toDate: day1 })).every((r) => r.date === day1)).toBe(
        true,
      );
      expect(expectOk(await list(main, { upDown: 2 })).every((r) => r.upDown === 2)).toBe(true);
      const workplace = expectOk(await list(main, { busStopCd: 'K0001' }));
      expect(workplace.map((r) => `${r.date}|${r.upDown}`)).toEqual([`${day1}|1`, `${day1}|2`]);
      expect((await list(main, { date: '2030-13-01' })).status).toBe(400);
    });

    it('checks a whole range like the other range calls: in order, at most 31 days (issue 21)', async () => {
      for (const range of [
        { fromDate: '2030-01-10', toDate: '2030-01-09' },
        { fromDate: '2030-01-01', toDate: '2030-02-01' },
      ]) {
        const answer = await list(main, range);
        expect(answer.status, JSON.stringify(range)).toBe(400);
        expect(answer.body.error?.data).toEqual([
          { path: 'toDate', message: 'fromDate..toDate: in order, at most 31 days' },
        ]);
      }
      expect((await list(main, { fromDate: '2030-01-01', toDate: '2030-01-31' })).status).toBe(200);
      expect((await list(main, { toDate: '2030-01-31' })).status).toBe(200);
    });

    it('leaves out cancelled bookings and answers an empty list for a learner without bookings (the screens show 313)', async () => {
      const s = server();
      const second = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
      expect(expectOk(await list(second))).toEqual([]);
      const all = expectOk(await list(main));
      const last = all[all.length - 1]!;
      await s.db
        .update(reservations)
        .set({ cancelledAt: s.clock.now() })
        .where(eq(reservations.id, last.yoyakuId));
      try {
        expect(expectOk(await list(main)).map((r) => r.yoyakuId)).not.toContain(last.yoyakuId);
      } finally {
        await s.db.update(reservations).set({ cancelledAt: null }).where(eq(reservations.id, last.yoyakuId));
      }
    });

    it('on the ride day itself: still listed, past the cut-off, plan released, no longer cancellable; gone the day after', async () => {
      const s = server();
      const day0 = expectOk(await list(main))[0]!.date;
      const saved = s.clock.now();
      try {
        s.clock.set(japanInstant(day0, 6 * 60));
        const early = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
        const today = expectOk(await list(early)).filter((r) => r.date === day0);
        expect(today).toHaveLength(2);
        for (const row of today) {
          expect(row).toMatchObject({
            isLimitOver: true,
            isPlanReleaseOver: true,
            isNetCancel: false,
            isFixedPlan: true,
          });
        }
        s.clock.set(japanInstant(addDays(day0, 1), 6 * 60));
        const later = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
        expect(expectOk(await list(later)).some((r) => r.date === day0)).toBe(false);
      } finally {
        s.clock.set(saved);
      }
    });
  },
);
