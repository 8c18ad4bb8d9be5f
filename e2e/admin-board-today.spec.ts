import holidayJp from '@holiday-jp/holiday_jp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { DayBoard } from '@shared/schemas/admin-board';
import { rideDateLabel } from '@client/lib/labels';
import { expectAccessible } from './browser';
import { apiLearner, bookViaApi } from './learner';
import { claim } from './owners';
import { useOwnConsole } from './own-console';
import { consoleCall } from './staff';

const { booker: BOOKER } = claim('admin-board-today').ownServer.learners;

/** The first weekday after today that is no national holiday: a business day of the demo school. */
function nextSchoolDay(): string {
  let day = addDays(japanDateKey(new Date()), 1);
  const closed = (d: string) =>
    [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) || Object.hasOwn(holidayJp.holidays, d);
  while (closed(day)) day = addDays(day, 1);
  return day;
}

const DAY = nextSchoolDay();
/**
 * The board reads itself again every 20 s (BOARD_REFRESH_MS). A booking committed just after a read
 * shows at the next one; on a machine this busy (6 suites on 2 cores) that answer itself may take
 * many seconds, so the wait allows a second read before calling the poll broken.
 */
const ONE_REFRESH_MS = 45_000;

const heading = (page: Page, date: string) =>
  page.getByRole('heading', { level: 1, name: `日別運行表 ${rideDateLabel(date)}` });

describe('The board at 09:30 of a school day: today, live (issue 26 §1)', () => {
  const own = useOwnConsole({
    dataPrefix: 'bus-e2e-board-today-',
    env: { CLOCK_START: `${DAY}T09:30:00+09:00` },
  });
  let page: Page;
  let today: DayBoard;

  beforeAll(async () => {
    page = own.page;
    today = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard');
  });

  it("opens on today's board with each run's vehicle and state, empty runs folded", async () => {
    expect(today.date).toBe(DAY);
    await heading(page, DAY).waitFor();
    await page.getByText(/^\d{2}:\d{2}:\d{2} 更新（自動更新）$/).waitFor();
    const empty = today.runs.filter((r) => r.riders === 0).length;
    expect(empty).toBeGreaterThan(0);
    await page.getByText(`予約のない便 ${empty}便`, { exact: true }).waitFor();
    const withRiders = today.runs.filter((r) => r.riders > 0);
    expect(await page.locator('.board-table tbody tr').count()).toBe(withRiders.length);
    const first = withRiders[0]!;
    const row = page.getByRole('row', { name: new RegExp(first.binName) }).first();
    if (first.vehicle) await row.getByText(first.vehicle.name).waitFor();
    await row.getByText({ before: '運行前', running: '運行中', ended: '運行終了' }[first.state!]).waitFor();
    await row.getByRole('link', { name: `${first.binName}の名簿` }).waitFor();
    await expectAccessible(page);
    await own.screenshots('admin-board-today');

    await page.getByRole('button', { name: '予約のない便を表示' }).click();
    expect(await page.locator('.board-table tbody tr').count()).toBe(today.runs.length);
    await expectAccessible(page);
    await own.screenshots('admin-board-today-unfolded');
    await page.getByRole('button', { name: '予約のない便を隠す' }).click();
    expect(await page.locator('.board-table tbody tr').count()).toBe(withRiders.length);
  });

  it('明日 opens the next business day; a booking made elsewhere shows within one refresh, without reload', async () => {
    await page.getByRole('button', { name: '明日', exact: true }).click();
    await page.waitForURL(new RegExp(`date=${today.tomorrow}$`));
    await heading(page, today.tomorrow).waitFor();
    const before = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard', { date: today.tomorrow });
    const riders = before.runs.reduce((n, r) => n + r.riders, 0);
    await page.getByText(`予約 ${riders} 件`, { exact: true }).waitFor();
    const updated = await page.locator('.board-freshness').textContent();

    const booker = await apiLearner(BOOKER.seitoNo, BOOKER.password, '1', own.server.baseUrl);
    await bookViaApi(booker, today.tomorrow, 1);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByText(`予約 ${riders + 1} 件`, { exact: true }).waitFor({ timeout: ONE_REFRESH_MS });
    expect(navigations).toEqual([]);
    expect(await page.locator('.board-freshness').textContent()).not.toBe(updated);
    // another day's runs are not on the road yet: no 運行前 / 運行中 / 運行終了
    expect(await page.getByText(/^運行(前|中|終了)$/).count()).toBe(0);
    await expectAccessible(page);
    await own.screenshots('admin-board-tomorrow-live');

    await page.getByRole('button', { name: '今日', exact: true }).click();
    await page.waitForURL(new RegExp(`date=${DAY}$`));
    await heading(page, DAY).waitFor();
    await page
      .getByText(/^運行(前|中|終了)$/)
      .first()
      .waitFor();
  });
});

describe('The board at 17:30 of a school day: the next business day (issue 26 §1)', () => {
  const own = useOwnConsole({
    dataPrefix: 'bus-e2e-board-evening-',
    env: { CLOCK_START: `${DAY}T17:30:00+09:00` },
  });

  it('opens on the next business day; 今日 still shows today, with its runs ended or running late', async () => {
    const { page } = own;
    const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard');
    expect(board.today).toBe(DAY);
    expect(board.date).toBe(board.tomorrow);
    await heading(page, board.tomorrow).waitFor();
    await expectAccessible(page);
    await own.screenshots('admin-board-evening');
    await page.getByRole('button', { name: '今日', exact: true }).click();
    await heading(page, DAY).waitFor();
  });
});
