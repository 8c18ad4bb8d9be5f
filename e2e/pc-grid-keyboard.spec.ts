import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contextOptions, DESKTOP, expectAccessible, launchBrowser, useLearnerPages } from './browser';
import { apiLearner, expectGreeting, openGrid, signIn, type ListedBooking } from './learner';
import { claim } from './owners';

const { keyboard, viewer } = claim('pc-grid-keyboard').learners;

/** What has focus: the grid cell it is in (a cell itself, or the button of a cell that can be chosen). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const cell = active?.closest('td.pc-cell');
    return {
      inGrid: Boolean(active?.closest('table.pc-grid')),
      tag: active?.tagName ?? '',
      text: active?.textContent ?? '',
      date: cell?.getAttribute('data-date') ?? '',
      jgn: Number(cell?.getAttribute('data-jgn')),
      status: Number(cell?.getAttribute('data-status')),
      label: active?.querySelector('.visually-hidden')?.textContent ?? '',
      disabled: active?.getAttribute('aria-disabled') ?? '',
    };
  });
}

/** Row and column (from 0) of a cell of the grid, counted as the arrows count them. */
async function positionOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((td) => ({
    row: (td.parentElement as HTMLTableRowElement).sectionRowIndex,
    col: (td as HTMLTableCellElement).cellIndex - 1,
  }));
}

/** From anywhere in the grid to a cell with the keyboard: Ctrl+Home, then down and right. */
async function arrowTo(page: Page, at: { row: number; col: number }) {
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < at.row; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < at.col; i++) await page.keyboard.press('ArrowRight');
}

/** Presses Tab until `reached` holds for the focused element, at most `limit` times; answers how many. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, limit = 40): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await reached()) return presses;
  }
  throw new Error(`not reached with ${limit} Tabs`);
}

interface TravelCell {
  jgn: number;
  status: number;
  trips: { isNetReservation: boolean; isBusLimit: boolean }[];
}

/** 北上尾駅東口 on the 北部方面 course (src/server/demo/seed/demo-network.ts). */
const NORTH_AGEO_STATION = '0019';

const coursePoint = async (page: Page) => {
  await page.getByLabel('コース').selectOption({ label: '北部方面' });
  await page.getByRole('button', { name: 'このコースで探す' }).click();
  await page.waitForURL(/\/pc\/rsvpoint/);
  await page.getByRole('button', { name: '北上尾駅東口 を選択' }).click();
};

