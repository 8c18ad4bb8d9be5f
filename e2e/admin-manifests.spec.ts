import fs from 'node:fs';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, UTF8_BOM } from '@shared/rules/csv';
import { readExcelTextCell } from '@shared/rules/excel-text';
import type { BoardRun, DayBoard, RunManifest } from '@shared/schemas/admin-board';
import type { StaffVehicle } from '@shared/schemas/admin-vehicles';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';
import { consoleCall, nextBusinessDayBoard } from './staff';

claim('admin-manifests');

/** Pages of a PDF Chromium printed: its page objects (not the /Pages tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/**
 * Manifests a driver can use (issue 26 §5) on a demo of its own: a vehicle is assigned to a run,
 * which changes what the shared server's specs see on the board.
 */
describe('A dispatcher prints the day for the drivers and exports it for Excel, at 1280 and 1024 px', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-manifests-' });
  let page: Page;
  let board: DayBoard;
  let busiest: BoardRun;
  let vehicle: StaffVehicle;
  beforeAll(async () => {
    page = own.page;
    board = await nextBusinessDayBoard(page);
    busiest = [...board.runs].sort((a, b) => b.riders - a.riders)[0]!;
    vehicle = (await consoleCall<StaffVehicle[]>(page, 'Admin/GetVehicles'))[0]!;
    await consoleCall(page, 'Admin/AssignVehicle', {
      date: board.date,
      binCd: busiest.binCd,
      vehicleCd: vehicle.vehicleCd,
      // the vehicle may be short of seats or drive another run then: this spec only reads the manifest
      confirm: true,
    });
  });

  it("the run's manifest names its vehicle and driver", async () => {
    await page.goto(own.at(`admin/run?runId=${busiest.runId}`));
    await page
      .getByRole('heading', { level: 1, name: `${busiest.binName}（${busiest.courseName}）の名簿` })
      .waitFor();
    const facts = page.locator('.manifest-facts');
    await facts.getByText(`${vehicle.name}（${vehicle.vehicleCd}・${vehicle.seats}席）`).waitFor();
    // the demo's vehicles have fictional usual drivers
    expect(vehicle.driverName).not.toBe('');
    expect(await facts.locator('div', { hasText: '運転手' }).locator('dd').textContent()).toBe(
      vehicle.driverName,
    );
    await expectAccessible(page);
    await own.screenshots('admin-manifests-run');
  });

  it("a day's print holds one page per run with riders; the option keeps the empty runs", async () => {
    const withRiders = board.runs.filter((r) => r.riders > 0);
    const empty = board.runs.length - withRiders.length;
    expect(withRiders.length).toBeGreaterThan(0);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(own.at(`admin/print?date=${board.date}`));
      await page.locator('.print-page').first().waitFor();
      expect(await page.locator('.print-page').count()).toBe(withRiders.length);
      expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(withRiders.length);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // each page: the vehicle, the time it was printed (Japan time), a box per learner to tick
    const first = page.locator('.print-page').filter({ hasText: busiest.binName }).first();
    await first.getByText(`車両 ${vehicle.name}`).waitFor();
    expect(await first.locator('.print-printed-at').textContent()).toMatch(
      /^印刷 \d{4}年\d{2}月\d{2}日 \d{2}:\d{2}$/,
    );
    expect(await first.locator('.tick-box').count()).toBe(busiest.riders);
    if (empty > 0) await page.getByText(`予約のない ${empty} 便は印刷しません。`).waitFor();
    await expectAccessible(page);
    await own.screenshots('admin-manifests-print');

    await page.getByLabel('予約のない便も印刷する').click();
    expect(await page.getByLabel('予約のない便も印刷する').isChecked()).toBe(true);
    expect(await page.locator('.print-page').count()).toBe(board.runs.length);
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(board.runs.length);
    await expectAccessible(page);
  }, 150_000);

  it('the one run asked for prints on its own page', async () => {
    await page.goto(own.at(`admin/print?date=${board.date}&runId=${busiest.runId}`));
    await page.locator('.print-page').first().waitFor();
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
  });

  it("the day's CSV downloads in UTF-8 and in Shift_JIS, and reads back with its leading zeros", async () => {
    const manifest = await consoleCall<RunManifest>(page, 'Admin/GetRunManifest', { runId: busiest.runId });
    const codes = manifest.stops.filter((s) => s.riders.length > 0).map((s) => s.busStopCd);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    await page.goto(own.at(`admin?date=${board.date}`));
    const button = page.getByRole('button', { name: 'この日のCSV' });
    await button.waitFor();
    for (const [encoding, fileName] of [
      ['utf-8-bom', `送迎名簿_${board.date}.csv`],
      ['shift_jis', `送迎名簿_${board.date}_SJIS.csv`],
    ] as const) {
      await page.getByLabel('CSVの文字コード').selectOption(encoding);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      const bytes = fs.readFileSync(await download.path());
      const text = encoding === 'shift_jis' ? iconv.decode(bytes, 'cp932') : bytes.toString('utf8');
      expect(text.startsWith(UTF8_BOM)).toBe(encoding === 'utf-8-bom');
      const [headers, ...rows] = parseCsv(text);
      expect(headers![8]).toBe('学生番号');
      expect(rows).toHaveLength(board.runs.reduce((n, r) => n + r.riders, 0));
      // written as ="0012" so Excel keeps the zeros; read back, the very codes of the manifest
      const busiestRows = rows.filter((r) => readExcelTextCell(r[3]!) === busiest.binCd);
      expect(busiestRows).toHaveLength(busiest.riders);
      for (const code of codes) {
        expect(busiestRows.some((r) => r[19] === `="${code}"` && readExcelTextCell(r[19]) === code)).toBe(
          true,
        );
      }
      expect(busiestRows.every((r) => r[17] === vehicle.name)).toBe(true);
      expect(rows.every((r) => /^="\d{7}"$/.test(r[8]!))).toBe(true);
    }
    await expectAccessible(page);
    await own.screenshots('admin-manifests-board-csv');
  });
});
