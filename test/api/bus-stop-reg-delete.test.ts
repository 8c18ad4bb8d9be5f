import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import type { Reservation } from '@shared/schemas/reservation';
import { addDays, japanInstant } from '@shared/rules/japan-time';
import { busRunStops, busRuns, courseStops, reservations } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestClient } from './harness';
import {
  aPoint,
  approvePoint,
  bookFrom,
  pointCall,
  pointsByCategory,
  registerOk,
  rejectPoint,
  runsServing,
  stopRow,
} from './bus-stop-reg-fixtures';
import { bookableDates, expectOk, expectRefusal, shortDate } from './reservation-fixtures';

/** The 999999 text for these dates. */
const bookedText = (dates: string[]) =>
  messages.error[999999].replace('{dates}', dates.map(shortDate).join('、'));

describeEachDatabase('BusStopReg/*: deleting own points', (kind) => {
  const server = useTestServer(kind);
  let main: TestClient;
  let second: TestClient;
  let days: string[];
  /** the dates of the demo's bookings from K0001 (main's approved workplace point) */
  let workplaceDates: string[];
  const remove = (c: TestClient, body: object) => pointCall<{ deleted: number }>(c, 'BusStopDelete', body);
  const confirm = (c: TestClient, body: object) =>
    pointCall<PointCategory[]>(c, 'getDeleteBusStopCategory', body);

  it('refuses with warning 46 when nothing is ticked', async () => {
    const s = server();
    main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    second = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    days = (await bookableDates(main)).map((d) => d.date);
    const k1 = await stopRow(s, 'K0001');
    const booked = await s.db
      .selectDistinct({ date: reservations.date })
      .from(reservations)
      .where(and(eq(reservations.stopId, k1.id), isNull(reservations.cancelledAt)))
      .orderBy(asc(reservations.date));
    workplaceDates = booked.map((r) => r.date);
    expect(workplaceDates).toHaveLength(1);

    expectRefusal(await confirm(main, { busStopCdList: [] }), 46, messages.warning[46]);
    expectRefusal(await remove(main, { busStopCdList: [] }), 46, messages.warning[46]);
    expect(messages.warning[46]).toBe('削除を行う地点を選択してください。');
  });

  it('getDeleteBusStopCategory answers the ticked points grouped by category', async () => {
    const list = expectOk(await confirm(main, { busStopCdList: ['K0001', 'K0001'] }));
    expect(
      list.map((c) => [c.busStopCategoryCd, c.busStopCategoryName, c.busStopList.map((p) => p.busStopCd)]),
    ).toEqual([['02', '勤務先・学校', ['K0001']]]);
  });

  it('refuses a pending point (332) on the confirm page and at deletion, deleting nothing', async () => {
    const s = server();
    expectRefusal(await confirm(main, { busStopCdList: ['K0002'] }), 332, messages.error[332]);
    expectRefusal(await remove(main, { busStopCdList: ['K0001', 'K0002'] }), 332, messages.error[332]);
    expect((await stopRow(s, 'K0002')).deletedAt).toBeNull();
    expect((await stopRow(s, 'K0001')).deletedAt).toBeNull();
  });

  it("learner B cannot see or delete learner A's point: 331 with B's recNo, 403 with A's, and nothing of B's goes either", async () => {
    const s = server();
    const mainId = await s.recNoOf(DEMO.main.seitoNo);
    const secondId = await s.recNoOf(DEMO.second.seitoNo);
    const own = await registerOk(second, '01');
    await rejectPoint(s, own, '位置が確認できません。');
    for (const list of [['K0001'], [own, 'K0001'], ['K9999'], ['0019']]) {
      expectRefusal(
        await confirm(second, { recNo: secondId, busStopCdList: list }),
        331,
        messages.error[331],
      );
      expectRefusal(
        await remove(second, { recNo: secondId, seitoNo: DEMO.second.seitoNo, busStopCdList: list }),
        331,
        messages.error[331],
      );
    }
    expect((await confirm(second, { recNo: mainId, busStopCdList: ['K0001'] })).status).toBe(403);
    expect((await remove(second, { recNo: mainId, busStopCdList: ['K0001'] })).status).toBe(403);
    expect((await remove(second, { seitoNo: DEMO.main.seitoNo, busStopCdList: [own] })).status).toBe(403);
    expect((await stopRow(s, 'K0001')).deletedAt).toBeNull();
    expect((await stopRow(s, own)).deletedAt).toBeNull();
  });

  it('refuses with 999999 naming the dates while a point has bookings from today on, deleting none of the ticked points', async () => {
    const s = server();
    const rejected = await registerOk(main, '02');
    await rejectPoint(s, rejected, '住所が見つかりません。');
    const answer = await remove(main, { busStopCdList: [rejected, 'K0001'], busStopCategoryList: ['02'] });
    expectRefusal(answer, 999999, bookedText(workplaceDates));
    expect(answer.body.error?.data).toEqual({ dates: workplaceDates });
    expect((await stopRow(s, rejected)).deletedAt).toBeNull();
    expect((await stopRow(s, 'K0001')).deletedAt).toBeNull();
    expect((await pointsByCategory(main)).get('02')).toEqual(['K0001', rejected]);
  });

  it('deletes a rejected point: gone from every list, its code never reused, its place in the limit free again', async () => {
    const s = server();
    const rejected = (await pointsByCategory(main)).get('02')![1]!;
    expect(expectOk(await remove(main, { seitoNo: DEMO.main.seitoNo, busStopCdList: [rejected] }))).toEqual({
      deleted: 1,
    });
    expect((await stopRow(s, rejected)).deletedAt?.toISOString()).toBe(s.clock.now().toISOString());
    expect((await pointsByCategory(main)).get('02')).toEqual(['K0001']);
    const menu = expectOk(await pointCall<PointCategory[]>(main, 'getBusStopCategory'));
    expect(menu.flatMap((c) => c.busStopList.map((p) => p.busStopCd))).not.toContain(rejected);
    const checked = expectOk(
      await pointCall<{ busStopList: { busStopCd: string }[] }>(main, 'checkBusStopCategory', {
        busStopCategory: '02',
      }),
    );
    expect(checked.busStopList.map((p) => p.busStopCd)).toEqual(['K0001']);
    // gone: a second deletion (a retry) has nothing left to delete
    expect(expectOk(await remove(main, { busStopCdList: [rejected] }))).toEqual({ deleted: 0 });

    const again = await registerOk(main, '02');
    expect(again).not.toBe(rejected);
    // main's limit of 2 in 02 is full again (K0001 and the new one): the next is refused
    expectRefusal(
      await pointCall(main, 'BusStopRegister', {
        busStopCategory: '02',
        busStop: aPoint({ busStopKName: '別の職場' }),
      }),
      330,
      messages.error[330],
    );
  });

  it("a retried deletion counts the learner's points deleted before as deleted; another learner's are still 331", async () => {
    const s = server();
    const learner = DEMO.load(21);
    const c = await signedInClient(s, learner.seitoNo, learner.password);
    const first = await registerOk(c, '02', aPoint({ busStopKName: '一つ目' }));
    const next = await registerOk(c, '02', aPoint({ busStopKName: '二つ目' }));
    await rejectPoint(s, first, '理由');
    await rejectPoint(s, next, '理由');
    expect(expectOk(await remove(c, { busStopCdList: [first] }))).toEqual({ deleted: 1 });
    const deletedAt = (await stopRow(s, first)).deletedAt;
    s.clock.advance(1000);
    expect(expectOk(await remove(c, { busStopCdList: [first, next] }))).toEqual({ deleted: 1 });
    expect(expectOk(await remove(c, { busStopCdList: [first, next] }))).toEqual({ deleted: 0 });
    expect((await stopRow(s, first)).deletedAt).toEqual(deletedAt);
    expectRefusal(await remove(main, { busStopCdList: [first] }), 331, messages.error[331]);
    expectRefusal(await remove(c, { busStopCdList: [first, 'K0002'] }), 331, messages.error[331]);
  });

  it('an approved point deletes once its bookings are cancelled: off its course and future runs, never bookable again', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(20).seitoNo, DEMO.load(20).password);
    const cd = await registerOk(c, '01');
    await approvePoint(s, cd, { areaCd: '03', homenCd: '03', offsetMinutes: 3 });
    const { yoyakuId } = expectOk(await bookFrom(s, c, cd, days[3]!));
    expectRefusal(await remove(c, { busStopCdList: [cd] }), 999999, bookedText([days[3]!]));
    expectOk(await c.post('Reservation/CancelReservation', { yoyakuIdList: [yoyakuId] }));

    const [run] = await runsServing(s, cd, days[3]!, 1);
    expect(expectOk(await remove(c, { busStopCdList: [cd] }))).toEqual({ deleted: 1 });
    const point = await stopRow(s, cd);
    expect(await s.db.select().from(courseStops).where(eq(courseStops.stopId, point.id))).toEqual([]);
    expect(await s.db.select().from(busRunStops).where(eq(busRunStops.stopId, point.id))).toEqual([]);
    expectRefusal(
      await c.post('Reservation/SaveReservation', {
        date: days[3],
        binCd: run!.binCd,
        upDown: 1,
        busStopCd: cd,
      }),
      324,
      messages.error[324],
    );
    const area = expectOk(await c.post<BusStop[]>('Reservation/GetAreaBusStopListAll', { areaCd: '03' }));
    expect(area.map((p) => p.busStopCd)).not.toContain(cd);
    const used = expectOk(await c.post<BusStop[]>('Reservation/GetNetUseBusStop', {}));
    expect(used.map((p) => p.busStopCd)).not.toContain(cd);
    expect((await pointsByCategory(c)).get('01')).toEqual([]);
  });

  it('once its bookings are past, demo K0001 deletes; the past bookings still show it, with their times', async () => {
    const s = server();
    const [day] = workplaceDates;
    // the morning after the last booking from K0001 (a new sign-in: the clock jumped past the session's life)
    s.clock.set(japanInstant(addDays(day!, 1), 10 * 60));
    const c = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    const filter = { fromDate: day, toDate: day };
    const pastBefore = expectOk(await c.post<Reservation[]>('Reservation/GetReservationList', filter));
    expect(pastBefore.map((r) => r.busStopCd)).toEqual(['K0001', 'K0001']);

    expect(expectOk(await remove(c, { busStopCdList: ['K0001'] }))).toEqual({ deleted: 1 });
    const pastAfter = expectOk(await c.post<Reservation[]>('Reservation/GetReservationList', filter));
    expect(pastAfter).toEqual(pastBefore);
    expect(pastAfter[0]).toMatchObject({ busStopKName: 'バイト先', busStopDisplayName: 'バイト先' });

    // the runs of days gone by keep it (the past bookings' times), the runs from today on do not
    const k1 = await stopRow(s, 'K0001');
    const kept = await s.db
      .select({ date: busRuns.date })
      .from(busRunStops)
      .innerJoin(busRuns, eq(busRuns.id, busRunStops.runId))
      .where(eq(busRunStops.stopId, k1.id));
    expect(kept.map((r) => r.date)).toContain(day);
    expect(kept.every((r) => r.date <= day!)).toBe(true);
    expect(await s.db.select().from(courseStops).where(eq(courseStops.stopId, k1.id))).toEqual([]);

    const used = expectOk(await c.post<BusStop[]>('Reservation/GetNetUseBusStop', {}));
    expect(used.map((p) => p.busStopCd)).not.toContain('K0001');
    const area = expectOk(await c.post<BusStop[]>('Reservation/GetAreaBusStopListAll', { areaCd: '02' }));
    expect(area.map((p) => p.busStopCd)).not.toContain('K0001');
    expect((await pointsByCategory(c)).get('02')).not.toContain('K0001');
    const future = (await bookableDates(c)).map((d) => d.date)[0]!;
    const [run] = await s.db
      .select({ binCd: busRuns.binCd })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, s.schoolId), eq(busRuns.date, future), eq(busRuns.binCd, 'U0201')));
    expect(run).toBeDefined();
    expectRefusal(
      await c.post('Reservation/SaveReservation', {
        date: future,
        binCd: 'U0201',
        upDown: 1,
        busStopCd: 'K0001',
      }),
      324,
      messages.error[324],
    );
  });
});
