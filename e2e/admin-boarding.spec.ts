import fs from 'node:fs';
import holidayJp from '@holiday-jp/holiday_jp';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@shared/rules/csv';
import { readExcelTextCell } from '@shared/rules/excel-text';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { BoardingStats } from '@shared/schemas/admin-boarding';
import type { DayBoard, RunManifest } from '@shared/schemas/admin-board';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { busRuns, reservations, rideBoardings, schools } from '@server/db/schema';
import { seedDemo } from '@server/demo/seed';
import { createPasswordHasher } from '@server/domain/auth/password-hash';
import { readEnv } from '@server/env';
import { loadSecrets } from '@server/secrets';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';
import { consoleCall } from './staff';

claim('admin-boarding');

const closed = (d: string) =>
  [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) || Object.hasOwn(holidayJp.holidays, d);

/** The first weekday after today that is no national holiday: a business day of the demo school. */
function nextSchoolDay(): string {
  let day = addDays(japanDateKey(new Date()), 1);
  while (closed(day)) day = addDays(day, 1);
  return day;
}

/** The day the console looks at (its evening: every run of it has come in) and the week before it. */
const DAY = nextSchoolDay();
const FIRST = addDays(DAY, -7);

type Counts = { booked: number; boarded: number; absent: number; notRiding: number; unconfirmed: number };
/** what the fixture wrote per day, to hold the screens against */
const written = new Map<string, Counts>();

/**
 * The demo seeded a week before DAY (so the week's runs and bookings exist), then every active
 * booking from then to DAY given a mark as a driver's phone and the learners would leave them, in
 * booking order: of each ten, one 不在, one 「乗りません」 untapped, one untapped, one 「乗りません」
 * who rode after all (乗車), six 乗車.
 */
async function prepare(dataDir: string): Promise<Record<string, string>> {
  const secrets = loadSecrets(readEnv({ DATA_DIR: dataDir }));
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    const db = database.db;
    await seedDemo(db, createPasswordHasher(secrets.passwordPepper, 10), japanInstant(FIRST, 9 * 60));
    const [school] = await db.select().from(schools).where(eq(schools.serviceCode, 'demo'));
    const rows = await db
      .select({
        id: reservations.id,
        runId: reservations.runId,
        date: busRuns.date,
        start: busRuns.planStartMinutes,
      })
      .from(reservations)
      .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
      .where(
        and(
          eq(busRuns.schoolId, school!.id),
          gte(busRuns.date, FIRST),
          lte(busRuns.date, DAY),
          isNull(reservations.cancelledAt),
        ),
      )
      .orderBy(asc(reservations.id));
    const boardings: (typeof rideBoardings.$inferInsert)[] = [];
    const notRiding: number[] = [];
    rows.forEach((r, i) => {
      const counts = written.get(r.date) ?? {
        booked: 0,
        boarded: 0,
        absent: 0,
        notRiding: 0,
        unconfirmed: 0,
      };
      written.set(r.date, counts);
      counts.booked++;
      const at = japanInstant(r.date, r.start);
      const tap = (state: 'boarded' | 'absent') =>
        boardings.push({
          reservationId: r.id,
          schoolId: school!.id,
          runId: r.runId,
          state,
          tappedAt: at,
          recordedAt: at,
        });
      switch (i % 10) {
        case 0:
          tap('absent');
          counts.absent++;
          break;
        case 1:
          notRiding.push(r.id);
          counts.notRiding++;
          break;
        case 2:
          counts.unconfirmed++;
          break;
        case 3:
          notRiding.push(r.id);
          tap('boarded');
          counts.boarded++;
          break;
        default:
          tap('boarded');
          counts.boarded++;
      }
    });
    for (let i = 0; i < boardings.length; i += 500)
      await db.insert(rideBoardings).values(boardings.slice(i, i + 500));
    for (const id of notRiding)
      await db
        .update(reservations)
        .set({ notRidingAt: japanInstant(FIRST, 8 * 60) })
        .where(eq(reservations.id, id));
  } finally {
    await database.close();
  }
  expect(written.get(DAY)?.absent).toBeGreaterThan(0);
  return { CLOCK_START: `${DAY}T19:30:00+09:00` };
}

