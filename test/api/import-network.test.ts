import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { ImportKindName } from '@shared/schemas/admin-imports';
import type { StaffNetwork } from '@shared/schemas/admin-network';
import {
  busRunStops,
  busRuns,
  classPeriods,
  coursePatterns,
  courseStops,
  courses,
  reservations,
  runPatternSlots,
  stops,
} from '@server/db/schema';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { useTestServer, type TestClient, type TestServer } from './harness';
import {
  allUnchanged,
  asShiftJis,
  asUtf8,
  asUtf8Bom,
  exportText,
  importThroughConsole,
} from './import-fixtures';
import { expectOk, expectRefusal } from './reservation-fixtures';

/** The school's network as the kinds of this file write it. */
const networkOf = async (s: TestServer) => ({
  courses: await s.db
    .select({ homenCd: courses.homenCd, name: courses.name, yomi: courses.yomi })
    .from(courses)
    .where(eq(courses.schoolId, s.schoolId))
    .orderBy(asc(courses.homenCd)),
  stops: await s.db.select().from(stops).where(eq(stops.schoolId, s.schoolId)).orderBy(asc(stops.busStopCd)),
  courseStops: await s.db
    .select({
      homenCd: courses.homenCd,
      seq: courseStops.seq,
      stopId: courseStops.stopId,
      offset: courseStops.offsetMinutes,
    })
    .from(courseStops)
    .innerJoin(courses, eq(courses.id, courseStops.courseId))
    .where(eq(courses.schoolId, s.schoolId))
    .orderBy(asc(courses.homenCd), asc(courseStops.seq)),
  periods: await s.db
    .select()
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, s.schoolId))
    .orderBy(asc(classPeriods.jgn)),
});

/** Each test's own codes: the tests of a file share one server. */
const filesOf = (p: string) => ({
  areas: `エリアコード,エリア名,よみ\n${p}A,上尾西,あげおにし\n`,
  courses: `方面コード,方面名,よみ\n${p}1,西方面,にしほうめん\n${p}2,東方面,\n`,
  stops:
    '乗車地点コード,乗車地点名,よみ,エリアコード,住所,緯度,経度,ネット予約\n' +
    `${p}S1,西口,にしぐち,${p}A,埼玉県上尾市西1-1,35.97,139.58,1\n` +
    `${p}S2,西公園,ニシコウエン,${p}A,,35.975,139.575,0\n` +
    `${p}S3,西団地,,${p}A,埼玉県上尾市西3-3,35.98,139.57,\n`,
  'course-stops':
    '方面コード,順番,乗車地点コード,始発からの分\n' +
    `${p}1,2,${p}S2,5\n` +
    `${p}1,1,${p}S1,0\n` +
    `${p}1,3,${p}S3,9\n` +
    `${p}2,1,${p}S3,0\n`,
});

const importAll = async (s: TestServer, admin: TestClient, p: string, encode: (text: string) => Buffer) => {
  const files = filesOf(p);
  const reports = [];
  for (const kind of ['areas', 'courses', 'stops', 'course-stops'] as const)
    reports.push(await importThroughConsole(s, admin, kind, encode(files[kind])));
  return reports;
};

