import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { minutesToTime } from '@shared/rules/display-time';
import { japanInstant } from '@shared/rules/japan-time';
import type { BusOperationStatus } from '@shared/schemas/location';
import type { DriverDay, DriverTap, RecordTapsAnswer } from '@shared/schemas/driver';
import {
  busRuns,
  driverTaps,
  learners,
  reservations,
  rideBoardings,
  vehicleLatestPositions,
  vehiclePositions,
} from '@server/db/schema';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { addTestVehicle, assignRun, driverClient } from './driver-fixtures';
import { DEMO, signedInClient, useTestServer, type TestClient, type TestServer } from './harness';
import { bookableDates, expectOk, runOf } from './reservation-fixtures';

/** 上尾駅東口 (stop 0009, course 01) */
const A_STOP = '0009';
const VEHICLE = 'DRV1';
const PHONE = '090-1234-5678';

describeEachDatabase(
  "Driver page: the vehicle's day, boarding taps and browser GPS (issue 27 §1–§3)",
  (kind) => {
    const server = useTestServer(kind);
    /** the ride date: the first bookable date, "today" once the clock moves */
    let day: string;
    /** five minutes into U0101 on the ride date */
    let morning: Date;
    let deviceId: number;
    let up: { id: number; vehicleCd: string | null; planStartMinutes: number };
    let down: { id: number };
    /** another vehicle's run that day */
    let other: { id: number };
    let aBooking: number;
    let bBooking: number;
    let otherBooking: number;
    const a = DEMO.load(41);
    const b = DEMO.load(42);
    const c = DEMO.load(43);

    const signIn = (who: { seitoNo: string; password: string }) =>
      signedInClient(server(), who.seitoNo, who.password);
    const phoneOf = async (s: TestServer) => driverClient(s, await staffClient(s), deviceId);
    const tap = (phone: TestClient, taps: DriverTap[]) =>
      phone.post<RecordTapsAnswer>('Driver/RecordTaps', { taps });
    const outcomes = async (phone: TestClient, taps: DriverTap[]) =>
      expectOk(await tap(phone, taps)).results.map((r) => r.outcome);
    const riderTap = (
      runId: number,
      yoyakuId: number,
      state: 'boarded' | 'absent' | 'unconfirmed',
      at: Date,
    ) =>
      ({ kind: 'rider', tapId: randomUUID(), runId, yoyakuId, state, tappedAt: at.toISOString() }) as const;
    const minutesAgo = (minutes: number) => new Date(server().clock.now().getTime() - minutes * 60_000);
    const boardingOf = async (s: TestServer, yoyakuId: number) =>
      (await s.db.select().from(rideBoardings).where(eq(rideBoardings.reservationId, yoyakuId)))[0];

    beforeAll(async () => {
      const s = server();
      const dates = await bookableDates(await signIn(a));
      day = dates[0]!.date;
      const book = async (who: typeof a, binCd: string, upDown: 1 | 2, busStopCd: string) =>
        expectOk(
          await (
            await signIn(who)
          ).post<{ yoyakuId: number }>('Reservation/SaveReservation', {
            date: day,
            binCd,
            upDown,
            busStopCd,
          }),
        ).yoyakuId;
      aBooking = await book(a, 'U0101', 1, A_STOP);
      await book(a, 'D0102', 2, A_STOP);
      bBooking = await book(b, 'U0101', 1, A_STOP);
      otherBooking = await book(c, 'U0301', 1, '0023');
      await s.db
        .update(learners)
        .set({ mobileNumber: PHONE })
        .where(and(eq(learners.schoolId, s.schoolId), eq(learners.seitoNo, a.seitoNo)));

      const admin = await staffClient(s);
      ({ deviceId } = await addTestVehicle(admin, VEHICLE));
      up = await runOf(s, day, 'U0101');
      down = await runOf(s, day, 'D0102');
      other = await runOf(s, day, 'U0301');
      await assignRun(s, up.id, VEHICLE);
      await assignRun(s, down.id, VEHICLE);
      morning = japanInstant(day, up.planStartMinutes + 5);
    });

    beforeEach(async () => {
      const s = server();
      s.clock.set(morning);
      await s.db.delete(driverTaps);
      await s.db.delete(rideBoardings);
      await s.db
        .update(busRuns)
        .set({ actualStartMinutes: null, actualEndMinutes: null })
        .where(eq(busRuns.id, up.id));
    });

    it("shows only this vehicle's runs of today in time order, each stop in order with its riders", async () => {
      const s = server();
      const phone = await phoneOf(s);
      const today = expectOk(await phone.post<DriverDay>('Driver/GetDay', {}));
      expect(today).toMatchObject({
        date: day,
        readAt: morning.toISOString(),
        vehicle: { vehicleCd: VEHICLE },
      });
      expect(today.runs.map((r) => r.binCd)).toEqual(['U0101', 'D0102']);
      const [morningRun] = today.runs;
      expect(morningRun).toMatchObject({
        runId: up.id,
        upDown: 1,
        planStart: minutesToTime(up.planStartMinutes),
        actualStart: null,
        actualEnd: null,
      });
      // the route's stops in time order, riders at their pick-up stop
      const times = morningRun!.stops.map((st) => st.planTime);
      expect(times.length).toBeGreaterThan(1);
      expect([...times].sort()).toEqual(times);
      const withRiders = morningRun!.stops.filter((st) => st.riders.length > 0);
      expect(withRiders.length).toBe(1);
      const riders = withRiders[0]!.riders;
      expect(riders.map((r) => r.yoyakuId).sort()).toEqual([aBooking, bBooking].sort());
      expect(riders.find((r) => r.yoyakuId === aBooking)).toMatchObject({
        phone: PHONE,
        passenger: 0,
        boarding: 'unconfirmed',
        notRiding: false,
      });
      // another vehicle's rider is nowhere on this day
      const all = today.runs.flatMap((r) => r.stops.flatMap((st) => st.riders.map((x) => x.yoyakuId)));
      expect(all).not.toContain(otherBooking);

      // 今日は乗りません and a tap show on the next refresh
      await s.db.update(reservations).set({ notRidingAt: morning }).where(eq(reservations.id, bBooking));
      expect(await outcomes(phone, [riderTap(up.id, aBooking, 'boarded', minutesAgo(1))])).toEqual([
        'applied',
      ]);
      const again = expectOk(await phone.post<DriverDay>('Driver/GetDay', {}));
      const ridersAgain = again.runs[0]!.stops.flatMap((st) => st.riders);
      expect(ridersAgain.find((r) => r.yoyakuId === aBooking)!.boarding).toBe('boarded');
      expect(ridersAgain.find((r) => r.yoyakuId === bBooking)!.notRiding).toBe(true);
      await s.db.update(reservations).set({ notRidingAt: null }).where(eq(reservations.id, bBooking));
    });

    it('stores each tap once by its tapId: the same batch sent twice answers duplicate and stores nothing more', async () => {
      const s = server();
      const phone = await phoneOf(s);
      const batch = [
        riderTap(up.id, aBooking, 'boarded', minutesAgo(3)),
        riderTap(up.id, bBooking, 'absent', minutesAgo(2)),
      ];
      expect(await outcomes(phone, batch)).toEqual(['applied', 'applied']);
      expect(await outcomes(phone, batch)).toEqual(['duplicate', 'duplicate']);
      expect(await s.db.select().from(driverTaps)).toHaveLength(2);
      expect(await boardingOf(s, aBooking)).toMatchObject({ state: 'boarded', runId: up.id, deviceId });
      expect((await boardingOf(s, bBooking))!.state).toBe('absent');
    });

    it('a later tap wins; an older one arriving after it (an offline queue) is superseded; undo goes back to 未確認', async () => {
      const s = server();
      const phone = await phoneOf(s);
      expect(await outcomes(phone, [riderTap(up.id, aBooking, 'boarded', minutesAgo(4))])).toEqual([
        'applied',
      ]);
      expect(await outcomes(phone, [riderTap(up.id, aBooking, 'absent', minutesAgo(2))])).toEqual([
        'applied',
      ]);
      expect(await outcomes(phone, [riderTap(up.id, aBooking, 'boarded', minutesAgo(3))])).toEqual([
        'superseded',
      ]);
      expect((await boardingOf(s, aBooking))!.state).toBe('absent');
      expect(await outcomes(phone, [riderTap(up.id, aBooking, 'unconfirmed', minutesAgo(1))])).toEqual([
        'applied',
      ]);
      expect((await boardingOf(s, aBooking))!.state).toBe('unconfirmed');
      // a tap dated in the future counts as made on arrival, and so does one dated over a day back
      // (a phone whose clock was reset): the driver's record is kept, not dropped
      const ahead = new Date(s.clock.now().getTime() + 60 * 60_000);
      expect(await outcomes(phone, [riderTap(up.id, aBooking, 'boarded', ahead)])).toEqual(['applied']);
      expect((await boardingOf(s, aBooking))!.tappedAt.getTime()).toBe(s.clock.now().getTime());
      s.clock.advance(1000);
      expect(await outcomes(phone, [riderTap(up.id, aBooking, 'absent', minutesAgo(24 * 60 + 1))])).toEqual([
        'applied',
      ]);
      expect(await boardingOf(s, aBooking)).toMatchObject({ state: 'absent', tappedAt: s.clock.now() });
      // superseded taps are kept (a resend is a duplicate)
      expect(await s.db.select().from(driverTaps)).toHaveLength(6);
    });

    it("refuses a tap on another vehicle's run and on a rider of another run, storing nothing", async () => {
      const s = server();
      const phone = await phoneOf(s);
      const refused = await outcomes(phone, [
        riderTap(other.id, otherBooking, 'boarded', minutesAgo(1)),
        riderTap(up.id, otherBooking, 'boarded', minutesAgo(1)),
        {
          kind: 'run',
          tapId: randomUUID(),
          runId: other.id,
          action: 'depart',
          tappedAt: minutesAgo(1).toISOString(),
        },
      ]);
      expect(refused).toEqual(['refused', 'refused', 'refused']);
      expect(await s.db.select().from(driverTaps)).toHaveLength(0);
      expect(await boardingOf(s, otherBooking)).toBeUndefined();
      const [otherRun] = await s.db.select().from(busRuns).where(eq(busRuns.id, other.id));
      expect(otherRun!.actualStartMinutes).toBeNull();
      // a cancelled booking of the run is no rider either
      await s.db.update(reservations).set({ cancelledAt: morning }).where(eq(reservations.id, bBooking));
      expect(await outcomes(phone, [riderTap(up.id, bBooking, 'boarded', minutesAgo(1))])).toEqual([
        'refused',
      ]);
      await s.db.update(reservations).set({ cancelledAt: null }).where(eq(reservations.id, bBooking));
    });

    it('出発 and 運行終了 set the run’s actual start and end (Japan minutes); a later 出発 moves it, an older one does not', async () => {
      const s = server();
      const phone = await phoneOf(s);
      const runTap = (action: 'depart' | 'end', at: Date) =>
        ({ kind: 'run', tapId: randomUUID(), runId: up.id, action, tappedAt: at.toISOString() }) as const;
      const actual = async () => (await s.db.select().from(busRuns).where(eq(busRuns.id, up.id)))[0]!;
      expect(await outcomes(phone, [runTap('depart', minutesAgo(5))])).toEqual(['applied']);
      expect((await actual()).actualStartMinutes).toBe(up.planStartMinutes);
      expect(await outcomes(phone, [runTap('depart', minutesAgo(3))])).toEqual(['applied']);
      expect((await actual()).actualStartMinutes).toBe(up.planStartMinutes + 2);
      expect(await outcomes(phone, [runTap('depart', minutesAgo(4))])).toEqual(['superseded']);
      expect((await actual()).actualStartMinutes).toBe(up.planStartMinutes + 2);
      expect(await outcomes(phone, [runTap('end', minutesAgo(0))])).toEqual(['applied']);
      expect((await actual()).actualEndMinutes).toBe(up.planStartMinutes + 5);
      const today = expectOk(await phone.post<DriverDay>('Driver/GetDay', {}));
      expect(today.runs[0]).toMatchObject({
        actualStart: minutesToTime(up.planStartMinutes + 2),
        actualEnd: minutesToTime(up.planStartMinutes + 5),
      });
    });

    it("stores browser fixes as the device's, source browser, and the learner's bus status shows them", async () => {
      const s = server();
      await s.db.delete(vehiclePositions);
      await s.db.delete(vehicleLatestPositions);
      const phone = await phoneOf(s);
      const fix = (secondsAgo: number, lat: number) => ({
        lat,
        lng: 139.594,
        accuracy: 12,
        speedKmh: 20,
        bearing: 360,
        altitude: null,
        fixTime: new Date(s.clock.now().getTime() - secondsAgo * 1000).toISOString(),
      });
      const answer = await phone.post<{ stored: number }>('Driver/ReportPosition', {
        fixes: [
          fix(20, 35.97),
          fix(10, 35.971),
          // a day and more old: dropped as OsmAnd's are
          fix(24 * 3600 + 60, 35.9),
          // more than ten minutes ahead (a phone clock running fast): taken on arrival
          fix(-11 * 60, 35.972),
        ],
      });
      expect(expectOk(answer)).toEqual({ stored: 3 });
      const track = await s.db.select().from(vehiclePositions).where(eq(vehiclePositions.deviceId, deviceId));
      expect(track).toHaveLength(3);
      expect(track.map((p) => p.fixTime)).toContainEqual(s.clock.now());
      expect(track.every((p) => p.source === 'browser' && p.accuracy === 12 && p.bearing === 0)).toBe(true);
      const [latest] = await s.db
        .select()
        .from(vehicleLatestPositions)
        .where(isNull(vehicleLatestPositions.battery));
      expect(latest).toMatchObject({ lat: 35.972, fixTime: s.clock.now(), source: 'browser', deviceId });

      const rows = expectOk(
        await (await signIn(a)).post<BusOperationStatus[]>('Location/GetReservedBusOperationStatus', {}),
      );
      expect(rows.find((r) => r.binCd === 'U0101')).toMatchObject({ locationLat: 35.972, ageSeconds: 0 });

      const vehicles = expectOk(
        await (await staffClient(s)).post<{ vehicleCd: string; latest: unknown }[]>('Admin/GetVehicles', {}),
      );
      expect(vehicles.find((v) => v.vehicleCd === VEHICLE)!.latest).toMatchObject({
        source: 'browser',
        accuracy: 12,
      });
    });
  },
);
