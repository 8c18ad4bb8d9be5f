import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AddressEntry, Area, BusStop, BusStopCategory, Course } from '@shared/schemas/bus-stop';
import type { ClassPeriod, ReservationDay } from '@shared/schemas/reservation';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import { busRuns, courses, reservations, schools, stops } from '@server/db/schema';
import { bookableDays } from '@server/domain/booking/rules/bookable-days';
import { loadBookingContext } from '@server/domain/booking/booking-context';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, signedInClient, useTestServer, type TestClient } from './harness';
import { expectOk } from './reservation-fixtures';

const ENDPOINTS = [
  'GetReservationDays',
  'GetNetUseBusStop',
  'GetNetReleaseArea',
  'GetNetReleaseCourse',
  'GetAreaBusStopList',
  'GetAreaBusStopListAll',
  'GetCourseBusStopList',
  'GetCourseBusStopListAll',
  'GetCategoryBusStopList',
  'GetCategoryBusStopListAll',
  'getAddressBusStopList',
  'GetBusStopAddressSearch',
  'GetBusStopCategorySearch',
  'GetTravelTime',
  'GetKyosyuTimeTable',
  'GetKyosyuReservation',
  'SaveReservation',
  'GetReservationList',
];

const codes = (list: BusStop[] | null) => (list ?? []).map((s) => s.busStopCd);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(4, '0'));

