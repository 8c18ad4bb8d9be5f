import { describe, expect, it } from 'vitest';
import type { DayBoard } from '@shared/schemas/admin-board';
import { rideDateLabel } from '@client/lib/labels';
import { DESKTOP, expectAccessible, useLearnerPages } from './browser';
import { consoleCall, signInConsole } from './staff';

describe('Staff console details a reviewer found (issue 10) at 1280 × 800', () => {
  const pages = useLearnerPages(DESKTOP);

  it('a date typed with the keyboard opens that day on Enter; the field stays on screen and keeps focus', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard');
    await page.getByText(`運行 ${board.runs.length} 便`).waitFor();
    const target = board.nextBusinessDay;
    const [year, month, day] = target.split('-');
    const field = page.getByLabel('日付', { exact: true });
    // headless Chromium lays the field out as mm/dd/yyyy and moves on after two digits of month and day
    await field.focus();
    await page.keyboard.type(`${month}${day}`, { delay: 30 });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get('date')).toBeNull();
    await page.keyboard.type(year!, { delay: 30 });
    expect(await field.inputValue()).toBe(target);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`date=${target}$`));
    await page.getByRole('heading', { level: 1, name: `日別運行表 ${rideDateLabel(target)}` }).waitFor();
    const next = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard', { date: target });
    await page.getByText(`運行 ${next.runs.length} 便`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board-date');
    await expectAccessible(page);
    await context.close();
  });
});
