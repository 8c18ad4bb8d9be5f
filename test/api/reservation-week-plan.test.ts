import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ReservationDay } from '@shared/schemas/reservation';
import type { PlannedRide, WeekPlan } from '@shared/schemas/waitlist';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import {
  busRunStops,
  busRuns,
  lessons,
  reservations,
  schools,
  stops,
  waitlistEntries,
} from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { bookableDates, expectOk, expectRefusal } from './reservation-fixtures';

const STATION = '0019';
/** the main learner's own approved point: another learner may never plan from it */
const MAIN_OWN_POINT = 'K0001';

/** The runs of a date, direction and period that serve a stop, in the planner's order. */
async function runsServing(s: TestServer, date: string, upDown: 1 | 2, jgn: number, busStopCd: string) {
  return s.db
    .select({ id: busRuns.id, binCd: busRuns.binCd, seats: busRuns.seats })
    .from(busRuns)
    .innerJoin(busRunStops, eq(busRunStops.runId, busRuns.id))
    .innerJoin(stops, and(eq(stops.id, busRunStops.stopId), eq(stops.busStopCd, busStopCd)))
    .where(
      and(
        eq(busRuns.schoolId, s.schoolId),
        eq(busRuns.date, date),
        eq(busRuns.upDown, upDown),
        eq(busRuns.jgn, jgn),
      ),
    )
    .orderBy(busRuns.planStartMinutes, busRuns.binCd);
}

const ride = (plan: WeekPlan, date: string, upDown: 1 | 2): PlannedRide => {
  const found = plan.days.find((d) => d.date === date)?.rides.find((r) => r.upDown === upDown);
  if (!found) throw new Error(`no ride ${date} ${upDown}`);
  return found;
};

