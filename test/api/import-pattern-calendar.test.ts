import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CELL_STATUS } from '@shared/constants';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { CalendarMonth, CancelRunsOnClosedDaysResult } from '@shared/schemas/admin-school';
import type { TravelPlan } from '@shared/schemas/reservation';
import {
  auditLog,
  schoolClosedPeriods,
  schoolClosures,
  schoolOpenings,
  reservations,
  vehicles,
} from '@server/db/schema';
import { loadStoredPatterns } from '@server/domain/runs/manage-pattern';
import { isNationalHoliday, weekdayOf } from '@server/domain/school/calendar';
import { staffClient } from './admin-fixtures';
import { describeEachDatabase } from './databases';
import { DEMO, signedInClient, useTestServer, type TestServer } from './harness';
import {
  allUnchanged,
  asShiftJis,
  asUtf8,
  asUtf8Bom,
  exportText,
  importThroughConsole,
} from './import-fixtures';
import {
  bookableDates,
  expectOk,
  expectRefusal,
  runOf,
  shortDate,
  stopCodesOf,
} from './reservation-fixtures';

const PATTERN_HEAD = '方面コード,曜日,時限,往復,定員,チャイルドシート,自転車,ネット予約,車両\n';
const CALENDAR_HEAD = '日付,区分,時限\n';

const patternOf = async (s: TestServer, homenCd: string) =>
  (await loadStoredPatterns(s.db, s.schoolId)).find((p) => p.homenCd === homenCd);

const storedSlotCount = async (s: TestServer) =>
  (await loadStoredPatterns(s.db, s.schoolId)).reduce((n, p) => n + p.runs.length, 0);

/** The calendar rows of the school on `dates`, as one comparable value. */
async function calendarState(s: TestServer) {
  const closures = await s.db
    .select({ startDate: schoolClosures.startDate, endDate: schoolClosures.endDate })
    .from(schoolClosures)
    .where(eq(schoolClosures.schoolId, s.schoolId))
    .orderBy(asc(schoolClosures.startDate));
  const openings = await s.db
    .select({ date: schoolOpenings.date })
    .from(schoolOpenings)
    .where(eq(schoolOpenings.schoolId, s.schoolId))
    .orderBy(asc(schoolOpenings.date));
  const periods = await s.db
    .select({ date: schoolClosedPeriods.date, jgn: schoolClosedPeriods.jgn })
    .from(schoolClosedPeriods)
    .where(eq(schoolClosedPeriods.schoolId, s.schoolId))
    .orderBy(asc(schoolClosedPeriods.date), asc(schoolClosedPeriods.jgn));
  return { closures, openings, periods };
}

/** The n-th ordinary school day (Monday–Saturday, no holiday) from `days` days after today on. */
function schoolDay(s: TestServer, days: number): string {
  let date = addDays(japanDateKey(s.clock.now()), days);
  while (weekdayOf(date) === 0 || isNationalHoliday(date)) date = addDays(date, 1);
  return date;
}

function sundayAfter(s: TestServer, days: number): string {
  let date = addDays(japanDateKey(s.clock.now()), days);
  while (weekdayOf(date) !== 0 || isNationalHoliday(date)) date = addDays(date, 1);
  return date;
}

/** 2026-04-01 as an office writes it: 2026/4/1. */
const slashed = (date: string) => date.replace(/-0?/g, '/');

