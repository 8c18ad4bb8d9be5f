import { and, eq, gte, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { OwnPoint, PointCategory } from '@shared/schemas/bus-stop-reg';
import { japanDateKey } from '@shared/rules/japan-time';
import { busRunStops, busRuns, courseStops, reservations } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, MINUTE, signedInClient, useTestServer, type TestClient } from './harness';
import {
  aPoint,
  approvePoint,
  bookFrom,
  pointCall,
  registerOk,
  rejectPoint,
  runsServing,
  stopRow,
} from './bus-stop-reg-fixtures';
import { bookableDates, expectOk, expectRefusal, shortDate } from './reservation-fixtures';

const NOT_HERE = messages.error[324];

/** The learner's point as getBusStopCategoryKojin shows it. */
async function shownPoint(c: TestClient, busStopCd: string): Promise<OwnPoint | undefined> {
  const list = expectOk(await pointCall<PointCategory[]>(c, 'getBusStopCategoryKojin'));
  return list.flatMap((cat) => cat.busStopList).find((p) => p.busStopCd === busStopCd);
}

describeEachDatabase('BusStopReg/*: editing own points, and which points can be booked', (kind) => {
  const server = useTestServer(kind);
  let main: TestClient;
  let second: TestClient;
  let days: string[];
  const update = (c: TestClient, body: object) =>
    pointCall<{ busStopCd: string; busStopCategoryName: string }>(c, 'BusStopUpdate', body);

  it('a pending point cannot be booked, even by a direct SaveReservation on a run that lists it (324)', async () => {
    const s = server();
    main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    second = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    days = (await bookableDates(main)).map((d) => d.date);
    const date = days[2]!;
    const [run] = await runsServing(s, 'K0001', date, 1);
    // as if a run listed the pending point: the approval area still keeps it unbookable
    const pending = await stopRow(s, 'K0002');
    await s.db.insert(busRunStops).values({ runId: run!.id, stopId: pending.id, planMinutes: 480 });
    try {
      const answer = await main.post('Reservation/SaveReservation', {
        date,
        binCd: run!.binCd,
        upDown: 1,
        busStopCd: 'K0002',
      });
      expectRefusal(answer, 324, NOT_HERE);
    } finally {
      await s.db
        .delete(busRunStops)
        .where(and(eq(busRunStops.runId, run!.id), eq(busRunStops.stopId, pending.id)));
    }
    // a fresh registration is pending too
    const fresh = await registerOk(second, '01');
    expectRefusal(
      await second.post('Reservation/SaveReservation', {
        date,
        binCd: run!.binCd,
        upDown: 1,
        busStopCd: fresh,
      }),
      324,
      NOT_HERE,
    );
  });

  it('an approved point (demo K0001) is booked by its owner and by nobody else', async () => {
    const s = server();
    const date = days[2]!;
    expectRefusal(await bookFrom(s, second, 'K0001', date), 324, NOT_HERE);
    const { yoyakuId } = expectOk(await bookFrom(s, main, 'K0001', date));
    const [row] = await s.db.select().from(reservations).where(eq(reservations.id, yoyakuId));
    expect(row!.stopId).toBe((await stopRow(s, 'K0001')).id);
  });

  it('staff approval (into an area, on a course) makes a point bookable at once by its owner', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(10).seitoNo, DEMO.load(10).password);
    const cd = await registerOk(c, '02');
    await approvePoint(s, cd, { areaCd: '03', homenCd: '03', offsetMinutes: 5 });
    expect(await shownPoint(c, cd)).toMatchObject({
      areaCd: '03',
      isAwaitingApproval: false,
      isEditable: false,
      isDeletable: true,
    });
    expectOk(await bookFrom(s, c, cd, days[3]!));
    expectRefusal(await bookFrom(s, second, cd, days[3]!), 324, NOT_HERE);
  });

  it('refuses to edit a pending point (332) and an approved, released one (333)', async () => {
    const s = server();
    expectRefusal(await update(main, { busStopCd: 'K0002', busStop: aPoint() }), 332, messages.error[332]);
    expectRefusal(await update(main, { busStopCd: 'K0001', busStop: aPoint() }), 333, messages.error[333]);
    expect(await stopRow(s, 'K0002')).toMatchObject({ kanaName: '自宅', areaCd: '99' });
    expect(await stopRow(s, 'K0001')).toMatchObject({ kanaName: 'バイト先', areaCd: '02' });
  });

  it("learner B cannot edit learner A's point: 331 with B's recNo (as for a point that does not exist), 403 with A's", async () => {
    const s = server();
    const mainId = await s.recNoOf(DEMO.main.seitoNo);
    const secondId = await s.recNoOf(DEMO.second.seitoNo);
    for (const busStopCd of ['K0001', 'K0002', 'K9999', '0019']) {
      expectRefusal(
        await update(second, { recNo: secondId, busStopCd, busStop: aPoint() }),
        331,
        messages.error[331],
      );
    }
    const answer = await update(second, { recNo: mainId, busStopCd: 'K0001', busStop: aPoint() });
    expect(answer.status).toBe(403);
    expect(await stopRow(s, 'K0001')).toMatchObject({ kanaName: 'バイト先', ownerLearnerId: mainId });
  });

  it('an edit is checked like a registration (42–45) before anything changes', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(11).seitoNo, DEMO.load(11).password);
    const cd = await registerOk(c, '01');
    await rejectPoint(s, cd, '道が狭く、バスが入れません。');
    const cases = [
      [{ busStopLat: 0, busStopLng: 0 }, 42],
      [{ ad1: '', busStopKName: ' ' }, 43],
      [{ ad1: 'あ'.repeat(51) }, 44],
      [{ busStopKName: 'い'.repeat(51) }, 45],
    ] as const;
    for (const [fields, code] of cases) {
      expectRefusal(
        await update(c, { busStopCd: cd, busStop: aPoint(fields) }),
        code,
        messages.warning[code],
      );
    }
    expect((await stopRow(s, cd)).rejectionReason).toBe('道が狭く、バスが入れません。');
    const bad = await update(c, { busStopCd: cd, busStop: aPoint({ busStopLat: 91 }) });
    expect(bad.status).toBe(400);
  });

  it('a rejected point shows its reason, is left out of the booking flow, and an edit sends it back to approval', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(12).seitoNo, DEMO.load(12).password);
    const cd = await registerOk(c, '02', aPoint({ busStopKName: '職場' }));
    await rejectPoint(s, cd, '敷地内にバスが停められません。');
    expect(await shownPoint(c, cd)).toMatchObject({
      areaCd: '99',
      isAwaitingApproval: false,
      rejectionReason: '敷地内にバスが停められません。',
      isEditable: true,
      isDeletable: true,
    });
    const usedBefore = expectOk(await c.post<BusStop[]>('Reservation/GetNetUseBusStop', {}));
    expect(usedBefore.map((p) => p.busStopCd)).not.toContain(cd);

    s.clock.advance(5 * MINUTE);
    const saved = expectOk(
      await update(c, {
        seitoNo: DEMO.load(12).seitoNo,
        busStopCd: cd,
        busStop: aPoint({
          busStopLat: 35.99,
          busStopLng: 139.6,
          ad1: '埼玉県上尾市原市2000',
          busStopKName: '職場 裏口',
        }),
      }),
    );
    expect(saved).toEqual({ busStopCd: cd, busStopCategoryName: '勤務先・学校' });
    const row = await stopRow(s, cd);
    expect(row).toMatchObject({
      areaCd: '99',
      isNetRelease: false,
      rejectionReason: null,
      latitude: 35.99,
      longitude: 139.6,
      address: '埼玉県上尾市原市2000',
      name: '職場 裏口',
      kanaName: '職場 裏口',
    });
    expect(row.submittedAt?.toISOString()).toBe(s.clock.now().toISOString());
    expect(await shownPoint(c, cd)).toMatchObject({
      isAwaitingApproval: true,
      rejectionReason: null,
      isEditable: false,
      isDeletable: false,
    });
    const usedAfter = expectOk(await c.post<BusStop[]>('Reservation/GetNetUseBusStop', {}));
    expect(usedAfter.find((p) => p.busStopCd === cd)?.isAwaitingApproval).toBe(true);
    // and it is pending now: no second edit until staff look at it
    expectRefusal(await update(c, { busStopCd: cd, busStop: aPoint() }), 332, messages.error[332]);
    // but the same edit sent again (a retry after a time-out) is answered as done, changing nothing
    s.clock.advance(MINUTE);
    const retried = expectOk(
      await update(c, {
        busStopCd: cd,
        busStop: aPoint({
          busStopLat: 35.99,
          busStopLng: 139.6,
          ad1: ' 埼玉県上尾市原市2000',
          busStopKName: '職場 裏口',
        }),
      }),
    );
    expect(retried).toEqual(saved);
    expect(await stopRow(s, cd)).toEqual(row);
  });

  it('an approved point not released may be edited once it has no bookings from today on (335 names them)', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(13).seitoNo, DEMO.load(13).password);
    const cd = await registerOk(c, '02');
    await approvePoint(s, cd, { areaCd: '03', homenCd: '03', offsetMinutes: 7, isNetRelease: false });
    expect(await shownPoint(c, cd)).toMatchObject({ isEditable: true, isDeletable: true });
    const a = expectOk(await bookFrom(s, c, cd, days[3]!));
    expectOk(await bookFrom(s, c, cd, days[1]!));
    const refused = await update(c, { busStopCd: cd, busStop: aPoint() });
    expectRefusal(
      refused,
      335,
      messages.error[335].replace('{dates}', `${shortDate(days[1]!)}、${shortDate(days[3]!)}`),
    );
    expect(refused.body.error?.data).toEqual({ dates: [days[1], days[3]] });
    expect((await stopRow(s, cd)).areaCd).toBe('03');

    const mine = await s.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.stopId, (await stopRow(s, cd)).id));
    expectOk(await c.post('Reservation/CancelReservation', { yoyakuIdList: mine.map((r) => r.id) }));
    expect(mine.map((r) => r.id)).toContain(a.yoyakuId);

    const point = await stopRow(s, cd);
    const today = japanDateKey(s.clock.now());
    expectOk(await update(c, { busStopCd: cd, busStop: aPoint({ busStopKName: '新しい職場' }) }));
    expect(await stopRow(s, cd)).toMatchObject({ areaCd: '99', isNetRelease: false, kanaName: '新しい職場' });
    expect(await s.db.select().from(courseStops).where(eq(courseStops.stopId, point.id))).toEqual([]);
    const futureRuns = s.db
      .select({ id: busRuns.id })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, s.schoolId), gte(busRuns.date, today)));
    expect(
      await s.db
        .select()
        .from(busRunStops)
        .where(and(eq(busRunStops.stopId, point.id), inArray(busRunStops.runId, futureRuns))),
    ).toEqual([]);
    // back in approval: no longer bookable
    const [run] = await s.db
      .select({ binCd: busRuns.binCd })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, days[3]!), eq(busRuns.upDown, 1)))
      .limit(1);
    expectRefusal(
      await c.post('Reservation/SaveReservation', {
        date: days[3],
        binCd: run!.binCd,
        upDown: 1,
        busStopCd: cd,
      }),
      324,
      NOT_HERE,
    );
  });
});
