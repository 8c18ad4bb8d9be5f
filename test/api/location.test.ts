import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { BusCourse, BusOperationStatus } from '@shared/schemas/location';
import { POSITION_STALE_SECONDS } from '@shared/rules/bus-position';
import { RUN_WINDOW_MARGIN_MINUTES } from '@server/domain/positions/bus-status';
import { minutesToTime } from '@shared/rules/display-time';
import { japanInstant } from '@shared/rules/japan-time';
import {
  busRuns,
  learners,
  reservations,
  siteOptions,
  stops,
  vehicleLatestPositions,
  vehiclePositions,
  vehicles,
} from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { reportFix } from './position-fixtures';
import {
  DEMO,
  freshClient,
  signedInClient,
  useTestServer,
  type TestClient,
  type TestServer,
} from './harness';
import { bookableDates, expectOk, expectRefusal, runOf, runsOn } from './reservation-fixtures';

const RESERVED = 'Location/GetReservedBusOperationStatus';
const ALL = 'Location/GetBusOperationStatusAll';
const ONE = 'Location/GetBusOperationStatus';
const COURSE = 'Location/GetBusCourse';
const NOT_SHOWN = messages.error[340];

/** 上尾駅東口 (stop 0009, course 01), learner A's pick-up point. */
const A_STOP = { busStopCd: '0009', lat: 35.9776, lng: 139.594 };
/** A point `metres` due north of A's stop (one degree of latitude ≈ 111,195 m). */
const northOfStop = (metres: number) => ({ lat: A_STOP.lat + metres / 111_195, lng: A_STOP.lng });

interface Account {
  seitoNo: string;
  password: string;
}

/** Load learners of the demo with no booking on `date`, so their lists hold only what the test books. */
async function learnersFreeOn(s: TestServer, date: string, count: number): Promise<Account[]> {
  const candidates = Array.from({ length: 20 }, (_, i) => DEMO.load(61 + i));
  const rows = await s.db
    .select({ seitoNo: learners.seitoNo })
    .from(reservations)
    .innerJoin(learners, eq(learners.id, reservations.learnerId))
    .where(
      and(
        eq(reservations.date, date),
        isNull(reservations.cancelledAt),
        inArray(
          learners.seitoNo,
          candidates.map((c) => c.seitoNo),
        ),
      ),
    );
  const busy = new Set(rows.map((r) => r.seitoNo));
  const free = candidates.filter((c) => !busy.has(c.seitoNo)).slice(0, count);
  if (free.length < count) throw new Error(`fewer than ${count} load learners are free on ${date}`);
  return free;
}