describeEachDatabase('Reservation/*: bookable days, point searches and the timetable', (kind) => {
  const server = useTestServer(kind);
  let main: TestClient;
  let second: TestClient;
  const post = <T>(c: TestClient, action: string, body: object = {}) =>
    c.post<T>(`Reservation/${action}`, body);

  it.each(ENDPOINTS)('%s answers 401 without a session', async (action) => {
    const c = await freshClient(server());
    const answer = await post(c, action, {});
    expect(answer.status).toBe(401);
    expect(answer.body.status).toBe(false);
  });

  it("refuses a body naming another learner's recNo with 403", async () => {
    const s = server();
    main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    second = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    const answer = await post(second, 'GetNetUseBusStop', { recNo: await s.recNoOf(DEMO.main.seitoNo) });
    expect(answer.status).toBe(403);
  });

  it('GetReservationDays lists the bookable days of the school calendar with their deadlines', async () => {
    const s = server();
    const now = s.clock.now();
    const days = expectOk(await post<ReservationDay[]>(main, 'GetReservationDays'));
    const ctx = await loadBookingContext(s.db, { schoolId: s.schoolId, learnerId: 0, site: '1' }, now);
    const expected = bookableDays(now, ctx.calendar).map((d) => ({
      date: d.date,
      deadline: d.deadline.toISOString(),
    }));
    expect(days).toEqual(expected);
    expect(days.length).toBeGreaterThanOrEqual(15);
    const today = japanDateKey(now);
    for (const d of days) {
      expect(d.date > today && d.date <= addDays(today, 30)).toBe(true);
      expect(new Date(`${d.date}T00:00:00Z`).getUTCDay()).not.toBe(0);
      expect(new Date(d.deadline) > now).toBe(true);
      // 16:00 Japan time = 07:00 UTC, on a day before the ride
      expect(d.deadline.endsWith('T07:00:00.000Z')).toBe(true);
      expect(japanDateKey(new Date(d.deadline)) < d.date).toBe(true);
    }
    expect([...days].sort((a, b) => a.date.localeCompare(b.date))).toEqual(days);
  });

  it('GetReservationDays answers an empty list when nothing is bookable (the screens show 309)', async () => {
    const s = server();
    await s.db.update(schools).set({ bookingHorizonDays: 0 }).where(eq(schools.id, s.schoolId));
    try {
      expect(expectOk(await post<ReservationDay[]>(main, 'GetReservationDays'))).toEqual([]);
    } finally {
      await s.db.update(schools).set({ bookingHorizonDays: 30 }).where(eq(schools.id, s.schoolId));
    }
  });

  it("GetNetUseBusStop: previously booked stops, latest first, then the learner's own points (awaiting approval flagged)", async () => {
    const list = expectOk(await post<BusStop[]>(main, 'GetNetUseBusStop'));
    // the demo's last booking is from 北上尾駅東口 (0019), the one before from the workplace point K0001
    expect(codes(list)).toEqual(['0019', 'K0001', 'K0002']);
    const [station, workplace, home] = list;
    expect(station).toMatchObject({
      busStopName: '北上尾駅東口',
      busStopKName: '',
      isAwaitingApproval: false,
      areaCd: '01',
    });
    expect(workplace).toMatchObject({ busStopKName: 'バイト先', isAwaitingApproval: false, areaCd: '02' });
    expect(home).toMatchObject({ busStopKName: '自宅', isAwaitingApproval: true, areaCd: '99' });
    expect(station!.ad1).toBe('埼玉県上尾市原新町15-1');
    expect(station!.busStopLat).toBeCloseTo(35.992);
    expect(station!.busStopLng).toBeCloseTo(139.579);

    expect(expectOk(await post<BusStop[]>(second, 'GetNetUseBusStop'))).toEqual([]);
  });

  it('GetNetReleaseArea and GetNetReleaseCourse list what is released on the net, never the approval area', async () => {
    const areas = expectOk(await post<Area[]>(main, 'GetNetReleaseArea'));
    // in 五十音 order of their readings (issue 24): あげお, いな, おけがわ, みやはら
    expect(areas).toEqual([
      { areaCd: '01', areaNm: '上尾中央' },
      { areaCd: '03', areaNm: '伊奈・蓮田' },
      { areaCd: '02', areaNm: '桶川・北本' },
      { areaCd: '04', areaNm: '宮原・大宮北' },
    ]);
    const s = server();
    await s.db
      .update(courses)
      .set({ isNetRelease: false })
      .where(and(eq(courses.schoolId, s.schoolId), eq(courses.homenCd, '03')));
    try {
      expect(expectOk(await post<Course[]>(main, 'GetNetReleaseCourse'))).toEqual([
        { homenCd: '01', homenName: '駅前方面' },
        { homenCd: '02', homenName: '北部方面' },
      ]);
      expect(expectOk(await post<BusStop[]>(main, 'GetCourseBusStopList', { homenCd: '03' }))).toEqual([]);
    } finally {
      await s.db.update(courses).set({ isNetRelease: true }).where(eq(courses.schoolId, s.schoolId));
    }
    expect(expectOk(await post<Course[]>(main, 'GetNetReleaseCourse'))).toHaveLength(3);
  });

  it("GetAreaBusStopList lists public stops only; …All adds the learner's own approved points", async () => {
    // in 五十音 order (issue 24): おけがわえきにし, おけがわえきひがし, おけがわしやくしょ, かみひでや, きたもと…, ほんちょう;
    // a learner's point has no reading and comes last
    const area2 = ['0016', '0015', '0017', '0018', '0012', '0013', '0014'];
    expect(codes(expectOk(await post<BusStop[]>(main, 'GetAreaBusStopList', { areaCd: '02' })))).toEqual(
      area2,
    );
    expect(codes(expectOk(await post<BusStop[]>(main, 'GetAreaBusStopListAll', { areaCd: '02' })))).toEqual([
      ...area2,
      'K0001',
    ]);
    // another learner never sees K0001; nobody gets the approval area
    expect(codes(expectOk(await post<BusStop[]>(second, 'GetAreaBusStopListAll', { areaCd: '02' })))).toEqual(
      area2,
    );
    expect(expectOk(await post<BusStop[]>(main, 'GetAreaBusStopList', { areaCd: '99' }))).toEqual([]);
    expect(expectOk(await post<BusStop[]>(main, 'GetAreaBusStopListAll', { areaCd: '99' }))).toEqual([]);
  });

  it('GetCourseBusStopList follows the course order; …All puts the approved point at its place on the course', async () => {
    expect(codes(expectOk(await post<BusStop[]>(main, 'GetCourseBusStopList', { homenCd: '02' })))).toEqual(
      range(12, 22),
    );
    expect(
      codes(expectOk(await post<BusStop[]>(main, 'GetCourseBusStopListAll', { homenCd: '02' }))),
    ).toEqual([...range(12, 17), 'K0001', ...range(18, 22)]);
    expect(codes(expectOk(await post<BusStop[]>(main, 'GetCourseBusStopList', { homenCd: '01' })))).toEqual(
      range(1, 11),
    );
  });

  it("GetCategoryBusStopList: school points of a category; …All adds the learner's own points of it", async () => {
    const stations = codes(
      expectOk(await post<BusStop[]>(main, 'GetCategoryBusStopList', { busStopCategoryCd: '03' })),
    );
    expect(stations).toContain('0009');
    expect(stations).not.toContain('0002');
    expect(
      expectOk(await post<BusStop[]>(main, 'GetCategoryBusStopList', { busStopCategoryCd: '02' })),
    ).toEqual([]);
    expect(
      codes(expectOk(await post<BusStop[]>(main, 'GetCategoryBusStopListAll', { busStopCategoryCd: '02' }))),
    ).toEqual(['K0001']);
    // the home point still awaits approval: not offered
    expect(
      expectOk(await post<BusStop[]>(main, 'GetCategoryBusStopListAll', { busStopCategoryCd: '01' })),
    ).toEqual([]);
  });

  it('…All with date and upDown keeps only stops a net-reservable run serves that day in that direction', async () => {
    const s = server();
    const [day] = expectOk(await post<ReservationDay[]>(main, 'GetReservationDays'));
    const date = day!.date;
    // いなまち, うちじゅく, くろはま, はすだえき, はすだしやくしょ, はぬき
    const area3 = ['0026', '0027', '0025', '0023', '0024', '0028'];
    expect(
      codes(
        expectOk(await post<BusStop[]>(main, 'GetAreaBusStopListAll', { areaCd: '03', date, upDown: 1 })),
      ),
    ).toEqual(area3);

    const [east] = await s.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.schoolId, s.schoolId), eq(courses.homenCd, '03')));
    const eastRuns = and(eq(busRuns.courseId, east!.id), eq(busRuns.date, date), eq(busRuns.upDown, 1));
    await s.db.update(busRuns).set({ isNetReservation: false }).where(eastRuns);
    try {
      expect(
        expectOk(await post<BusStop[]>(main, 'GetAreaBusStopListAll', { areaCd: '03', date, upDown: 1 })),
      ).toEqual([]);
      expect(
        codes(
          expectOk(await post<BusStop[]>(main, 'GetAreaBusStopListAll', { areaCd: '03', date, upDown: 2 })),
        ),
      ).toEqual(area3);
      expect(codes(expectOk(await post<BusStop[]>(main, 'GetAreaBusStopListAll', { areaCd: '03' })))).toEqual(
        area3,
      );
    } finally {
      await s.db.update(busRuns).set({ isNetReservation: true }).where(eastRuns);
    }
    let sunday = addDays(date, 0);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    expect(
      expectOk(
        await post<BusStop[]>(main, 'GetCourseBusStopListAll', { homenCd: '02', date: sunday, upDown: 2 }),
      ),
    ).toEqual([]);
    expect(
      (await post(main, 'GetCourseBusStopListAll', { homenCd: '02', date: '2030-02-30', upDown: 2 })).status,
    ).toBe(400);
  });

  it('getAddressBusStopList lists the public stops of a town, or of one detail address', async () => {
    const town = expectOk(
      await post<BusStop[]>(main, 'getAddressBusStopList', { busStopAddress: '埼玉県 上尾市 宮本町' }),
    );
    // あげおえき… before あげおしみん…
    expect(codes(town)).toEqual(['0009', '0008']);
    const detail = expectOk(
      await post<BusStop[]>(main, 'getAddressBusStopList', { busStopAddress: '埼玉県 上尾市 宮本町1-1' }),
    );
    expect(codes(detail)).toEqual(['0009']);
    // K0001 (桶川市若宮, the main learner's point) is not a public stop
    expect(
      codes(
        expectOk(
          await post<BusStop[]>(main, 'getAddressBusStopList', { busStopAddress: '埼玉県 桶川市 若宮' }),
        ),
      ),
    ).toEqual(['0016']);
  });

  it('GetBusStopAddressSearch: level 2 towns (optionally of one city), level 3 detail addresses of a town', async () => {
    const s = server();
    const towns = expectOk(
      await post<AddressEntry[]>(main, 'GetBusStopAddressSearch', { busStopAddressSerachLevel: 2 }),
    );
    const publicStops = await s.db
      .select({ pref: stops.pref, city: stops.city, town: stops.town, owner: stops.ownerLearnerId })
      .from(stops)
      .where(eq(stops.schoolId, s.schoolId));
    const expected = new Set(
      publicStops.filter((p) => p.owner === null).map((p) => `${p.pref} ${p.city} ${p.town}`),
    );
    expect(towns.map((t) => `${t.pref} ${t.city} ${t.town}`)).toEqual(
      [...expected].sort((a, b) => {
        const [pa, ca, ta] = a.split(' ');
        const [pb, cb, tb] = b.split(' ');
        return pa! !== pb!
          ? pa! < pb!
            ? -1
            : 1
          : ca! !== cb!
            ? ca! < cb!
              ? -1
              : 1
            : ta! < tb!
              ? -1
              : ta! > tb!
                ? 1
                : 0;
      }),
    );
    const okegawa = expectOk(
      await post<AddressEntry[]>(main, 'GetBusStopAddressSearch', {
        busStopAddressSerachLevel: 2,
        busStopAddress: '埼玉県 桶川市',
      }),
    );
    expect(okegawa.map((t) => t.town).sort()).toEqual(['上日出谷', '東', '泉', '若宮'].sort());
    expect(okegawa.every((t) => t.city === '桶川市' && t.pref === '埼玉県')).toBe(true);

    const details = expectOk(
      await post<AddressEntry[]>(main, 'GetBusStopAddressSearch', {
        busStopAddressSerachLevel: 3,
        busStopAddress: '埼玉県 上尾市 宮本町',
      }),
    );
    expect(details).toEqual([
      { pref: '埼玉県', city: '上尾市', town: '宮本町1-1' },
      { pref: '埼玉県', city: '上尾市', town: '宮本町5-30' },
    ]);
    expect((await post(main, 'GetBusStopAddressSearch', { busStopAddressSerachLevel: 4 })).status).toBe(400);
  });

  it('GetBusStopCategorySearch lists the released categories of school points, not the personal ones', async () => {
    const list = expectOk(await post<BusStopCategory[]>(main, 'GetBusStopCategorySearch'));
    expect(list).toEqual([
      {
        busStopCategoryCd: '03',
        busStopCategoryName: '駅・商業施設',
        busStopCategoryDisplayName: '駅・商業施設',
        NetRelease: true,
        NetReleaseKbn: 0,
        limit: 0,
      },
      {
        busStopCategoryCd: '04',
        busStopCategoryName: '公共施設',
        busStopCategoryDisplayName: '公共施設・病院',
        NetRelease: true,
        NetReleaseKbn: 0,
        limit: 0,
      },
    ]);
  });

  it('every stop list of an area, a category or a town comes in 五十音 order of the readings, no reading last by code', async () => {
    const s = server();
    const yomi = new Map(
      (
        await s.db
          .select({ code: stops.busStopCd, yomi: stops.yomi })
          .from(stops)
          .where(eq(stops.schoolId, s.schoolId))
      ).map((r) => [r.code, r.yomi]),
    );
    // hiragana by code point, as `collate "C"` compares them (JS compares UTF-16 units: the same in the BMP)
    const byReading = (a: string, b: string) => {
      const [ya, yb] = [yomi.get(a) ?? '', yomi.get(b) ?? ''];
      if ((ya === '') !== (yb === '')) return ya === '' ? 1 : -1;
      if (ya !== yb) return ya < yb ? -1 : 1;
      return a < b ? -1 : a > b ? 1 : 0;
    };
    const lists: BusStop[][] = [];
    for (const area of expectOk(await post<Area[]>(main, 'GetNetReleaseArea')))
      lists.push(expectOk(await post<BusStop[]>(main, 'GetAreaBusStopListAll', { areaCd: area.areaCd })));
    for (const category of expectOk(await post<BusStopCategory[]>(main, 'GetBusStopCategorySearch')))
      lists.push(
        expectOk(
          await post<BusStop[]>(main, 'GetCategoryBusStopList', {
            busStopCategoryCd: category.busStopCategoryCd,
          }),
        ),
      );
    lists.push(
      expectOk(await post<BusStop[]>(main, 'getAddressBusStopList', { busStopAddress: '埼玉県 上尾市' })),
    );
    expect(lists.filter((list) => list.length > 1).length).toBeGreaterThan(4);
    for (const list of lists) expect(codes(list)).toEqual([...codes(list)].sort(byReading));
  });

  it('GetKyosyuTimeTable answers the nine periods of the demo with the unit 時限', async () => {
    const table = expectOk(await post<{ unit: string; periods: ClassPeriod[] }>(main, 'GetKyosyuTimeTable'));
    expect(table.unit).toBe('時限');
    expect(table.periods.map((p) => p.jgn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(table.periods[0]).toEqual({
      jgn: 1,
      timeName: '1時限',
      kyosyuStartTime: '09:00',
      kyosyuEndTime: '09:50',
    });
    expect(table.periods[3]).toEqual({
      jgn: 4,
      timeName: '4時限',
      kyosyuStartTime: '13:00',
      kyosyuEndTime: '13:50',
    });
  });

  it("GetKyosyuReservation answers the learner's lessons per date (gino/gakka), at most 31 days", async () => {
    const s = server();
    const mainId = await s.recNoOf(DEMO.main.seitoNo);
    const booked = await s.db
      .selectDistinct({ date: reservations.date })
      .from(reservations)
      .where(eq(reservations.learnerId, mainId))
      .orderBy(reservations.date);
    const first = booked[0]!.date;
    const lessons = expectOk(
      await post<{ date: string; jgn: number; gino: boolean; gakka: boolean }[]>(
        main,
        'GetKyosyuReservation',
        {
          fromDate: first,
          toDate: addDays(first, 30),
        },
      ),
    );
    expect(lessons).toHaveLength(7);
    expect(lessons[0]).toEqual({ date: first, jgn: 1, gino: true, gakka: false });
    expect(lessons[1]).toEqual({ date: first, jgn: 2, gino: false, gakka: true });
    expect([...lessons].sort((a, b) => a.date.localeCompare(b.date) || a.jgn - b.jgn)).toEqual(lessons);
    expect(expectOk(await post(second, 'GetKyosyuReservation', { fromDate: first, toDate: first }))).toEqual(
      [],
    );

    expect(
      (await post(main, 'GetKyosyuReservation', { fromDate: first, toDate: addDays(first, 31) })).status,
    ).toBe(400);
    expect(
      (await post(main, 'GetKyosyuReservation', { fromDate: addDays(first, 1), toDate: first })).status,
    ).toBe(400);
  });
});
