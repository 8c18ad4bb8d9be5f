import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { ReservationDay, TravelPlan } from '@shared/schemas/reservation';
import { addDays } from '@shared/rules/japan-time';
import { busRunStops, busRuns, planFixes, reservations, stops } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { expectOk } from './reservation-fixtures';

type UpDown = 1 | 2;

/** The status table of the issue (SPEC.md §4, desktop), written out as the spec words it. */
function expectedStatus(
  upBooked: boolean,
  downBooked: boolean,
  chosen: UpDown,
  tripAvailable: boolean,
): number {
  if (upBooked && downBooked) return 6;
  if (upBooked) return chosen === 1 ? 2 : tripAvailable ? 3 : 2;
  if (downBooked) return chosen === 2 ? 4 : tripAvailable ? 5 : 4;
  return tripAvailable ? 1 : 7;
}

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The learner's active bookings as "date|jgn|upDown" keys, read from the database. */
async function bookedKeys(s: TestServer, seitoNo: string): Promise<Set<string>> {
  const learnerId = await s.recNoOf(seitoNo);
  const rows = await s.db
    .select({ date: reservations.date, jgn: busRuns.jgn, upDown: reservations.upDown })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .where(and(eq(reservations.learnerId, learnerId), isNull(reservations.cancelledAt)));
  return new Set(rows.map((r) => `${r.date}|${r.jgn}|${r.upDown}`));
}

/** Runs of a direction serving a stop between two dates, with the stop's planned minutes. */
async function servingRuns(s: TestServer, from: string, to: string, upDown: UpDown, busStopCd: string) {
  return s.db
    .select({
      date: busRuns.date,
      binCd: busRuns.binCd,
      jgn: busRuns.jgn,
      seats: busRuns.seats,
      bookedSeats: busRuns.bookedSeats,
      childSeats: busRuns.childSeats,
      bookedChildSeats: busRuns.bookedChildSeats,
      bicycles: busRuns.bicycles,
      bookedBicycles: busRuns.bookedBicycles,
      isNetReservation: busRuns.isNetReservation,
      planStart: busRuns.planStartMinutes,
      planEnd: busRuns.planEndMinutes,
      stopMinutes: busRunStops.planMinutes,
    })
    .from(busRuns)
    .innerJoin(busRunStops, eq(busRunStops.runId, busRuns.id))
    .innerJoin(stops, eq(stops.id, busRunStops.stopId))
    .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.upDown, upDown), eq(stops.busStopCd, busStopCd)))
    .orderBy(asc(busRuns.date), asc(busRuns.jgn))
    .then((rows) => rows.filter((r) => r.date >= from && r.date <= to));
}