describeEachDatabase('Location/: live bus positions for learners (issue 13 §2)', (kind) => {
  const server = useTestServer(kind);
  /** the ride date: the next business day when booking, "today" for the tests */
  let day: string;
  /** five minutes into A's school-bound run U0101 on the ride date */
  let morning: Date;
  /** five minutes into A's run home D0102 */
  let afterLessons: Date;
  let a: Account;
  let b: Account;
  const secondsAgo = (seconds: number) => new Date(server().clock.now().getTime() - seconds * 1000);

  const reservedOf = async (c: TestClient) => expectOk(await c.post<BusOperationStatus[]>(RESERVED, {}));
  const allOf = async (c: TestClient) => expectOk(await c.post<BusOperationStatus[]>(ALL, {}));
  const signIn = (who: Account) => signedInClient(server(), who.seitoNo, who.password);
  const entry = (list: BusOperationStatus[], binCd: string) => {
    const found = list.find((r) => r.binCd === binCd);
    if (!found) throw new Error(`${binCd} is not listed`);
    return found;
  };

  beforeAll(async () => {
    const s = server();
    const anyone = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    const dates = await bookableDates(anyone);
    day = dates[0]!.date;
    [a, b] = (await learnersFreeOn(s, day, 2)) as [Account, Account];

    // booked the day before, as learners do; then the clock moves to the ride date
    const book = async (c: TestClient, date: string, binCd: string, upDown: 1 | 2, busStopCd: string) =>
      expectOk(
        await c.post<{ yoyakuId: number }>('Reservation/SaveReservation', { date, binCd, upDown, busStopCd }),
      ).yoyakuId;
    const ca = await signIn(a);
    await book(ca, day, 'U0101', 1, A_STOP.busStopCd);
    await book(ca, day, 'D0102', 2, A_STOP.busStopCd);
    const cancelled = await book(ca, day, 'U0103', 1, A_STOP.busStopCd);
    expectOk(await ca.post('Reservation/CancelReservation', { yoyakuIdList: [cancelled] }));
    await book(ca, dates[1]!.date, 'D0104', 2, A_STOP.busStopCd);
    await book(await signIn(b), day, 'U0301', 1, '0023');
    morning = japanInstant(day, (await runOf(s, day, 'U0101')).planStartMinutes + 5);
    afterLessons = japanInstant(day, (await runOf(s, day, 'D0102')).planStartMinutes + 5);
  });

  beforeEach(async () => {
    const s = server();
    s.clock.set(morning);
    await s.db.delete(vehiclePositions);
    await s.db.delete(vehicleLatestPositions);
  });

  it("the reserved list holds only the learner's active bookings of today, in start order, with run, times and stop", async () => {
    const s = server();
    const rows = await reservedOf(await signIn(a));
    expect(rows.map((r) => r.binCd)).toEqual(['U0101', 'D0102']);
    const up = await runOf(s, day, 'U0101');
    const [stop] = await s.db
      .select()
      .from(stops)
      .where(and(eq(stops.schoolId, s.schoolId), eq(stops.busStopCd, A_STOP.busStopCd)));
    expect(rows[0]).toMatchObject({
      homenCd: '01',
      homenName: '駅前方面',
      binCd: 'U0101',
      binNm: up.binName,
      upDown: 1,
      jgn: 1,
      busStartTime: minutesToTime(up.planStartMinutes),
      busEndTime: minutesToTime(up.planEndMinutes),
      planStartTime: minutesToTime(up.planStartMinutes),
      planEndTime: minutesToTime(up.planEndMinutes),
      // five minutes into its hours without a fix: running, its position not arrived yet
      runState: 'running',
      busStopCd: A_STOP.busStopCd,
      busStopName: stop!.name,
      address: stop!.address,
      busStopLat: A_STOP.lat,
      busStopLng: A_STOP.lng,
      // no fix today: no position, not stale, not moving
      locationLat: null,
      locationLng: null,
      locationDateTime: null,
      ageSeconds: null,
      isStale: false,
      isMoving: false,
      distanceFromHome: null,
    });
    expect(rows[0]!.yoyakuId).toEqual(expect.any(Number));
    expect(rows[1]).toMatchObject({ upDown: 2, busStopCd: A_STOP.busStopCd });

    expect((await reservedOf(await signIn(b))).map((r) => r.binCd)).toEqual(['U0301']);
  });

  it('each run says where it stands: before its planned start, running, ended past its end without a recent fix', async () => {
    const s = server();
    const up = await runOf(s, day, 'U0101');
    const down = await runOf(s, day, 'D0102');
    const c = await signIn(a);
    // five minutes into the morning run: it runs; the run home has not set out, with its planned start
    const rows = await reservedOf(c);
    expect(entry(rows, 'U0101')).toMatchObject({ runState: 'running', locationLat: null });
    expect(entry(rows, 'D0102')).toMatchObject({
      runState: 'before',
      planStartTime: minutesToTime(down.planStartMinutes),
      planEndTime: minutesToTime(down.planEndMinutes),
    });
    // the all-buses list says the same of the same run
    expect(entry(await allOf(c), 'U0101').runState).toBe('running');

    // a minute past its planned end with no fix: ended
    s.clock.set(japanInstant(day, up.planEndMinutes + 1));
    expect(entry(await reservedOf(c), 'U0101').runState).toBe('ended');
    // its bus still reporting (running late): running, until the fix grows stale
    await reportFix(s, up.vehicleCd!, secondsAgo(10), northOfStop(900));
    expect(entry(await reservedOf(c), 'U0101')).toMatchObject({ runState: 'running', ageSeconds: 10 });
    s.clock.advance((POSITION_STALE_SECONDS + 1) * 1000);
    expect(entry(await reservedOf(c), 'U0101')).toMatchObject({ runState: 'ended', isStale: true });

    // a recorded actual end ends it at once, even with a fresh fix; the planned times stay as planned
    s.clock.set(japanInstant(day, up.planEndMinutes - 5));
    await reportFix(s, up.vehicleCd!, secondsAgo(5), northOfStop(300));
    await s.db
      .update(busRuns)
      .set({ actualStartMinutes: up.planStartMinutes, actualEndMinutes: up.planEndMinutes - 6 })
      .where(eq(busRuns.id, up.id));
    try {
      expect(entry(await reservedOf(c), 'U0101')).toMatchObject({
        runState: 'ended',
        ageSeconds: 5,
        planEndTime: minutesToTime(up.planEndMinutes),
        busEndTime: minutesToTime(up.planEndMinutes - 6),
      });
    } finally {
      await s.db
        .update(busRuns)
        .set({ actualStartMinutes: null, actualEndMinutes: null })
        .where(eq(busRuns.id, up.id));
    }
  });

  it("the run's actual start and end, once recorded, replace the planned ones", async () => {
    const s = server();
    const up = await runOf(s, day, 'U0101');
    await s.db
      .update(busRuns)
      .set({ actualStartMinutes: up.planStartMinutes + 7, actualEndMinutes: up.planEndMinutes + 9 })
      .where(eq(busRuns.id, up.id));
    try {
      const row = entry(await reservedOf(await signIn(a)), 'U0101');
      expect(row.busStartTime).toBe(minutesToTime(up.planStartMinutes + 7));
      expect(row.busEndTime).toBe(minutesToTime(up.planEndMinutes + 9));
    } finally {
      await s.db
        .update(busRuns)
        .set({ actualStartMinutes: null, actualEndMinutes: null })
        .where(eq(busRuns.id, up.id));
    }
  });

  it('a fix sent over OsmAnd shows with its time and age; 50 m from the stop is not moving, 2 km is', async () => {
    const s = server();
    const up = await runOf(s, day, 'U0101');
    const c = await signIn(a);
    const at = secondsAgo(30);
    await reportFix(s, up.vehicleCd!, at, northOfStop(50));
    let row = entry(await reservedOf(c), 'U0101');
    expect(row).toMatchObject({
      locationLat: northOfStop(50).lat,
      locationLng: A_STOP.lng,
      locationDateTime: at.toISOString(),
      ageSeconds: 30,
      isStale: false,
      isMoving: false,
    });
    expect(row.distanceFromHome).toBeGreaterThanOrEqual(49);
    expect(row.distanceFromHome).toBeLessThanOrEqual(51);
    // the polling reads the latest fix per vehicle, never the track: an emptied track changes nothing
    await s.db.delete(vehiclePositions);
    expect(entry(await reservedOf(c), 'U0101')).toEqual(row);
    // the down run's own bus has sent nothing
    expect(entry(await reservedOf(c), 'D0102').locationLat).toBeNull();

    s.clock.advance(20_000);
    await reportFix(s, up.vehicleCd!, secondsAgo(5), northOfStop(2_000));
    row = entry(await reservedOf(c), 'U0101');
    expect(row).toMatchObject({ ageSeconds: 5, isMoving: true, isStale: false });
    expect(row.distanceFromHome).toBeGreaterThanOrEqual(1_999);
    expect(row.distanceFromHome).toBeLessThanOrEqual(2_001);

    await reportFix(s, up.vehicleCd!, secondsAgo(1), northOfStop(150));
    row = entry(await reservedOf(c), 'U0101');
    expect(row.isMoving).toBe(true);
    expect(row.distanceFromHome).toBe(150);
  });

  it('the latest fix wins over an older one that arrives later (a phone sending its buffer)', async () => {
    const s = server();
    const up = await runOf(s, day, 'U0101');
    const newer = secondsAgo(10);
    await reportFix(s, up.vehicleCd!, newer, northOfStop(500));
    await reportFix(s, up.vehicleCd!, secondsAgo(60), northOfStop(3_000));
    const row = entry(await reservedOf(await signIn(a)), 'U0101');
    expect(row).toMatchObject({
      locationDateTime: newer.toISOString(),
      locationLat: northOfStop(500).lat,
      ageSeconds: 10,
    });
  });

  it(`a fix older than ${POSITION_STALE_SECONDS} s is stale`, async () => {
    const s = server();
    const up = await runOf(s, day, 'U0101');
    const c = await signIn(a);
    await reportFix(s, up.vehicleCd!, secondsAgo(0), northOfStop(800));
    s.clock.advance(POSITION_STALE_SECONDS * 1000);
    expect(entry(await reservedOf(c), 'U0101')).toMatchObject({
      ageSeconds: POSITION_STALE_SECONDS,
      isStale: false,
    });
    s.clock.advance(1_000);
    expect(entry(await reservedOf(c), 'U0101')).toMatchObject({
      ageSeconds: POSITION_STALE_SECONDS + 1,
      isStale: true,
      isMoving: true,
      locationLat: northOfStop(800).lat,
    });
  });

  it(`a bus shows on a run only while that run is driven (${RUN_WINDOW_MARGIN_MINUTES} min either side), whatever else it drives`, async () => {
    const s = server();
    const up = await runOf(s, day, 'U0101');
    const down = await runOf(s, day, 'D0102');
    const c = await signIn(a);
    // the down bus reports in the morning, hours before A's run home: not that run's position
    await reportFix(s, down.vehicleCd!, secondsAgo(10), northOfStop(800));
    expect(entry(await reservedOf(c), 'D0102')).toMatchObject({
      locationLat: null,
      locationLng: null,
      locationDateTime: null,
      ageSeconds: null,
      isStale: false,
      isMoving: false,
      distanceFromHome: null,
    });

    s.clock.set(afterLessons);
    const c2 = await signIn(a);
    // its latest fix is still the morning one: nothing yet
    expect(entry(await reservedOf(c2), 'D0102').locationLat).toBeNull();
    await reportFix(s, down.vehicleCd!, secondsAgo(20), northOfStop(1_500));
    await reportFix(s, up.vehicleCd!, secondsAgo(20), northOfStop(900));
    const rows = await reservedOf(c2);
    expect(entry(rows, 'D0102')).toMatchObject({ locationLat: northOfStop(1_500).lat, ageSeconds: 20 });
    expect(entry(rows, 'D0102').distanceFromHome).toBe(1_500);
    // A's morning run is over: where its bus drives now is another run's business
    expect(entry(rows, 'U0101').locationLat).toBeNull();

    // staff give A's bus home a school-bound run later that day: every learner may watch that run,
    // but not while the bus drives A home
    const later = await runOf(s, day, 'U0105');
    const laterOpens = japanInstant(day, later.planStartMinutes - RUN_WINDOW_MARGIN_MINUTES);
    expect(laterOpens.getTime()).toBeGreaterThan(s.clock.now().getTime());
    await s.db.update(busRuns).set({ vehicleCd: down.vehicleCd }).where(eq(busRuns.id, later.id));
    try {
      const cb = await signIn(b);
      expect(entry(await allOf(cb), 'U0105').locationLat).toBeNull();
      expect(expectOk(await cb.post<BusOperationStatus>(ONE, { binCd: 'U0105' })).locationLat).toBeNull();
    } finally {
      await s.db.update(busRuns).set({ vehicleCd: later.vehicleCd }).where(eq(busRuns.id, later.id));
    }
  });

  it('one bus driving a school-bound run and then a trip from school: each fix belongs to the run nearer in time, never to both', async () => {
    const s = server();
    const down = await runOf(s, day, 'D0102');
    // the school-bound run that arrives last before D0102 sets out, given D0102's bus for the day
    const ups = (await runsOn(s, day)).filter(
      (r) => r.upDown === 1 && r.planEndMinutes <= down.planStartMinutes,
    );
    const before = ups.sort((x, y) => y.planEndMinutes - x.planEndMinutes)[0]!;
    expect(down.planStartMinutes - before.planEndMinutes).toBeLessThan(RUN_WINDOW_MARGIN_MINUTES);
    await s.db.update(busRuns).set({ vehicleCd: down.vehicleCd }).where(eq(busRuns.id, before.id));
    try {
      // five minutes into the trip from school: A sees it; B, watching the school-bound run, does not
      s.clock.set(afterLessons);
      await reportFix(s, down.vehicleCd!, secondsAgo(5), northOfStop(700));
      expect(entry(await reservedOf(await signIn(a)), 'D0102').locationLat).toBe(northOfStop(700).lat);
      const cb = await signIn(b);
      expect(entry(await allOf(cb), before.binCd).locationLat).toBeNull();
      expect(
        expectOk(await cb.post<BusOperationStatus>(ONE, { binCd: before.binCd })).locationLat,
      ).toBeNull();

      // five minutes before the school-bound run arrives: its watchers see the bus, A's trip does not yet
      s.clock.set(japanInstant(day, before.planEndMinutes - 5));
      await reportFix(s, down.vehicleCd!, secondsAgo(5), northOfStop(2_000));
      expect(entry(await allOf(await signIn(b)), before.binCd).locationLat).toBe(northOfStop(2_000).lat);
      expect(entry(await reservedOf(await signIn(a)), 'D0102').locationLat).toBeNull();
    } finally {
      await s.db.update(busRuns).set({ vehicleCd: before.vehicleCd }).where(eq(busRuns.id, before.id));
    }
  });

  it('a run shows the vehicle assigned to it for the day, and nothing from a retired vehicle', async () => {
    const s = server();
    const up = await runOf(s, day, 'U0101');
    const east = await runOf(s, day, 'U0301');
    s.clock.set(japanInstant(day, east.planStartMinutes + 5));
    const c = await signIn(b);
    await reportFix(s, up.vehicleCd!, secondsAgo(20), northOfStop(300));
    await reportFix(s, east.vehicleCd!, secondsAgo(40), { lat: 35.994, lng: 139.66 });
    expect(entry(await reservedOf(c), 'U0301')).toMatchObject({ locationLat: 35.994, ageSeconds: 40 });

    await s.db.update(busRuns).set({ vehicleCd: up.vehicleCd }).where(eq(busRuns.id, east.id));
    try {
      expect(entry(await reservedOf(c), 'U0301')).toMatchObject({
        locationLat: northOfStop(300).lat,
        ageSeconds: 20,
      });
    } finally {
      await s.db.update(busRuns).set({ vehicleCd: east.vehicleCd }).where(eq(busRuns.id, east.id));
    }

    const retired = and(eq(vehicles.schoolId, s.schoolId), eq(vehicles.vehicleCd, east.vehicleCd!));
    await s.db.update(vehicles).set({ retiredAt: s.clock.now() }).where(retired);
    try {
      expect(entry(await reservedOf(c), 'U0301').locationLat).toBeNull();
    } finally {
      await s.db.update(vehicles).set({ retiredAt: null }).where(retired);
    }
  });

  it("the all-buses list: every school-bound run of today, the same for every learner, without anyone's stop", async () => {
    const s = server();
    const up = await runOf(s, day, 'U0101');
    await reportFix(s, up.vehicleCd!, secondsAgo(15), northOfStop(50));
    const listA = await allOf(await signIn(a));
    const listB = await allOf(await signIn(b));
    expect(listB).toEqual(listA);

    const upRuns = (await runsOn(s, day)).filter((r) => r.upDown === 1);
    expect(listA.map((r) => r.binCd).sort()).toEqual(upRuns.map((r) => r.binCd).sort());
    expect(listA.every((r) => r.upDown === 1)).toBe(true);
    // A's own booking is not revealed there either: no booking, stop or distance on any entry
    for (const row of listA) {
      expect(row).toMatchObject({
        yoyakuId: null,
        busStopCd: null,
        busStopName: null,
        busStopDisplayName: null,
        address: null,
        busStopLat: null,
        busStopLng: null,
        distanceFromHome: null,
      });
    }
    // the position is there, for every run the vehicle drives today; no home to compare: away
    expect(entry(listA, 'U0101')).toMatchObject({
      locationLat: northOfStop(50).lat,
      ageSeconds: 15,
      isMoving: true,
      busStartTime: minutesToTime(up.planStartMinutes),
    });
    expect(entry(listA, 'U0301').locationLat).toBeNull();
  });

  it("GetBusOperationStatus: own booking with its stop, a school-bound run as the list shows it, another learner's trip home refused (340)", async () => {
    const s = server();
    const down = await runOf(s, day, 'D0102');
    s.clock.set(afterLessons);
    await reportFix(s, down.vehicleCd!, secondsAgo(25), northOfStop(1_000));
    const ca = await signIn(a);
    const cb = await signIn(b);

    const own = expectOk(await ca.post<BusOperationStatus>(ONE, { binCd: 'D0102' }));
    expect(own).toEqual(entry(await reservedOf(ca), 'D0102'));
    expect(own).toMatchObject({ busStopCd: A_STOP.busStopCd, ageSeconds: 25, isMoving: true });
    expect(own.distanceFromHome).toBeGreaterThanOrEqual(999);

    // B has not booked A's run from school: no position, no stop, the same refusal as for no run at all
    expectRefusal(await cb.post(ONE, { binCd: 'D0102' }), 340, NOT_SHOWN);
    expectRefusal(await cb.post(ONE, { binCd: 'Z9999' }), 340, NOT_SHOWN);
    // A's booking of another day does not open today's run of that binCd
    expectRefusal(await ca.post(ONE, { binCd: 'D0104' }), 340, NOT_SHOWN);

    // A's school-bound run: B sees what the all-buses list shows, never A's stop
    const seenByB = expectOk(await cb.post<BusOperationStatus>(ONE, { binCd: 'U0101' }));
    expect(seenByB).toEqual(entry(await allOf(cb), 'U0101'));
    expect(seenByB.busStopCd).toBeNull();
    // and A sees own booking on it
    expect(expectOk(await ca.post<BusOperationStatus>(ONE, { binCd: 'U0101' })).busStopCd).toBe(
      A_STOP.busStopCd,
    );
  });

  it("GetBusCourse: the run's stops in its order with names, coordinates and times, for the runs GetBusOperationStatus answers (else 340)", async () => {
    const s = server();
    const ca = await signIn(a);
    const cb = await signIn(b);
    const course = expectOk(await ca.post<BusCourse>(COURSE, { binCd: 'U0101' }));
    const status = expectOk(await ca.post<BusOperationStatus>(ONE, { binCd: 'U0101' }));
    expect(course).toMatchObject({ binCd: 'U0101', homenCd: status.homenCd, homenName: status.homenName });
    expect(course.stops.length).toBeGreaterThan(1);
    const times = course.stops.map((stop) => stop.time);
    expect(times).toEqual([...times].sort());
    const own = course.stops.find((stop) => stop.busStopCd === A_STOP.busStopCd);
    expect(own).toMatchObject({ lat: A_STOP.lat, lng: A_STOP.lng, name: status.busStopDisplayName });
    // the same for B on a school-bound run B did not book: the course is no one's secret
    expect(expectOk(await cb.post<BusCourse>(COURSE, { binCd: 'U0101' }))).toEqual(course);
    // another learner's point on the course is left out, name and place
    const [stop] = await s.db.select().from(stops).where(eq(stops.busStopCd, course.stops[1]!.busStopCd));
    const bId = await s.recNoOf(b.seitoNo);
    await s.db.update(stops).set({ ownerLearnerId: bId }).where(eq(stops.id, stop!.id));
    try {
      const seenByA = expectOk(await ca.post<BusCourse>(COURSE, { binCd: 'U0101' }));
      expect(seenByA.stops.map((x) => x.busStopCd)).not.toContain(stop!.busStopCd);
      const seenByB = expectOk(await cb.post<BusCourse>(COURSE, { binCd: 'U0101' }));
      expect(seenByB.stops.map((x) => x.busStopCd)).toContain(stop!.busStopCd);
    } finally {
      await s.db.update(stops).set({ ownerLearnerId: null }).where(eq(stops.id, stop!.id));
    }
    // the refusals of GetBusOperationStatus
    s.clock.set(afterLessons);
    const laterA = await signIn(a);
    const laterB = await signIn(b);
    expectOk(await laterA.post<BusCourse>(COURSE, { binCd: 'D0102' }));
    expectRefusal(await laterB.post(COURSE, { binCd: 'D0102' }), 340, NOT_SHOWN);
    expectRefusal(await laterB.post(COURSE, { binCd: 'Z9999' }), 340, NOT_SHOWN);
    expectRefusal(await laterA.post(COURSE, { binCd: 'D0104' }), 340, NOT_SHOWN);
  });

  it('without a session every call answers 401; a body naming another learner 403', async () => {
    const s = server();
    const anonymous = await freshClient(s);
    for (const [path, body] of [
      [RESERVED, {}],
      [ALL, {}],
      [ONE, { binCd: 'U0101' }],
      [COURSE, { binCd: 'U0101' }],
    ] as const) {
      const answer = await anonymous.post(path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body.status).toBe(false);
    }
    const cb = await signIn(b);
    const recNoOfA = await s.recNoOf(a.seitoNo);
    expect((await cb.post(RESERVED, { recNo: recNoOfA })).status).toBe(403);
    expect((await cb.post(ONE, { binCd: 'D0102', recNo: recNoOfA })).status).toBe(403);
  });

  it('useBusOperationStatus off for the site: every Location call answers 403, other menus still answer', async () => {
    const s = server();
    const [one] = await s.db
      .select()
      .from(siteOptions)
      .where(and(eq(siteOptions.schoolId, s.schoolId), eq(siteOptions.site, '1')));
    const options = one!.options as { menu: Record<string, boolean> };
    await s.db.insert(siteOptions).values({
      schoolId: s.schoolId,
      site: '6',
      options: { ...options, menu: { ...options.menu, useBusOperationStatus: false } },
    });
    const off = await signedInClient(s, a.seitoNo, a.password, '6');
    for (const [path, body] of [
      [RESERVED, {}],
      [ALL, {}],
      [ONE, { binCd: 'U0101' }],
      [COURSE, { binCd: 'U0101' }],
    ] as const) {
      const answer = await off.post(path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.status).toBe(false);
    }
    expect((await off.post('Reservation/GetReservationList', {})).status).toBe(200);
    expect((await (await signIn(a)).post(RESERVED, {})).status).toBe(200);
  });
});