describe('Boarding on the console: the board, the manifests, 乗車実績 (issue 27 §5)', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-boarding-', beforeStart: prepare });
  let page: Page;
  let run: DayBoard['runs'][number];

  beforeAll(async () => {
    page = own.page;
    const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard', { date: DAY });
    // the run of the day with the most kinds of marks, then the most riders
    const kinds = (r: typeof run) => Object.values(r.marks).filter((n) => n > 0).length;
    run = [...board.runs].sort((a, b) => kinds(b) - kinds(a) || b.riders - a.riders)[0]!;
    expect(kinds(run)).toBeGreaterThanOrEqual(3);
  });

  it("the board says each run's riders per mark, as text", async () => {
    await page.goto(own.at(`admin?date=${DAY}`));
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `${run.binName}の名簿` }) });
    for (const [word, count] of [
      ['乗車', run.marks.boarded],
      ['不在', run.marks.absent],
      ['乗りません', run.marks.notRiding],
      ['未確認', run.marks.unconfirmed],
    ] as const)
      await row.getByText(`${word} ${count}`, { exact: true }).waitFor();
    const day = written.get(DAY)!;
    const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard', { date: DAY });
    const sum = (key: keyof DayBoard['runs'][number]['marks']) =>
      board.runs.reduce((n, r) => n + r.marks[key], 0);
    expect([sum('boarded'), sum('absent'), sum('notRiding'), sum('unconfirmed')]).toEqual([
      day.boarded,
      day.absent,
      day.notRiding,
      day.unconfirmed,
    ]);
    await expectAccessible(page);
    await own.screenshots('admin-boarding-board');
  });

  it("a run's manifest and its print show each rider's mark in words, 乗りません struck through, with a legend", async () => {
    const manifest = await consoleCall<RunManifest>(page, 'Admin/GetRunManifest', { runId: run.runId });
    const riders = manifest.stops.flatMap((s) => s.riders);
    const told = riders.find((r) => r.notRiding && r.boarding !== 'boarded')!;
    const cameAnyway = riders.find((r) => r.notRiding && r.boarding === 'boarded');
    const absent = riders.find((r) => r.boarding === 'absent' && !r.notRiding)!;
    for (const path of [`admin/run?runId=${run.runId}`, `admin/print?date=${DAY}&runId=${run.runId}`]) {
      await page.goto(own.at(path));
      const rowOf = (seitoNo: string) => page.getByRole('row').filter({ hasText: seitoNo });
      await rowOf(told.seitoNo).getByText('乗りません', { exact: true }).waitFor();
      expect(await rowOf(told.seitoNo).locator('s', { hasText: told.name }).count()).toBe(1);
      await rowOf(absent.seitoNo).getByText('不在', { exact: true }).waitFor();
      if (cameAnyway) {
        await rowOf(cameAnyway.seitoNo).getByText('乗車', { exact: true }).waitFor();
        expect(await rowOf(cameAnyway.seitoNo).locator('s').count()).toBe(0);
      }
      await page.getByRole('heading', { name: '乗車状況の見かた' }).waitFor();
      await expectAccessible(page);
      await own.screenshots(path.startsWith('admin/run') ? 'admin-boarding-run' : 'admin-boarding-print');
    }
  });

  it("the run's CSV carries 乗車状況 and 乗りません連絡 for every rider", async () => {
    const manifest = await consoleCall<RunManifest>(page, 'Admin/GetRunManifest', { runId: run.runId });
    await page.goto(own.at(`admin/run?runId=${run.runId}`));
    const button = page.getByRole('button', { name: 'この便のCSV' });
    await page.getByLabel('CSVの文字コード').selectOption('shift_jis');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const [headers, ...rows] = parseCsv(iconv.decode(fs.readFileSync(await download.path()), 'cp932'));
    expect(headers!.slice(-2)).toEqual(['乗車状況', '乗りません連絡']);
    const words = { boarded: '乗車', absent: '不在', notRiding: '乗りません', unconfirmed: '未確認' };
    const expected = manifest.stops
      .flatMap((s) => s.riders)
      .map((r) => [
        r.seitoNo,
        r.boarding === 'boarded' ? words.boarded : r.notRiding ? words.notRiding : words[r.boarding],
        r.notRiding ? '○' : '',
      ]);
    expect(rows.map((r) => [readExcelTextCell(r[8]!), ...r.slice(-2)])).toEqual(expected);
  });

  it('乗車実績 draws bookings against boarded per day from the stored rows, with its table and CSV', async () => {
    await own.menuLink('乗車実績').click();
    await page.getByRole('heading', { level: 1, name: '乗車実績' }).waitFor();
    await page.getByText('予約が自動で制限されることはありません').waitFor();
    const chart = page.getByRole('img', { name: /日別の予約数と乗車数の棒グラフ/ });
    await chart.waitFor();
    // the last four weeks up to today (DAY on this server's clock)
    expect(await page.getByLabel('開始日').inputValue()).toBe(addDays(DAY, -27));
    expect(await page.getByLabel('終了日').inputValue()).toBe(DAY);
    const stats = await consoleCall<BoardingStats>(page, 'Admin/GetBoardingStats', {
      from: addDays(DAY, -27),
      to: DAY,
    });
    expect(stats.days.map((d) => d.date)).toEqual([...written.keys()].sort());
    for (const day of stats.days) {
      expect(day).toEqual({ date: day.date, ...written.get(day.date) });
      for (const kind of ['booked', 'boarded'] as const) {
        const bar = chart.locator(`rect[data-date="${day.date}"][data-kind="${kind}"]`);
        expect(await bar.getAttribute('data-count')).toBe(String(written.get(day.date)![kind]));
        expect(await bar.locator('title').textContent()).toMatch(
          new RegExp(`${kind === 'booked' ? '予約' : '乗車'} ${written.get(day.date)![kind]}件$`),
        );
      }
    }
    const total = [...written.values()].reduce((n, c) => n + c.booked, 0);
    expect(await chart.getAttribute('aria-label')).toContain(`予約 ${total} 件`);
    const dayRow = page.getByRole('row', { name: new RegExp(`^${Number(DAY.slice(5, 7))}月`) }).first();
    await dayRow.waitFor();
    await page.getByRole('table', { name: '不在または「乗りません」のある受講生（不在の多い順）' }).waitFor();
    await expectAccessible(page);
    await own.screenshots('admin-boarding-stats');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'この期間のCSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`乗車実績_${addDays(DAY, -27)}_${DAY}.csv`);
    const rows = parseCsv(fs.readFileSync(await download.path(), 'utf8')).map((r) =>
      r.map(readExcelTextCell),
    );
    const c = written.get(DAY)!;
    expect(rows.find((r) => r[0] === DAY)).toEqual(
      [DAY, c.booked, c.boarded, c.absent, c.notRiding, c.unconfirmed].map(String),
    );
  });

  it('a period longer than 93 days is refused in words', async () => {
    await page.getByLabel('開始日').fill(addDays(DAY, -100));
    await page.getByRole('button', { name: '集計する' }).click();
    await page.getByText(/93日以内で指定してください/).waitFor();
    await expectAccessible(page);
  });
});