describeEachDatabase(
  'Reservation/GetTravelTime: the booking grid, cell statuses 1–7 and the trips',
  (kind) => {
    const server = useTestServer(kind);
    let main: TestClient;
    let second: TestClient;
    let bookable = new Set<string>();
    let mainDays: string[] = [];

    const grid = (c: TestClient, fromDate: string, toDate: string, upDown: UpDown, busStopCd: string) =>
      c.post<TravelPlan>('Reservation/GetTravelTime', { fromDate, toDate, upDown, busStopCd });

    it('matches the status rule for learner 1234567, who has bookings both ways on the first business day', async () => {
      const s = server();
      main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
      second = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
      const days = expectOk(await main.post<ReservationDay[]>('Reservation/GetReservationDays', {}));
      bookable = new Set(days.map((d) => d.date));
      const booked = await bookedKeys(s, DEMO.main.seitoNo);
      mainDays = [...new Set([...booked].map((k) => k.split('|')[0]!))].sort();
      const day0 = mainDays[0]!;
      expect(booked.has(`${day0}|1|1`) && booked.has(`${day0}|2|2`)).toBe(true);

      const from = day0;
      const to = addDays(day0, 13);
      for (const chosen of [1, 2] as const) {
        const plan = expectOk(await grid(main, from, to, chosen, '0019'));
        expect(plan.days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(from, i)));
        const runs = await servingRuns(s, from, to, chosen, '0019');
        for (const day of plan.days) {
          expect(day.cells.map((c) => c.jgn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
          for (const cell of day.cells) {
            const cellRuns = runs.filter((r) => r.date === day.date && r.jgn === cell.jgn);
            expect(cell.trips.map((t) => t.binCd)).toEqual(cellRuns.map((r) => r.binCd));
            const available =
              bookable.has(day.date) && cellRuns.some((r) => r.isNetReservation && r.bookedSeats < r.seats);
            const status = expectedStatus(
              booked.has(`${day.date}|${cell.jgn}|1`),
              booked.has(`${day.date}|${cell.jgn}|2`),
              chosen,
              available,
            );
            expect(cell.status, `${day.date} period ${cell.jgn} chosen ${chosen}`).toBe(status);
          }
        }
        const first = plan.days[0]!.cells;
        if (chosen === 1) {
          expect(first[0]!.status).toBe(2);
          expect(first[1]!.status).toBe(bookable.has(day0) ? 5 : 4);
        } else {
          expect(first[0]!.status).toBe(bookable.has(day0) ? 3 : 2);
          expect(first[1]!.status).toBe(4);
        }
      }
    });

    it('gives each trip its times at the stop, capacity flags and the display texts of the site', async () => {
      const s = server();
      const day0 = mainDays[0]!;
      const [fix] = await s.db
        .select()
        .from(planFixes)
        .where(and(eq(planFixes.schoolId, s.schoolId), eq(planFixes.date, day0)));
      expect(fix, 'the demo fixes the plan of the next business day').toBeDefined();
      const up = expectOk(await grid(second, day0, addDays(day0, 1), 1, '0019'));
      const [run] = await servingRuns(s, day0, day0, 1, '0019');
      const trip = up.days[0]!.cells[0]!.trips[0]!;
      expect(trip).toMatchObject({
        date: day0,
        binCd: run!.binCd,
        upDown: 1,
        jgn: 1,
        rsvMode: 0,
        displayJigen: '1時限',
        // the demo's view words the way to school by the time at the stop (issue 25): no planned start
        busStartPlanTime: null,
        busEndPlanTime: hhmm(run!.planEnd),
        busStopTime: hhmm(run!.stopMinutes),
        isNetReservation: true,
        isBusLimit: false,
        seatsLeft: run!.seats - run!.bookedSeats,
        childSeatsLeft: run!.childSeats - run!.bookedChildSeats,
        bicyclesLeft: run!.bicycles - run!.bookedBicycles,
        downTime: `${hhmm(run!.planEnd)} 学校着`,
      });
      // the time at the stop, marked planned until the fixed plan is released (18:00 on the cut-off day)
      expect(trip.upTime).toMatch(new RegExp(`^${hhmm(run!.stopMinutes)}(（予定）)?$`));
      expect(trip.binNm).toMatch(/^北部方面 \d+便$/);
      // the next day has no fixed plan: the bus offers its planned time at the stop, marked as planned
      const nextTrip = up.days[1]!.cells[0]!.trips[0];
      if (nextTrip) {
        expect(nextTrip.upTime).toBe(`${nextTrip.busStopTime}（予定）`);
        expect(nextTrip.upTime).not.toBe(messages.reservation.noTimeYet);
        // and the answer does not carry the planned start, which the view never shows
        expect(nextTrip.busStartPlanTime).toBeNull();
      }

      const down = expectOk(await grid(second, day0, day0, 2, '0019'));
      const [downRun] = await servingRuns(s, day0, day0, 2, '0019');
      expect(down.days[0]!.cells[0]!.trips[0]).toMatchObject({
        upTime: hhmm(downRun!.planStart),
        downTime: hhmm(downRun!.stopMinutes),
      });
    });

    it('shows a full or not net-reservable run as a trip that does not count (grey cell for a learner without bookings)', async () => {
      const s = server();
      const date = [...bookable].sort()[1]!;
      const runs = await s.db
        .select()
        .from(busRuns)
        .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, date)));
      const full = runs.find((r) => r.isNetReservation && r.bookedSeats >= r.seats)!;
      const offline = runs.find((r) => !r.isNetReservation)!;
      for (const run of [full, offline]) {
        const [stop] = await s.db
          .select({ cd: stops.busStopCd })
          .from(busRunStops)
          .innerJoin(stops, eq(stops.id, busRunStops.stopId))
          .where(and(eq(busRunStops.runId, run.id), isNull(stops.ownerLearnerId)));
        const plan = expectOk(await grid(second, date, date, run.upDown as UpDown, stop!.cd));
        const cell = plan.days[0]!.cells.find((c) => c.jgn === run.jgn)!;
        const trip = cell.trips.find((t) => t.binCd === run.binCd)!;
        // full, or not taken on the net: both are isBusLimit (PRODUCT.md §4)
        expect(trip.isBusLimit).toBe(true);
        expect(trip.isNetReservation).toBe(run === full);
        if (run === full) expect(trip.seatsLeft).toBe(0);
        const others = cell.trips.filter((t) => t !== trip && t.isNetReservation && !t.isBusLimit);
        expect(cell.status).toBe(others.length > 0 ? 1 : 7);
      }
    });

    it('answers 7 on days without runs or not bookable, and no trips at a point the learner may not board at', async () => {
      const day0 = mainDays[0]!;
      let sunday = day0;
      while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
      const plan = expectOk(await grid(second, sunday, sunday, 1, '0019'));
      expect(plan.days[0]!.cells.every((c) => c.status === 7 && c.trips.length === 0)).toBe(true);

      // K0001 is the main learner's point: another learner sees no trips there
      const other = expectOk(await grid(second, day0, addDays(day0, 6), 1, 'K0001'));
      expect(other.days.every((d) => d.cells.every((c) => c.trips.length === 0 && c.status === 7))).toBe(
        true,
      );
      const own = expectOk(await grid(main, day0, addDays(day0, 6), 1, 'K0001'));
      expect(own.days.some((d) => d.cells.some((c) => c.trips.length > 0))).toBe(true);
      // awaiting approval: no trips even for its owner
      const pending = expectOk(await grid(main, day0, addDays(day0, 6), 1, 'K0002'));
      expect(pending.days.every((d) => d.cells.every((c) => c.trips.length === 0))).toBe(true);
    });

    it('turns the cell purple (6) once the learner books the other direction of a period', async () => {
      const s = server();
      const booked = await bookedKeys(s, DEMO.main.seitoNo);
      const target = [...booked]
        .map((k) => k.split('|'))
        .find(
          ([date, jgn, upDown]) => upDown === '1' && bookable.has(date!) && !booked.has(`${date}|${jgn}|2`),
        );
      expect(target, 'an up booking on a bookable day').toBeDefined();
      const [date, jgn] = target as [string, string];
      const before = expectOk(await grid(main, date, date, 2, '0019'));
      const cell = before.days[0]!.cells.find((c) => c.jgn === Number(jgn))!;
      expect(cell.status).toBe(3);
      const trip = cell.trips.find((t) => t.isNetReservation && !t.isBusLimit)!;
      expectOk(
        await main.post('Reservation/SaveReservation', {
          date,
          binCd: trip.binCd,
          upDown: 2,
          busStopCd: '0019',
        }),
      );
      for (const chosen of [1, 2] as const) {
        const after = expectOk(await grid(main, date, date, chosen, '0019'));
        expect(after.days[0]!.cells.find((c) => c.jgn === Number(jgn))!.status).toBe(6);
      }
    });

    it('answers HTTP 400 for more than 31 days, a reversed range or an impossible date', async () => {
      const day0 = mainDays[0]!;
      expectOk(await grid(second, day0, addDays(day0, 30), 1, '0019'));
      expect((await grid(second, day0, addDays(day0, 31), 1, '0019')).status).toBe(400);
      expect((await grid(second, addDays(day0, 1), day0, 1, '0019')).status).toBe(400);
      expect((await grid(second, '2030-02-30', '2030-03-01', 1, '0019')).status).toBe(400);
    });
  },
);