describeEachDatabase('Import of the run pattern and the calendar (issue 24 §1–2)', (kind) => {
  const server = useTestServer(kind);

  it('run-pattern: a dry run writes nothing; Shift_JIS then UTF-8 give one pattern; a second import is a no-op', async () => {
    const s = server();
    const admin = await staffClient(s);
    const [vehicle] = await s.db
      .select({ code: vehicles.vehicleCd })
      .from(vehicles)
      .where(and(eq(vehicles.schoolId, s.schoolId), isNull(vehicles.retiredAt)));
    const file =
      PATTERN_HEAD +
      '02,月火水木金,1,往,20,1,0,1,\n' +
      '02,月・火・水・木・金,1,復,20,1,0,1,\n' +
      `02,土,2,往,10,0,2,0,${vehicle!.code}\n`;
    expect(await patternOf(s, '02')).toBeUndefined();
    const dry = await importThroughConsole(s, admin, 'run-pattern', file, { dryRun: true });
    expect(dry).toMatchObject({ applied: false, problemCount: 0 });
    expect(dry.counts).toEqual({ added: 11, changed: 0, unchanged: 0, removed: 0 });
    expect(await patternOf(s, '02')).toBeUndefined();

    const first = await importThroughConsole(s, admin, 'run-pattern', asShiftJis(file));
    expect(first).toMatchObject({ encoding: 'shift_jis', applied: true, lines: 3 });
    expect(first.counts).toEqual({ added: 11, changed: 0, unchanged: 0, removed: 0 });
    const stored = await patternOf(s, '02');
    // a course's first pattern gets the pattern screen's defaults for the minutes the file has no column for
    expect(stored).toMatchObject({ minutesToSchool: 10, marginMinutes: 10 });
    expect(stored!.runs).toHaveLength(11);
    expect(stored!.runs.find((r) => r.weekday === 6)).toEqual({
      weekday: 6,
      jgn: 2,
      upDown: 1,
      seats: 10,
      childSeats: 0,
      bicycles: 2,
      isNetReservation: false,
      vehicleCd: vehicle!.code,
    });
    // saved by the console's own save: audited as a pattern save of the course, and once as a file
    const saves = await s.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pattern.save'), eq(auditLog.targetId, '02')));
    expect(saves[0]!.n).toBe(1);

    for (const bytes of [asUtf8(file), asUtf8Bom(file)]) {
      const again = await importThroughConsole(s, admin, 'run-pattern', bytes);
      expect(again.counts).toEqual(allUnchanged(11));
    }
    expect(await patternOf(s, '02')).toEqual(stored);
    const savesAfter = await s.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pattern.save'), eq(auditLog.targetId, '02')));
    expect(savesAfter).toEqual(saves);

    // the file is the course's whole pattern: a line changed counts per weekday, one left out is removed
    const changed = await importThroughConsole(
      s,
      admin,
      'run-pattern',
      PATTERN_HEAD + '02,月火水木金,1,往,25,1,0,1,\n02,月火水,1,復,20,1,0,1,\n',
    );
    expect(changed.counts).toEqual({ added: 0, changed: 5, unchanged: 3, removed: 3 });
    expect((await patternOf(s, '02'))!.runs).toHaveLength(8);
  });

  it('run-pattern: every bad cell by line and column, overlapping lines too; nothing is written', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await loadStoredPatterns(s.db, s.schoolId);
    const report = await importThroughConsole(
      s,
      admin,
      'run-pattern',
      PATTERN_HEAD +
        '01,月火,1,往,20,1,0,1,\n' +
        '99,月月,0,行,0,11,-1,2,NOCAR\n' +
        '01,火曜,1,往,101,0,0,1,\n' +
        '01,火水,1,往,20,1,0,1,\n',
    );
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      { line: 3, column: '方面コード', message: expect.stringContaining('方面コード「99」') },
      { line: 3, column: '曜日', message: expect.stringContaining('月火水木金土日') },
      { line: 3, column: '時限', message: expect.stringContaining('時限「0」') },
      { line: 3, column: '往復', message: '往 か 復 で書いてください。' },
      { line: 3, column: '定員', message: messages.error[842] },
      { line: 3, column: 'チャイルドシート', message: messages.error[843] },
      { line: 3, column: '自転車', message: messages.error[843] },
      { line: 3, column: 'ネット予約', message: '1 か 0 で書いてください。' },
      { line: 3, column: '車両', message: expect.stringContaining('車両「NOCAR」') },
      { line: 4, column: '曜日', message: expect.stringContaining('月火水木金土日') },
      { line: 4, column: '定員', message: messages.error[842] },
      {
        line: 5,
        column: '曜日',
        message: '2行目と同じ曜日・時限・往復の便があります（1つにしてください）。',
      },
    ]);
    expect(await loadStoredPatterns(s.db, s.schoolId)).toEqual(before);
  });

  it('run-pattern: export groups weekdays into one line and imports back unchanged, in Shift_JIS too', async () => {
    const s = server();
    const admin = await staffClient(s);
    await importThroughConsole(
      s,
      admin,
      'run-pattern',
      PATTERN_HEAD +
        '03,水,3,往,30,2,1,1,\n03,月,3,往,30,2,1,1,\n03,金,3,往,28,2,1,1,\n03,日月火水木金土,4,復,30,2,1,1,\n',
    );
    const exported = await exportText(admin, 'run-pattern');
    expect(exported.file.fileName).toMatch(/^運行パターン_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.text.startsWith(`\uFEFF${PATTERN_HEAD.trim()}\r\n`)).toBe(true);
    expect(exported.text).toContain(
      '03,月水,3,往,30,2,1,1,\r\n03,金,3,往,28,2,1,1,\r\n03,月火水木金土日,4,復,30,2,1,1,\r\n',
    );
    const before = await loadStoredPatterns(s.db, s.schoolId);
    const slots = await storedSlotCount(s);
    const back = await importThroughConsole(s, admin, 'run-pattern', exported.bytes);
    expect(back.counts).toEqual(allUnchanged(slots));
    const sjis = await exportText(admin, 'run-pattern', 'shift_jis');
    expect(sjis.text).toBe(exported.text.slice(1));
    expect((await importThroughConsole(s, admin, 'run-pattern', sjis.bytes)).counts).toEqual(
      allUnchanged(slots),
    );
    expect(await loadStoredPatterns(s.db, s.schoolId)).toEqual(before);
  });

  it('calendar: a dry run writes nothing; both date forms; Shift_JIS and UTF-8 give one calendar; a second import is a no-op', async () => {
    const s = server();
    const admin = await staffClient(s);
    const closed = schoolDay(s, 40);
    const periods = schoolDay(s, 42);
    const other = schoolDay(s, 44);
    const sunday = sundayAfter(s, 40);
    const file =
      CALENDAR_HEAD +
      `${closed},休校,\n` +
      `${slashed(periods)},休校,3\n` +
      `${periods},休校,4\n` +
      `${slashed(sunday)},開校,\n` +
      `${other},開校,\n`;
    const before = await calendarState(s);
    const dry = await importThroughConsole(s, admin, 'calendar', file, { dryRun: true });
    expect(dry).toMatchObject({ applied: false, problemCount: 0 });
    // the ordinary day opened is already open: nothing to store
    expect(dry.counts).toEqual({ added: 3, changed: 0, unchanged: 1, removed: 0 });
    expect(await calendarState(s)).toEqual(before);

    const first = await importThroughConsole(s, admin, 'calendar', asShiftJis(file));
    expect(first).toMatchObject({ applied: true, encoding: 'shift_jis' });
    expect(first.counts).toEqual({ added: 3, changed: 0, unchanged: 1, removed: 0 });
    const after = await calendarState(s);
    expect(after.closures).toContainEqual({ startDate: closed, endDate: closed });
    expect(after.openings).toContainEqual({ date: sunday });
    expect(after.periods.filter((p) => p.date === periods)).toEqual([
      { date: periods, jgn: 3 },
      { date: periods, jgn: 4 },
    ]);
    for (const bytes of [asUtf8(file), asUtf8Bom(file)])
      expect((await importThroughConsole(s, admin, 'calendar', bytes)).counts).toEqual(allUnchanged(4));
    expect(await calendarState(s)).toEqual(after);

    // each date's lines are its whole state: opening the closed day removes its closure, one period reopens
    const changed = await importThroughConsole(
      s,
      admin,
      'calendar',
      CALENDAR_HEAD + `${closed},開校,\n${periods},休校,3\n`,
    );
    expect(changed.counts).toEqual({ added: 0, changed: 1, unchanged: 0, removed: 1 });
    const now = await calendarState(s);
    expect(now.closures).not.toContainEqual({ startDate: closed, endDate: closed });
    expect(now.periods.filter((p) => p.date === periods)).toEqual([{ date: periods, jgn: 3 }]);

    // the calendar screen shows the closed period on its day
    const month = expectOk(
      await admin.post<CalendarMonth>('Admin/GetCalendarMonth', { month: periods.slice(0, 7) }),
    );
    expect(month.days.find((d) => d.date === periods)).toMatchObject({ business: true, closedPeriods: [3] });
  });

  it('calendar: every bad cell by line and column, a day closed and also given lines; nothing is written', async () => {
    const s = server();
    const admin = await staffClient(s);
    const before = await calendarState(s);
    const day = schoolDay(s, 50);
    const today = japanDateKey(s.clock.now());
    const report = await importThroughConsole(
      s,
      admin,
      'calendar',
      CALENDAR_HEAD +
        '2026-13-01,休校,\n' +
        `${addDays(today, -1)},休校,\n` +
        `${addDays(today, 400)},休校,\n` +
        `${day},休み,99\n` +
        `${day},開校,3\n` +
        `${day},休校,\n` +
        `${day},休校,2\n`,
    );
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      { line: 2, column: '日付', message: '日付は 2026-04-01 か 2026/4/1 の形で書いてください。' },
      { line: 3, column: '日付', message: '日付は今日から1年先までにしてください。' },
      { line: 4, column: '日付', message: '日付は今日から1年先までにしてください。' },
      { line: 5, column: '区分', message: '休校 か 開校 で書いてください。' },
      { line: 5, column: '時限', message: expect.stringContaining('時限「99」') },
      { line: 6, column: '時限', message: '開校は日付ごとなので、時限は空にしてください。' },
      { line: 8, column: '区分', message: '7行目と同じ日に、休校（終日）と食い違う行があります。' },
    ]);
    expect(await calendarState(s)).toEqual(before);
  });

  it('calendar: export from today to a year ahead imports back unchanged, a longer closure included', async () => {
    const s = server();
    const admin = await staffClient(s);
    const start = schoolDay(s, 60);
    expectOk(
      await admin.post('Admin/SetCalendarDays', {
        startDate: start,
        endDate: addDays(start, 2),
        open: false,
        reason: '年末',
      }),
    );
    await importThroughConsole(s, admin, 'calendar', CALENDAR_HEAD + `${schoolDay(s, 70)},休校,5\n`);
    const before = await calendarState(s);
    const exported = await exportText(admin, 'calendar');
    expect(exported.text).toContain(`${start},休校,\r\n${addDays(start, 1)},休校,\r\n`);
    expect(exported.text).toContain(`${schoolDay(s, 70)},休校,5\r\n`);
    const dates = new Set(
      exported.text
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(',')[0]),
    );
    const back = await importThroughConsole(s, admin, 'calendar', exported.bytes);
    expect(back.counts).toEqual(allUnchanged(dates.size));
    const sjis = await exportText(admin, 'calendar', 'shift_jis');
    expect((await importThroughConsole(s, admin, 'calendar', sjis.bytes)).counts).toEqual(
      allUnchanged(dates.size),
    );
    expect(await calendarState(s)).toEqual(before);
  });

  it('a closed class period takes no bookings while the day’s other periods stay bookable; its booked runs can be cancelled', async () => {
    const s = server();
    const admin = await staffClient(s);
    const learner = await signedInClient(s, DEMO.load(70).seitoNo, DEMO.load(70).password);
    const [date] = (await bookableDates(learner)).map((d) => d.date);
    const other = await signedInClient(s, DEMO.load(71).seitoNo, DEMO.load(71).password);
    // course 01: the pattern tests above leave its runs as the demo made them
    const served = await stopCodesOf(s, (await runOf(s, date!, 'U0103')).id);
    const busStopCd = served.find((cd) => /^\d+$/.test(cd))!;
    // a booking made before the period is closed
    const early = expectOk(
      await other.post<{ yoyakuId: number }>('Reservation/SaveReservation', {
        date,
        binCd: 'U0103',
        upDown: 1,
        busStopCd,
      }),
    );
    await importThroughConsole(s, admin, 'calendar', CALENDAR_HEAD + `${date},休校,3\n`);

    expectRefusal(
      await learner.post('Reservation/SaveReservation', {
        date,
        binCd: 'U0103',
        upDown: 1,
        busStopCd,
      }),
      950,
      messages.error[950].replace('{date}', shortDate(date!)),
    );
    expectOk(
      await learner.post('Reservation/SaveReservation', {
        date,
        binCd: 'U0104',
        upDown: 1,
        busStopCd,
      }),
    );
    const plan = expectOk(
      await learner.post<TravelPlan>('Reservation/GetTravelTime', {
        fromDate: date,
        toDate: date,
        upDown: 1,
        busStopCd,
      }),
    );
    const cells = plan.days[0]!.cells;
    expect(cells.find((c) => c.jgn === 3)!.status).toBe(CELL_STATUS.NoTrip);
    expect(cells.find((c) => c.jgn === 3)!.trips.every((t) => !t.isNetReservation)).toBe(true);
    expect(cells.find((c) => c.jgn === 5)!.status).toBe(CELL_STATUS.Bookable);

    // the booking made before stays until staff cancel the runs of closed days, which now takes the period's runs
    const result = expectOk(
      await admin.post<CancelRunsOnClosedDaysResult>('Admin/CancelRunsOnClosedDays', {
        startDate: date,
        endDate: date,
      }),
    );
    expect(result.bookings).toBeGreaterThanOrEqual(1);
    const [cancelled] = await s.db
      .select({ cancelledAt: reservations.cancelledAt })
      .from(reservations)
      .where(eq(reservations.id, early.yoyakuId));
    expect(cancelled!.cancelledAt).not.toBeNull();
    const stillBooked = await s.db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.date, date!), eq(reservations.jgn, 4), isNull(reservations.cancelledAt)));
    expect(stillBooked[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