describeEachDatabase('Import of the network (issue 24): periods, courses, stops and their order', (kind) => {
  const server = useTestServer(kind);

  it('Shift_JIS, UTF-8 and UTF-8 with BOM give the same network; a second import is a no-op', async () => {
    const s = server();
    const admin = await staffClient(s);
    const first = await importAll(s, admin, 'N', asShiftJis);
    expect(first.map((r) => [r.encoding, r.applied, r.problemCount])).toEqual(
      Array(4).fill(['shift_jis', true, 0]),
    );
    expect(first.map((r) => r.counts)).toEqual([
      { added: 1, changed: 0, unchanged: 0, removed: 0 },
      { added: 2, changed: 0, unchanged: 0, removed: 0 },
      { added: 3, changed: 0, unchanged: 0, removed: 0 },
      { added: 4, changed: 0, unchanged: 0, removed: 0 },
    ]);
    const after = await networkOf(s);
    expect(after.courses.filter((c) => c.homenCd.startsWith('N'))).toEqual([
      { homenCd: 'N1', name: '西方面', yomi: 'にしほうめん' },
      { homenCd: 'N2', name: '東方面', yomi: '' },
    ]);
    const mine = after.stops.filter((x) => x.busStopCd.startsWith('NS'));
    expect(
      mine.map((x) => [x.busStopCd, x.name, x.displayName, x.yomi, x.areaCd, x.address, x.isNetRelease]),
    ).toEqual([
      ['NS1', '西口', '西口', 'にしぐち', 'NA', '埼玉県上尾市西1-1', true],
      ['NS2', '西公園', '西公園', 'にしこうえん', 'NA', '', false],
      ['NS3', '西団地', '西団地', '', 'NA', '埼玉県上尾市西3-3', true],
    ]);
    const id = (cd: string) => mine.find((x) => x.busStopCd === cd)!.id;
    expect(after.courseStops.filter((c) => c.homenCd.startsWith('N'))).toEqual([
      { homenCd: 'N1', seq: 1, stopId: id('NS1'), offset: 0 },
      { homenCd: 'N1', seq: 2, stopId: id('NS2'), offset: 5 },
      { homenCd: 'N1', seq: 3, stopId: id('NS3'), offset: 9 },
      { homenCd: 'N2', seq: 1, stopId: id('NS3'), offset: 0 },
    ]);
    for (const encode of [asUtf8, asUtf8Bom]) {
      const again = await importAll(s, admin, 'N', encode);
      expect(again.map((r) => r.counts)).toEqual([1, 2, 3, 4].map(allUnchanged));
      expect(await networkOf(s)).toEqual(after);
    }
  });

  it('a dry run counts and changes nothing; a stop renamed keeps a display name staff gave it', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await networkOf(s);
    const files = filesOf('D');
    const dry = await importThroughConsole(s, admin, 'areas', files.areas, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, applied: false, counts: { added: 1 } });
    expect(
      (await importThroughConsole(s, admin, 'courses', files.courses, { dryRun: true })).counts.added,
    ).toBe(2);
    expect(await networkOf(s)).toEqual(before);
    await importAll(s, admin, 'D', asUtf8);
    await s.db.update(stops).set({ displayName: '西口（ロータリー）' }).where(eq(stops.busStopCd, 'DS1'));
    const renamed = await importThroughConsole(
      s,
      admin,
      'stops',
      files.stops.replace('西口,', '西口駅,').replace('西団地,', '西団地入口,'),
    );
    expect(renamed.counts).toEqual({ added: 0, changed: 2, unchanged: 1, removed: 0 });
    const rows = await s.db.select().from(stops).where(eq(stops.schoolId, s.schoolId));
    expect(rows.find((x) => x.busStopCd === 'DS1')).toMatchObject({
      name: '西口駅',
      displayName: '西口（ロータリー）',
    });
    expect(rows.find((x) => x.busStopCd === 'DS3')).toMatchObject({
      name: '西団地入口',
      displayName: '西団地入口',
    });
  });

  it('bad lines are named by line and column, and nothing is written', async () => {
    const s = server();
    const admin = await staffClient(s);
    await importAll(s, admin, 'B', asUtf8);
    const before = await networkOf(s);
    const stopsReport = await importThroughConsole(
      s,
      admin,
      'stops',
      '乗車地点コード,乗車地点名,エリアコード,緯度,経度,ネット予約\n' +
        'BS9,新しい地点,BA,35.9,139.6,1\n' +
        'K123,教習生の地点,BA,35.9,139.6,1\n' +
        'BS8,承認待ちへ,99,35.9,139.6,1\n' +
        'BS7,海の上,NOPE,10,139.6,2\n',
    );
    expect(stopsReport.applied).toBe(false);
    expect(stopsReport.problems).toEqual([
      { line: 3, column: '乗車地点コード', message: messages.error[870] },
      { line: 4, column: 'エリアコード', message: messages.error[873] },
      { line: 5, column: 'エリアコード', message: messages.error[873] },
      { line: 5, column: '緯度', message: messages.error[874] },
      { line: 5, column: 'ネット予約', message: '1 か 0 で書いてください。' },
    ]);
    const courseReport = await importThroughConsole(
      s,
      admin,
      'course-stops',
      '方面コード,順番,乗車地点コード,始発からの分\n' +
        'B1,1,BS1,0\n' +
        'B1,2,K0002,3\n' +
        'B1,3,BS3,1\n' +
        'B9,1,BS1,0\n',
    );
    expect(courseReport.problems).toEqual([
      { line: 3, column: '乗車地点コード', message: expect.stringContaining('K0002') },
      { line: 4, column: '始発からの分', message: messages.error[883] },
      { line: 5, column: '方面コード', message: expect.stringContaining('B9') },
    ]);
    const coursesReport = await importThroughConsole(
      s,
      admin,
      'courses',
      '方面コード,方面名\nB-1,名前\nB3,\n',
    );
    expect(coursesReport.problems).toEqual([
      { line: 2, column: '方面コード', message: messages.error[878] },
      { line: 3, column: '方面名', message: messages.error[880] },
    ]);
    expect(await networkOf(s)).toEqual(before);
  });

  it('export → import leaves the network unchanged, for every kind of this file', async () => {
    const s = server();
    const admin = await staffClient(s);
    await importAll(s, admin, 'E', asUtf8);
    const before = await networkOf(s);
    for (const kind of ['periods', 'courses', 'stops', 'course-stops'] as ImportKindName[]) {
      const exported = await exportText(admin, kind);
      const lines = exported.text.trim().split('\r\n').length - 1;
      expect(lines).toBeGreaterThan(0);
      const back = await importThroughConsole(s, admin, kind, exported.bytes);
      expect(back.counts, kind).toEqual(allUnchanged(lines));
    }
    expect(await networkOf(s)).toEqual(before);
  });

  it("a course's stops replaced by the file: counted per line, its runs from tomorrow follow, booked learners never moved (885)", async () => {
    const s = server();
    const admin = await staffClient(s);
    await importAll(s, admin, 'C', asUtf8);
    const changed = await importThroughConsole(
      s,
      admin,
      'course-stops',
      '方面コード,順番,乗車地点コード,始発からの分\nC1,1,CS1,0\nC1,2,CS3,8\n',
    );
    expect(changed.counts).toEqual({ added: 0, changed: 1, unchanged: 1, removed: 1 });

    // the demo course through 0019, booked after today
    const [row] = await s.db
      .select({ id: courses.id, homenCd: courses.homenCd })
      .from(courses)
      .innerJoin(courseStops, eq(courseStops.courseId, courses.id))
      .innerJoin(stops, eq(stops.id, courseStops.stopId))
      .where(and(eq(courses.schoolId, s.schoolId), eq(stops.busStopCd, '0019')));
    const [booked] = await s.db
      .select({ date: reservations.date })
      .from(reservations)
      .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
      .innerJoin(stops, eq(stops.id, reservations.stopId))
      .where(
        and(
          eq(busRuns.courseId, row!.id),
          eq(stops.busStopCd, '0019'),
          gt(reservations.date, japanDateKey(s.clock.now())),
          isNull(reservations.cancelledAt),
        ),
      )
      .limit(1);
    expect(booked, 'the demo books 0019 after today').toBeDefined();
    const exported = (await exportText(admin, 'course-stops')).text
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n')
      .filter((l) => l.startsWith(`${row!.homenCd},`));
    const header = '方面コード,順番,乗車地点コード,始発からの分';
    const runStopsBefore = await s.db
      .select()
      .from(busRunStops)
      .innerJoin(busRuns, eq(busRuns.id, busRunStops.runId))
      .where(eq(busRuns.courseId, row!.id));
    const without = [header, ...exported.filter((l) => !l.includes(',0019,'))].join('\n');
    const refused = await importThroughConsole(s, admin, 'course-stops', without);
    expect(refused.applied).toBe(false);
    expect(refused.problems).toEqual([
      {
        line: 2,
        column: '方面コード',
        message: expect.stringContaining(messages.error[885].split('{dates}')[1]!.slice(0, 10)),
      },
    ]);
    expect(
      await s.db
        .select()
        .from(busRunStops)
        .innerJoin(busRuns, eq(busRuns.id, busRunStops.runId))
        .where(eq(busRuns.courseId, row!.id)),
    ).toEqual(runStopsBefore);

    // a new stop at the last stop's minutes moves nobody: every run from tomorrow stops there
    const last = exported.at(-1)!.split(',');
    const added = [header, ...exported, `${row!.homenCd},${exported.length + 1},CS2,${last[3]}`].join('\n');
    const report = await importThroughConsole(s, admin, 'course-stops', added);
    expect(report.counts).toEqual({ added: 1, changed: 0, unchanged: exported.length, removed: 0 });
    const [cs2] = await s.db.select().from(stops).where(eq(stops.busStopCd, 'CS2'));
    const served = await s.db.select().from(busRunStops).where(eq(busRunStops.stopId, cs2!.id));
    const tomorrow = addDays(japanDateKey(s.clock.now()), 1);
    const future = (await s.db.select().from(busRuns).where(eq(busRuns.courseId, row!.id))).filter(
      (r) => r.date >= tomorrow,
    );
    expect(future.length).toBeGreaterThan(0);
    expect(served.map((x) => x.runId).sort()).toEqual(future.map((r) => r.id).sort());
  });

  it('periods: the file is the whole timetable; a new period is named as the screen names it, one runs or the weekly pattern use cannot go (824, 831)', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await networkOf(s);
    const exported = (await exportText(admin, 'periods')).text.replace('\uFEFF', '').trim().split('\r\n');
    expect(exported.slice(0, 2)).toEqual(['時限,開始,終了', '1,09:00,09:50']);
    const withEarly = [...exported, '12,7:00,07:40'].join('\n');
    const dry = await importThroughConsole(s, admin, 'periods', withEarly, { dryRun: true });
    expect(dry.counts).toEqual({ added: 1, changed: 0, unchanged: 9, removed: 0 });
    expect(await networkOf(s)).toEqual(before);
    expect((await importThroughConsole(s, admin, 'periods', withEarly)).counts.added).toBe(1);
    const [early] = await s.db
      .select()
      .from(classPeriods)
      .where(and(eq(classPeriods.schoolId, s.schoolId), eq(classPeriods.jgn, 12)));
    expect(early).toMatchObject({ timeName: '12時限', startMinutes: 420, endMinutes: 460 });
    const moved = await importThroughConsole(
      s,
      admin,
      'periods',
      withEarly.replace('12,7:00,07:40', '12,7:10,07:40'),
    );
    expect(moved.counts).toEqual({ added: 0, changed: 1, unchanged: 9, removed: 0 });

    const overlapping = await importThroughConsole(
      s,
      admin,
      'periods',
      [...exported, '12,9:30,10:20'].join('\n'),
    );
    expect(overlapping.problems).toEqual([{ line: 11, column: '開始', message: messages.error[822] }]);
    // period 1 has runs: refused, naming it
    const withoutFirst = await importThroughConsole(
      s,
      admin,
      'periods',
      exported.filter((l) => !l.startsWith('1,')).join('\n'),
    );
    expect(withoutFirst.applied).toBe(false);
    expect(withoutFirst.problems).toEqual([
      { line: 1, column: '時限', message: expect.stringContaining(`1時限`) },
    ]);
    expect(withoutFirst.problems[0]!.message).toContain(messages.error[824]);
    // period 12 has no runs but the weekly pattern runs in it: refused too (831)
    await importThroughConsole(s, admin, 'courses', '方面コード,方面名\nP1,パターン方面\n');
    const [course] = await s.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.schoolId, s.schoolId), eq(courses.homenCd, 'P1')));
    await s.db
      .insert(coursePatterns)
      .values({ courseId: course!.id, schoolId: s.schoolId, minutesToSchool: 5, marginMinutes: 5 });
    const [slot] = await s.db
      .insert(runPatternSlots)
      .values({
        schoolId: s.schoolId,
        courseId: course!.id,
        weekday: 0,
        jgn: 12,
        upDown: 1,
        seats: 1,
        childSeats: 0,
        bicycles: 0,
        isNetReservation: false,
      })
      .returning({ id: runPatternSlots.id });
    const inPattern = await importThroughConsole(s, admin, 'periods', exported.join('\n'));
    expect(inPattern.problems).toEqual([
      { line: 1, column: '時限', message: expect.stringContaining('12時限') },
    ]);
    expect(inPattern.problems[0]!.message).toContain(messages.error[831]);
    await s.db.delete(runPatternSlots).where(eq(runPatternSlots.id, slot!.id));
    await s.db.delete(coursePatterns).where(eq(coursePatterns.courseId, course!.id));
    const removed = await importThroughConsole(s, admin, 'periods', exported.join('\n'));
    expect(removed.counts).toEqual({ added: 0, changed: 0, unchanged: 9, removed: 1 });
    expect((await networkOf(s)).periods).toEqual(before.periods);
  });

  it('the console forms take an optional よみ: kana only (943), left out it stays, and the lists read in 五十音 order', async () => {
    const s = server();
    const admin = await staffClient(s);
    const area = (areaCd: string, name: string, yomi?: string) => ({
      create: true,
      areaCd,
      name,
      yomi,
      isNetRelease: true,
    });
    expectRefusal(await admin.post('Admin/SaveArea', area('Y1', '上尾', 'ageo')), 943, messages.error[943]);
    for (const [cd, name, yomi] of [
      ['Y1', 'さいたま市', 'サイタマシ'],
      ['Y2', '桶川市', 'おけがわし'],
      ['Y3', '上尾市', 'あげおし'],
      ['Y0', '未設定', undefined],
    ] as const)
      expectOk(await admin.post('Admin/SaveArea', area(cd, name, yomi)));
    // an old client without the field renames and keeps the reading
    expectOk(
      await admin.post('Admin/SaveArea', {
        create: false,
        areaCd: 'Y1',
        name: 'さいたま',
        isNetRelease: true,
      }),
    );
    const network = expectOk(await admin.post<StaffNetwork>('Admin/GetNetwork', {}));
    const mine = network.areas.filter((a) => a.areaCd.startsWith('Y'));
    expect(mine.map((a) => [a.name, a.yomi])).toEqual([
      ['上尾市', 'あげおし'],
      ['桶川市', 'おけがわし'],
      ['さいたま', 'さいたまし'],
      // without a reading: after the ones with one, by code
      ['未設定', ''],
    ]);
  });
});