describe('desktop grid: arrow keys between cells, and a grid that fits or scrolls inside itself', () => {
  const learners = useLearnerPages(DESKTOP);

  it('books with the keyboard only: one Tab into the grid, arrows to a cell, Enter, then on to the confirmation', async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'pc', keyboard.seitoNo, keyboard.password);
    await page.waitForURL(/\/pc\/menu/);
    await expectGreeting(page, keyboard.furigana);
    await openGrid(page, '往路の予約', coursePoint);
    expect(await page.getByRole('grid', { name: '往路：乗車日と時限' }).count()).toBe(1);
    await expectAccessible(page);

    // one Tab stop for the whole grid, on the first cell that can be chosen
    expect(await page.locator('table.pc-grid [tabindex="0"]').count()).toBe(1);
    await page.getByRole('button', { name: '乗車地点を選び直す' }).focus();
    await tabUntil(page, async () => (await focused(page)).inGrid, 1);
    const first = await focused(page);
    expect(first.tag).toBe('BUTTON');
    expect([1, 3, 5]).toContain(first.status);
    await page.keyboard.press('Tab');
    expect((await focused(page)).inGrid).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).date).toBe(first.date);

    // Ctrl+End: the last period of the last date; Home: the first period of that row
    const lastDate = await page
      .locator('table.pc-grid tbody tr')
      .last()
      .locator('td')
      .first()
      .getAttribute('data-date');
    const lastJgn = Number(await page.locator('table.pc-grid thead th').count()) - 1;
    await page.keyboard.press('Control+End');
    expect(await focused(page)).toMatchObject({ date: lastDate, jgn: lastJgn });
    await page.keyboard.press('Home');
    expect(await focused(page)).toMatchObject({ date: lastDate, jgn: 1 });

    // a grey cell takes focus, says its date, period and why, and does nothing on Enter or Space
    await arrowTo(page, await positionOf(page, 'td.pc-cell-7:not(.pc-cell-full) >> nth=0'));
    const grey = await focused(page);
    expect(grey).toMatchObject({ tag: 'TD', status: 7, disabled: 'true' });
    expect(grey.label).toMatch(/^\d+月\d+日\(.\) \d時限 便なし/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(page.url()).toMatch(/\/pc\/rsvselect$/);
    expect((await focused(page)).date).toBe(grey.date);

    // a grey cell with buses that cannot be taken says why (the demo fills one run a day and takes one off the net)
    const api = await apiLearner(keyboard.seitoNo, keyboard.password);
    const dates = await page
      .locator('table.pc-grid td[data-jgn="1"]')
      .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-date')!));
    const plan = await api.call<{ days: { date: string; cells: TravelCell[] }[] }>(
      'Reservation/GetTravelTime',
      {
        fromDate: dates[0],
        toDate: dates[dates.length - 1],
        upDown: 1,
        busStopCd: NORTH_AGEO_STATION,
      },
    );
    const idle = plan.days
      .flatMap((day) => day.cells.map((cell) => ({ date: day.date, ...cell })))
      .find((cell) => cell.status === 7 && cell.trips.length > 0);
    expect(idle, 'a grey cell with buses').toBeDefined();
    // every bus off the net: 便なし and why; every bus on the net full: 満席 of its own (issue 25)
    const state = idle!.trips.every((t) => !t.isNetReservation) ? '便なし（ネット予約対象外）' : '満席';
    await arrowTo(page, await positionOf(page, `td[data-date="${idle!.date}"][data-jgn="${idle!.jgn}"]`));
    expect((await focused(page)).label).toContain(`${idle!.jgn}時限 ${state}`);

    // the last date's first period (never one of the demo's busy runs), reached with the arrows
    const target = 'td.pc-cell-1[data-jgn="1"] >> nth=-1';
    const date = (await page.locator(target).getAttribute('data-date'))!;
    await arrowTo(page, await positionOf(page, target));
    const chosen = await focused(page);
    expect(chosen).toMatchObject({ tag: 'BUTTON', date, jgn: 1, status: 1 });
    expect(chosen.label).toContain('1時限 予約可');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pc\/rsvtime\?jgn=1/);
    await page.getByRole('group', { name: '便を選択してください' }).waitFor();
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);

    await tabUntil(page, async () => (await focused(page)).text === '予約する');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pc\/rsvnotice/);
    await page.getByText('往路を予約しました', { exact: false }).waitFor();
    await expectAccessible(page);

    const bookings = await api.call<ListedBooking[]>('Reservation/GetReservationList');
    expect(bookings.filter((b) => b.date === date && b.upDown === 1 && b.jgn === 1)).toHaveLength(1);
    await context.close();
  });

  it('shows every period at 1280 px without scrolling', async () => {
    const { context, page } = await learners.open();
    await signIn(page, 'pc', viewer.seitoNo, viewer.password);
    await page.waitForURL(/\/pc\/menu/);
    await openGrid(page, '往路の予約', coursePoint);
    const layout = await page.evaluate(() => {
      const box = document.querySelector('.pc-grid-scroll')!;
      const lastHeader = document.querySelector('table.pc-grid thead th:last-child')!.getBoundingClientRect();
      const lastCell = document
        .querySelector('table.pc-grid tbody tr td:last-child')!
        .getBoundingClientRect();
      return {
        viewport: window.innerWidth,
        box: box.getBoundingClientRect().right,
        overflow: box.scrollWidth - box.clientWidth,
        lastHeader: [lastHeader.left, lastHeader.right],
        lastCell: [lastCell.left, lastCell.right],
      };
    });
    expect(layout.overflow).toBeLessThanOrEqual(0);
    for (const [left, right] of [layout.lastHeader, layout.lastCell]) {
      expect(left).toBeGreaterThan(0);
      expect(right).toBeLessThanOrEqual(layout.box);
      expect(right).toBeLessThanOrEqual(layout.viewport);
    }
    await context.close();
  });

  // at 150 % (853 px) the menu now sits above the grid, which then fits: 200 % is where it must scroll (issue 25)
  it('at 200% zoom (640 px) scrolls inside its own box with the dates and periods kept in view, never the page', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext(
      contextOptions({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }),
    );
    const page = await context.newPage();
    await signIn(page, 'pc', viewer.seitoNo, viewer.password);
    await page.waitForURL(/\/pc\/menu/);
    await openGrid(page, '往路の予約', coursePoint);
    await expectAccessible(page);
    const pageOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await pageOverflow()).toBeLessThanOrEqual(0);

    const box = page.locator('.pc-grid-scroll');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await box.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
    const sticky = await box.evaluate((el) => {
      const frame = el.getBoundingClientRect();
      const rows = [...el.querySelectorAll('tbody tr')];
      // the first row still drawn below the sticky header: its date must sit at the left edge
      const header = el.querySelector('thead th:last-child')!.getBoundingClientRect();
      const row = rows.find((r) => r.getBoundingClientRect().top >= header.bottom - 1)!;
      const date = row.querySelector('th')!.getBoundingClientRect();
      return {
        scrolled: [el.scrollLeft, el.scrollTop],
        dateLeft: date.left - frame.left - el.clientLeft,
        headerTop: header.top - frame.top - el.clientTop,
        headerRight: frame.right - header.right,
      };
    });
    expect(sticky.scrolled[0]).toBeGreaterThan(0);
    expect(sticky.scrolled[1]).toBeGreaterThan(0);
    expect(Math.abs(sticky.dateLeft)).toBeLessThanOrEqual(1);
    expect(Math.abs(sticky.headerTop)).toBeLessThanOrEqual(1);
    expect(sticky.headerRight).toBeGreaterThanOrEqual(0);
    expect(await pageOverflow()).toBeLessThanOrEqual(0);

    // a cell reached with the arrows is scrolled clear of the sticky date column
    await box.evaluate((el) => el.scrollTo(el.scrollWidth, 0));
    await page.getByRole('button', { name: '乗車地点を選び直す' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+Home');
    const clear = await page.evaluate(() => {
      const cell = document.activeElement!.closest('td')!.getBoundingClientRect();
      const date = document.querySelector('table.pc-grid tbody th')!.getBoundingClientRect();
      const header = document.querySelector('table.pc-grid thead th')!.getBoundingClientRect();
      return { left: cell.left - date.right, top: cell.top - header.bottom };
    });
    expect(clear.left).toBeGreaterThanOrEqual(-1);
    expect(clear.top).toBeGreaterThanOrEqual(-1);
    await browser.close();
  });
});
