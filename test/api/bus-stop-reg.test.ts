import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { MapPlaces, OwnPoint, PointCategory } from '@shared/schemas/bus-stop-reg';
import { pointCategories, stops } from '@server/db/schema';
import { describeEachDatabase } from './databases';
import { DEMO, freshClient, signedInClient, useTestServer, type TestClient } from './harness';
import { aPoint, ownRows, pointCall, registerOk, stopRow } from './bus-stop-reg-fixtures';
import { expectOk, expectRefusal } from './reservation-fixtures';
import { siteWithout } from './site-fixtures';

const ENDPOINTS = [
  'getBusStopCategory',
  'getBusStopCategoryKojin',
  'checkBusStopCategory',
  'BusStopRegister',
  'BusStopUpdate',
  'getDeleteBusStopCategory',
  'BusStopDelete',
  'getMapPlaces',
];

const codes = (points: { busStopCd: string }[]) => points.map((p) => p.busStopCd);

describeEachDatabase('BusStopReg/*: listing, checking and registering own points', (kind) => {
  const server = useTestServer(kind);
  let main: TestClient;
  let second: TestClient;
  let mainId: number;
  let secondId: number;

  const register = (c: TestClient, body: object) =>
    pointCall<{ busStopCd: string }>(c, 'BusStopRegister', body);

  it.each(ENDPOINTS)('%s answers 401 without a session', async (action) => {
    const c = await freshClient(server());
    const answer = await pointCall(c, action, {});
    expect(answer.status).toBe(401);
    expect(answer.body.status).toBe(false);
  });

  it("getBusStopCategory: the personal categories with the learner's points, what each may do, and the limit", async () => {
    const s = server();
    main = await signedInClient(s, DEMO.main.seitoNo, DEMO.main.password);
    second = await signedInClient(s, DEMO.second.seitoNo, DEMO.second.password);
    mainId = await s.recNoOf(DEMO.main.seitoNo);
    secondId = await s.recNoOf(DEMO.second.seitoNo);

    const list = expectOk(await pointCall<PointCategory[]>(main, 'getBusStopCategory'));
    // the school's own categories (03 駅・商業施設, 04 公共施設) hold no learner points
    expect(list.map((c) => [c.busStopCategoryCd, c.busStopCategoryName, c.limit])).toEqual([
      ['01', '自宅', 1],
      ['02', '勤務先・学校', 2],
    ]);
    const [home, work] = list;
    expect(home!.busStopList).toEqual([
      {
        busStopCd: 'K0002',
        busStopName: '上尾市緑丘 自宅',
        busStopDisplayName: '自宅',
        busStopKName: '自宅',
        ad1: '埼玉県上尾市緑丘1-2-3',
        areaCd: '99',
        busStopLat: 35.9842,
        busStopLng: 139.5861,
        isNetRelease: false,
        busStopCategoryCd: '01',
        isAwaitingApproval: true,
        rejectionReason: null,
        isEditable: false,
        isDeletable: false,
      } satisfies OwnPoint,
    ]);
    expect(work!.busStopList).toHaveLength(1);
    expect(work!.busStopList[0]).toMatchObject({
      busStopCd: 'K0001',
      busStopKName: 'バイト先',
      areaCd: '02',
      isNetRelease: true,
      isAwaitingApproval: false,
      rejectionReason: null,
      // approved and released: deleted and registered again rather than edited
      isEditable: false,
      isDeletable: true,
    });
    expect(work).toMatchObject({
      busStopCategoryDisplayName: '勤務先・学校',
      NetRelease: true,
      NetReleaseKbn: 0,
    });

    expect(expectOk(await pointCall<PointCategory[]>(main, 'getBusStopCategoryKojin'))).toEqual(list);
    const empty = expectOk(await pointCall<PointCategory[]>(second, 'getBusStopCategory'));
    expect(empty.map((c) => [c.busStopCategoryCd, c.busStopList])).toEqual([
      ['01', []],
      ['02', []],
    ]);
  });

  it('a category the school no longer offers leaves the dropdown but stays on the edit screen while it holds points', async () => {
    const s = server();
    const work = and(eq(pointCategories.schoolId, s.schoolId), eq(pointCategories.categoryCd, '02'));
    await s.db.update(pointCategories).set({ isNetRelease: false }).where(work);
    try {
      const menu = expectOk(await pointCall<PointCategory[]>(main, 'getBusStopCategory'));
      expect(menu.map((c) => c.busStopCategoryCd)).toEqual(['01']);
      const kojin = expectOk(await pointCall<PointCategory[]>(main, 'getBusStopCategoryKojin'));
      expect(kojin.map((c) => c.busStopCategoryCd)).toEqual(['01', '02']);
      expect(kojin[1]!.NetRelease).toBe(false);
      // nobody registers there any more
      const other = expectOk(await pointCall<PointCategory[]>(second, 'getBusStopCategoryKojin'));
      expect(other.map((c) => c.busStopCategoryCd)).toEqual(['01']);
      expectRefusal(
        await register(second, { busStopCategory: '02', busStop: aPoint() }),
        334,
        messages.error[334],
      );
    } finally {
      await s.db.update(pointCategories).set({ isNetRelease: true }).where(work);
    }
  });

  it("checkBusStopCategory answers the learner's points in the category and its limit", async () => {
    expect(expectOk(await pointCall(main, 'checkBusStopCategory', { busStopCategory: '02' }))).toMatchObject({
      limit: 2,
      busStopList: [{ busStopCd: 'K0001' }],
    });
    expect(expectOk(await pointCall(second, 'checkBusStopCategory', { busStopCategory: '01' }))).toEqual({
      limit: 1,
      busStopList: [],
    });
    expectRefusal(
      await pointCall(main, 'checkBusStopCategory', { busStopCategory: '' }),
      40,
      messages.warning[40],
    );
    for (const categoryCd of ['03', 'zz']) {
      expectRefusal(
        await pointCall(main, 'checkBusStopCategory', { busStopCategory: categoryCd }),
        334,
        messages.error[334],
      );
    }
  });

  it('registers a point within the limit into the approval area, not released, named as the learner wrote', async () => {
    const s = server();
    const busStopCd = await registerOk(
      second,
      '02',
      aPoint({ busStopKName: ' 実家 ', ad1: '埼玉県上尾市柏座2-3-4 ' }),
    );
    expect(busStopCd).toMatch(/^K\d{4,}$/);
    expect(busStopCd).not.toMatch(/^K000[12]$/);
    const row = await stopRow(s, busStopCd);
    expect(row).toMatchObject({
      ownerLearnerId: secondId,
      categoryCd: '02',
      areaCd: '99',
      isNetRelease: false,
      name: '実家',
      displayName: '実家',
      kanaName: '実家',
      address: '埼玉県上尾市柏座2-3-4',
      latitude: 35.9801,
      longitude: 139.5902,
      rejectionReason: null,
      deletedAt: null,
      reviewedAt: null,
    });
    expect(row.submittedAt?.toISOString()).toBe(s.clock.now().toISOString());

    const list = expectOk(await pointCall<PointCategory[]>(second, 'getBusStopCategory'));
    expect(list[1]!.busStopList).toEqual([
      expect.objectContaining({ busStopCd, isAwaitingApproval: true, isEditable: false, isDeletable: false }),
    ]);
    // in the booking flow it is listed, awaiting approval
    const used = expectOk(await second.post<BusStop[]>('Reservation/GetNetUseBusStop', {}));
    expect(used.map((p) => [p.busStopCd, p.isAwaitingApproval])).toEqual([[busStopCd, true]]);
  });

  it("the category name answers the success text, and busStopName, when given, is the point's name", async () => {
    const s = server();
    const saved = expectOk(
      await register(second, {
        busStopCategory: '02',
        busStop: aPoint({ busStopKName: '実家', busStopName: '祖母の家' }),
      }),
    ) as { busStopCd: string; busStopCategoryName: string };
    expect(saved.busStopCategoryName).toBe('勤務先・学校');
    expect(messages.points.registered.replace('{category}', saved.busStopCategoryName)).toBe(
      '勤務先・学校 を登録しました。学校の承認後にご予約いただけます。',
    );
    expect(await stopRow(s, saved.busStopCd)).toMatchObject({ name: '祖母の家', kanaName: '祖母の家' });
  });

  it("refuses a registration beyond the category's limit with 330, storing nothing", async () => {
    const s = server();
    // second now has two points in 02 (limit 2); main has its pending home point in 01 (limit 1)
    expectRefusal(
      await register(second, { busStopCategory: '02', busStop: aPoint({ busStopKName: '三つ目' }) }),
      330,
      messages.error[330],
    );
    expectRefusal(
      await register(main, { busStopCategory: '01', busStop: aPoint() }),
      330,
      messages.error[330],
    );
    expect(messages.error[330]).toBe(
      'その地点は既に登録されています。地点編集画面から編集または削除してください。',
    );
    expect(await ownRows(s, secondId)).toHaveLength(2);
    expect(await ownRows(s, mainId)).toHaveLength(2);
  });

  it('a point with no name is named by its address', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(1).seitoNo, DEMO.load(1).password);
    const busStopCd = await registerOk(c, '01', aPoint({ busStopKName: '  ', ad1: '埼玉県上尾市原市1500' }));
    expect(await stopRow(s, busStopCd)).toMatchObject({
      name: '埼玉県上尾市原市1500',
      displayName: '埼玉県上尾市原市1500',
      kanaName: '',
      address: '埼玉県上尾市原市1500',
    });
  });

  it.each([
    ['40 no category chosen', { busStopCategory: '', busStop: aPoint() }, 40],
    [
      '42 no place on the map (0/0, as the original app sends it)',
      { busStopCategory: '01', busStop: aPoint({ busStopLat: 0, busStopLng: 0 }) },
      42,
    ],
    [
      '42 next to 0/0 (closer than 1e-6 degrees in both)',
      { busStopCategory: '01', busStop: aPoint({ busStopLat: 5e-7, busStopLng: -9e-7 }) },
      42,
    ],
    [
      '43 neither address nor name',
      { busStopCategory: '01', busStop: aPoint({ ad1: ' ', busStopKName: '　' }) },
      43,
    ],
    [
      '43 address and name of zero-width characters and spaces only',
      {
        busStopCategory: '01',
        busStop: aPoint({ ad1: '\u200b\u3000\ufeff', busStopKName: ' \u2060\u200d', busStopName: '\u200c' }),
      },
      43,
    ],
    [
      '44 an address of 51 characters',
      { busStopCategory: '01', busStop: aPoint({ ad1: 'あ'.repeat(51) }) },
      44,
    ],
    [
      '45 a name of 51 characters',
      { busStopCategory: '01', busStop: aPoint({ busStopKName: 'い'.repeat(51) }) },
      45,
    ],
    [
      '45 a busStopName of 51 characters',
      { busStopCategory: '01', busStop: aPoint({ busStopName: 'う'.repeat(51) }) },
      45,
    ],
  ] as const)(
    'refuses a form with warning %s, by its catalogue text, storing nothing',
    async (_what, body, code) => {
      const s = server();
      const c = await signedInClient(s, DEMO.load(2).seitoNo, DEMO.load(2).password);
      expectRefusal(await register(c, body), code, messages.warning[code]);
      expect(await ownRows(s, await s.recNoOf(DEMO.load(2).seitoNo))).toEqual([]);
    },
  );

  it('stores the address and the name without spaces and invisible characters at either end', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(40).seitoNo, DEMO.load(40).password);
    const busStopCd = await registerOk(
      c,
      '01',
      aPoint({ ad1: '\u3000埼玉県上尾市原市1500\u200b ', busStopKName: '\ufeff 実家\u2060' }),
    );
    expect(await stopRow(s, busStopCd)).toMatchObject({
      name: '実家',
      displayName: '実家',
      kanaName: '実家',
      address: '埼玉県上尾市原市1500',
    });
  });

  it.each([
    ['a line feed in the address', { ad1: '上尾市\n原市' }],
    ['a carriage return in the name', { busStopKName: '実家\r' }],
    ['a tab in busStopName', { busStopName: '実\t家' }],
    ['a NUL', { ad1: '上尾市\u0000' }],
    ['DEL', { busStopKName: '\u007f実家' }],
    ['a C1 control (NEL)', { ad1: '上尾市\u0085原市' }],
  ])('refuses control characters in the texts with 400 and stores nothing: %s', async (_what, texts) => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(5).seitoNo, DEMO.load(5).password);
    const answer = await register(c, { busStopCategory: '01', busStop: aPoint(texts) });
    expect(answer.status, answer.text).toBe(400);
    expect(await ownRows(s, await s.recNoOf(DEMO.load(5).seitoNo))).toEqual([]);
  });

  it('accepts 50 characters each, counted as characters (a surrogate pair is one)', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(3).seitoNo, DEMO.load(3).password);
    const busStopCd = await registerOk(
      c,
      '01',
      aPoint({ ad1: '𠮷'.repeat(50), busStopKName: 'な'.repeat(50) }),
    );
    expect((await stopRow(s, busStopCd)).address).toBe('𠮷'.repeat(50));
  });

  it('refuses with 334 a category that is not personal or does not exist', async () => {
    for (const busStopCategory of ['03', '04', 'zz']) {
      expectRefusal(await register(second, { busStopCategory, busStop: aPoint() }), 334, messages.error[334]);
    }
  });

  it("a seitoNo, when sent, must be the session learner's (403 otherwise); another recNo is 403 on every endpoint", async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(4).seitoNo, DEMO.load(4).password);
    const own = await register(c, {
      seitoNo: DEMO.load(4).seitoNo,
      busStopCategory: '01',
      busStop: aPoint(),
    });
    expectOk(own);
    const other = await register(c, { seitoNo: DEMO.main.seitoNo, busStopCategory: '02', busStop: aPoint() });
    expect(other.status).toBe(403);
    for (const action of ['BusStopUpdate', 'BusStopDelete']) {
      const answer = await pointCall(c, action, {
        seitoNo: DEMO.main.seitoNo,
        busStopCd: 'K0001',
        busStopCdList: ['K0001'],
        busStop: aPoint(),
      });
      expect(answer.status, action).toBe(403);
    }
    for (const action of ENDPOINTS) {
      const answer = await pointCall(c, action, {
        recNo: mainId,
        busStopCategory: '02',
        busStopCd: 'K0001',
        busStopCdList: ['K0001'],
        busStop: aPoint(),
      });
      expect(answer.status, action).toBe(403);
    }
    expect(await ownRows(s, await s.recNoOf(DEMO.load(4).seitoNo))).toHaveLength(1);
    expect(await ownRows(s, mainId)).toHaveLength(2);
  });

  it.each([
    ['a latitude above 90', { busStopLat: 90.0001 }],
    ['a latitude below -90', { busStopLat: -91 }],
    ['a longitude above 180', { busStopLng: 180.5 }],
    ['a longitude below -180', { busStopLng: -181 }],
    ['a huge number', { busStopLat: 1e20 }],
    ['a number past the double range', { busStopLng: -1.7e308 }],
    ['a numeric string', { busStopLat: '35.98' }],
    ['a text', { busStopLng: 'NaN' }],
    ['null', { busStopLat: null }],
    ['a missing longitude', { busStopLng: undefined }],
    ['an array', { busStopLat: [35.98] }],
  ])('refuses bad coordinates with 400 and stores nothing: %s', async (_what, coordinates) => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(5).seitoNo, DEMO.load(5).password);
    const answer = await register(c, { busStopCategory: '01', busStop: { ...aPoint(), ...coordinates } });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.status).toBe(false);
    expect(await ownRows(s, await s.recNoOf(DEMO.load(5).seitoNo))).toEqual([]);
  });

  it('refuses 1e999 (Infinity once parsed) sent as raw JSON text with 400', async () => {
    const s = server();
    const c = await signedInClient(s, DEMO.load(5).seitoNo, DEMO.load(5).password);
    for (const raw of [
      '{"busStopCategory":"01","busStop":{"busStopLat":1e999,"busStopLng":139.59,"ad1":"a","busStopKName":"b"}}',
      '{"busStopCategory":"01","busStop":{"busStopLat":35.98,"busStopLng":-1e999,"ad1":"a","busStopKName":"b"}}',
      '{"busStopCategory":"01","busStop":{"busStopLat":NaN,"busStopLng":139.59,"ad1":"a","busStopKName":"b"}}',
    ]) {
      const answer = await c.post('BusStopReg/BusStopRegister', undefined, { raw });
      expect(answer.status, raw).toBe(400);
    }
    expect(await ownRows(s, await s.recNoOf(DEMO.load(5).seitoNo))).toEqual([]);
  });

  it('is refused with 403 on a site that turns point registration off', async () => {
    const s = server();
    await siteWithout(s, '8', 'useBusStopReg');
    const c = await signedInClient(s, DEMO.load(6).seitoNo, DEMO.load(6).password, '8');
    for (const action of ENDPOINTS) expect((await pointCall(c, action, {})).status, action).toBe(403);
  });

  it("never lists another learner's points: not in the point lists, not in the booking flow", async () => {
    const s = server();
    const mainCodes = codes(await ownRows(s, mainId));
    for (const action of ['getBusStopCategory', 'getBusStopCategoryKojin']) {
      const list = expectOk(await pointCall<PointCategory[]>(second, action));
      const seen = list.flatMap((c) => codes(c.busStopList));
      expect(
        seen.some((cd) => mainCodes.includes(cd)),
        action,
      ).toBe(false);
    }
    const checked = expectOk(
      await pointCall<{ busStopList: OwnPoint[] }>(second, 'checkBusStopCategory', { busStopCategory: '01' }),
    );
    expect(codes(checked.busStopList)).toEqual([]);
    const used = expectOk(await second.post<BusStop[]>('Reservation/GetNetUseBusStop', {}));
    expect(codes(used).some((cd) => mainCodes.includes(cd))).toBe(false);
    const area = expectOk(
      await second.post<BusStop[]>('Reservation/GetAreaBusStopListAll', { areaCd: '02' }),
    );
    expect(codes(area)).not.toContain('K0001');
    const places = expectOk(await pointCall<MapPlaces>(second, 'getMapPlaces'));
    expect(places.flatMap((p) => codes(p.stops)).some((cd) => mainCodes.includes(cd))).toBe(false);
    // sanity: the rows really are main's
    const [k1] = await s.db.select().from(stops).where(eq(stops.busStopCd, 'K0001'));
    expect(k1!.ownerLearnerId).toBe(mainId);
  });

  it("getMapPlaces: the released areas in the booking lists' order, each with the public stops the area list shows, with coordinates", async () => {
    const c = await signedInClient(server(), DEMO.load(7).seitoNo, DEMO.load(7).password);
    const places = expectOk(await pointCall<MapPlaces>(c, 'getMapPlaces'));
    const released = expectOk(await c.post<{ areaCd: string }[]>('Reservation/GetNetReleaseArea', {}));
    expect(places.length).toBeGreaterThan(1);
    const areaOrder = released.map((a) => a.areaCd).filter((cd) => places.some((p) => p.areaCd === cd));
    expect(places.map((p) => p.areaCd)).toEqual(areaOrder);
    for (const place of places) {
      const listed = expectOk(
        await c.post<BusStop[]>('Reservation/GetAreaBusStopList', { areaCd: place.areaCd }),
      );
      expect(codes(place.stops), place.areaCd).toEqual(codes(listed));
      for (const stop of place.stops) {
        expect(Number.isFinite(stop.lat) && Number.isFinite(stop.lng)).toBe(true);
        expect(stop.name).not.toBe('');
      }
    }
  });
});