describeEachDatabase('Reservation/GetWeekPlan: the week planner', (kind) => {
  const server = useTestServer(kind);
  let learner: TestClient;
  let learnerId: number;
  let days: ReservationDay[];
  let d1: string, d2: string, d3: string;
  /** a public stop other than the station that the run home on d2 serves */
  let otherStopCd: string;
  const plan = async (body: object = {}) =>
    expectOk(await learner.post<WeekPlan>('Reservation/GetWeekPlan', body));

  beforeAll(async () => {
    const s = server();
    learner = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    learnerId = await s.recNoOf(DEMO.second.seitoNo);
    const today = japanDateKey(s.clock.now());
    days = (await bookableDates(learner)).filter((d) => d.date <= addDays(today, 7));
    expect(days.length).toBeGreaterThanOrEqual(4);
    [d1, d2, d3] = [days[0]!.date, days[1]!.date, days[3]!.date];
    expect(await s.db.select().from(reservations).where(eq(reservations.learnerId, learnerId))).toEqual([]);
    await s.db.insert(lessons).values([
      { learnerId, date: d1, jgn: 3, kind: '技能' },
      { learnerId, date: d1, jgn: 2, kind: '学科' },
      { learnerId, date: d2, jgn: 4, kind: '技能' },
      { learnerId, date: d3, jgn: 1, kind: '技能' },
      // not planned: today, and a week and more ahead
      { learnerId, date: today, jgn: 2, kind: '技能' },
      { learnerId, date: addDays(today, 8), jgn: 2, kind: '技能' },
    ]);
  });

  it('without a booking there is no usual stop: the days with lessons, every ride none', async () => {
    const answer = await plan();
    expect(answer.busStop).toBeNull();
    expect(answer.usualBusStopCd).toBeNull();
    expect(answer.days.map((d) => d.date)).toEqual([d1, d2, d3]);
    expect(answer.days.flatMap((d) => d.rides.map((r) => r.state))).toEqual(Array(6).fill('none'));
  });

  it('plans from the stop booked most: booked, waiting, bookable, full and none', async () => {
    const s = server();
    // d1: to school for period 2 booked from the station — the learner's usual stop from now on
    const [up1] = await runsServing(s, d1, 1, 2, STATION);
    const saved = expectOk(
      await learner.post<{ yoyakuId: number }>('Reservation/SaveReservation', {
        date: d1,
        binCd: up1!.binCd,
        upDown: 1,
        busStopCd: STATION,
      }),
    );
    // d1: home after period 3 full, the learner second in its queue
    const down1 = await runsServing(s, d1, 2, 3, STATION);
    const stationId = (
      await s.db.select({ id: stops.id }).from(stops).where(eq(stops.busStopCd, STATION))
    )[0]!.id;
    for (const run of down1)
      await s.db.update(busRuns).set({ bookedSeats: run.seats }).where(eq(busRuns.id, run.id));
    const main = await s.recNoOf(DEMO.main.seitoNo);
    const queued = (who: number, sortKey: number) => ({
      schoolId: s.schoolId,
      learnerId: who,
      runId: down1[0]!.id,
      date: d1,
      upDown: 2,
      jgn: 3,
      stopId: stationId,
      sortKey,
      createdAt: s.clock.now(),
    });
    await s.db.insert(waitlistEntries).values(queued(main, 1));
    const [entry] = await s.db.insert(waitlistEntries).values(queued(learnerId, 2)).returning();
    // d2: to school for period 4 full on every run from the station
    const up2 = await runsServing(s, d2, 1, 4, STATION);
    expect(up2.length).toBeGreaterThan(0);
    for (const run of up2)
      await s.db.update(busRuns).set({ bookedSeats: run.seats }).where(eq(busRuns.id, run.id));
    // d3: to school for period 1 not offered on the net
    const up3 = await runsServing(s, d3, 1, 1, STATION);
    await s.db
      .update(busRuns)
      .set({ isNetReservation: false })
      .where(
        inArray(
          busRuns.id,
          up3.map((r) => r.id),
        ),
      );

    const answer = await plan();
    expect(answer.busStop?.busStopCd).toBe(STATION);
    expect(answer.usualBusStopCd).toBe(STATION);
    expect(answer.days.map((d) => d.date)).toEqual([d1, d2, d3]);
    const first = answer.days[0]!;
    expect(first.lessons.map((l) => [l.jgn, l.gino, l.gakka])).toEqual([
      [2, false, true],
      [3, true, false],
    ]);
    expect(first.closesAt).toBe(days[0]!.deadline);

    expect(ride(answer, d1, 1)).toMatchObject({
      state: 'booked',
      jgn: 2,
      yoyakuId: saved.yoyakuId,
      run: { binCd: up1!.binCd, busStopCd: STATION },
    });
    expect(ride(answer, d1, 2)).toMatchObject({
      state: 'waiting',
      jgn: 3,
      waitlistId: entry!.id,
      place: 2,
      run: { binCd: down1[0]!.binCd },
    });
    expect(ride(answer, d2, 1)).toMatchObject({ state: 'full', jgn: 4, run: { binCd: up2[0]!.binCd } });
    expect(answer.waitlistOpen).toBe(true);
    // a school that takes no キャンセル待ち: the full ride is still full, the queue not offered
    await s.db.update(schools).set({ waitlistEnabled: false }).where(eq(schools.id, s.schoolId));
    const closed = await plan();
    await s.db.update(schools).set({ waitlistEnabled: true }).where(eq(schools.id, s.schoolId));
    expect(closed.waitlistOpen).toBe(false);
    expect(ride(closed, d2, 1).state).toBe('full');
    const [down2] = await runsServing(s, d2, 2, 4, STATION);
    expect(ride(answer, d2, 2)).toMatchObject({
      state: 'bookable',
      jgn: 4,
      yoyakuId: null,
      run: { binCd: down2!.binCd, busStopCd: STATION },
    });
    expect(ride(answer, d2, 2).run?.busStopTime).toMatch(/^\d\d:\d\d$/);
    expect(ride(answer, d3, 1)).toMatchObject({ state: 'none', jgn: 1, run: null });
    expect(ride(answer, d3, 2).state).toBe('bookable');
  });

  it('plans from another stop the learner names, keeping what they hold', async () => {
    const s = server();
    // a public stop a run home on d2 serves, other than the station
    const [other] = await s.db
      .select({ busStopCd: stops.busStopCd, name: stops.name })
      .from(busRuns)
      .innerJoin(busRunStops, eq(busRunStops.runId, busRuns.id))
      .innerJoin(stops, eq(stops.id, busRunStops.stopId))
      .where(
        and(
          eq(busRuns.schoolId, s.schoolId),
          eq(busRuns.date, d2),
          eq(busRuns.upDown, 2),
          eq(busRuns.jgn, 4),
          eq(stops.isNetRelease, true),
        ),
      )
      .orderBy(stops.busStopCd)
      .limit(1);
    expect(other?.busStopCd).not.toBe(STATION);
    otherStopCd = other!.busStopCd;
    const answer = await plan({ busStopCd: other!.busStopCd });
    expect(answer.busStop).toMatchObject({ busStopCd: other!.busStopCd, busStopName: other!.name });
    expect(answer.usualBusStopCd).toBe(STATION);
    expect(ride(answer, d1, 1)).toMatchObject({ state: 'booked', run: { busStopCd: STATION } });
    expect(ride(answer, d1, 2).state).toBe('waiting');
    expect(ride(answer, d2, 2)).toMatchObject({ state: 'bookable', run: { busStopCd: other!.busStopCd } });
  });

  it('between stops booked as often, the one booked last is the usual one', async () => {
    const before = await plan({ busStopCd: otherStopCd });
    const home = ride(before, d2, 2);
    expect(home.state).toBe('bookable');
    expectOk(
      await learner.post('Reservation/SaveReservation', {
        date: d2,
        binCd: home.run!.binCd,
        upDown: 2,
        busStopCd: otherStopCd,
      }),
    );
    const after = await plan();
    expect(after.usualBusStopCd).toBe(otherStopCd);
    expect(after.busStop?.busStopCd).toBe(otherStopCd);
    expect(ride(after, d2, 2)).toMatchObject({ state: 'booked', run: { busStopCd: otherStopCd } });
  });

  it('refuses with 324 a stop the learner may not board at', async () => {
    expectRefusal(
      await learner.post('Reservation/GetWeekPlan', { busStopCd: MAIN_OWN_POINT }),
      324,
      messages.error[324],
    );
    expectRefusal(
      await learner.post('Reservation/GetWeekPlan', { busStopCd: 'ZZ99' }),
      324,
      messages.error[324],
    );
  });

  it('leaves out a day once its cut-off passed', async () => {
    const s = server();
    const started = s.clock.now();
    try {
      s.clock.set(new Date(days[0]!.deadline));
      const again = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
      const answer = expectOk(await again.post<WeekPlan>('Reservation/GetWeekPlan', {}));
      expect(answer.days.map((d) => d.date)).toEqual([d2, d3]);
    } finally {
      s.clock.set(started);
    }
  });
});
