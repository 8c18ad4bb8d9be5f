import { describe, expect, it } from 'vitest';
import type { DayBoard } from '@shared/schemas/admin-board';
import type { BookableRuns, LearnerDetail } from '@shared/schemas/admin-learners';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import { rideDateLabel } from '@client/lib/labels';
import { DESKTOP, expectAccessible, url, useLearnerPages } from './browser';
import { claim } from './owners';
import { consoleCall, DEMO_ADMIN, nextBusinessDayBoard, openLearnerDesk, signInConsole } from './staff';

const { desk } = claim('admin-console-details').learners;

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

  it('a date in the address that is no date opens the usual day, not a fatal error', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard');
    for (const [screen, heading] of [
      ['admin?date=garbage', `日別運行表 ${rideDateLabel(board.date)}`],
      ['admin/plan?date=2026-02-30', `送迎予定の確定 ${rideDateLabel(board.date)}`],
    ] as const) {
      await page.goto(url(screen));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    await page.goto(url('admin/print?date=garbage'));
    await page.getByText('日付が正しく指定されていません。').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('the fix-plan screen takes a typed date on Enter too, not at every keystroke', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    await page.goto(url('admin/plan'));
    const field = page.locator('#plan-date');
    await field.waitFor();
    const shown = await field.inputValue();
    const target = addDays(shown, 7);
    const [year, month, day] = target.split('-');
    await field.focus();
    await page.keyboard.type(`${month}${day}`, { delay: 30 });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get('date')).toBeNull();
    await page.keyboard.type(year!, { delay: 30 });
    expect(await field.inputValue()).toBe(target);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`date=${target}$`));
    await page.getByRole('heading', { level: 1, name: `送迎予定の確定 ${rideDateLabel(target)}` }).waitFor();
    await context.close();
  });

  it('the proxy form words a closed day and a day not open yet as such, and asks for a reason only past the cut-off', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    await openLearnerDesk(page, desk);
    const today = japanDateKey(new Date());
    const sunday = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => addDays(today, n))
      .find((date) => new Date(`${date}T12:00:00+09:00`).getUTCDay() === 0)!;
    const dateField = page.getByLabel('乗車日');
    await dateField.fill(sunday);
    await page.getByText('この日は休校日のため、運行はありません。').waitFor();
    await dateField.fill(addDays(today, 90));
    await page.getByText('この日はまだ予約受付前です。', { exact: false }).waitFor();
    expect(await page.getByText('予約受付は終了しています').count()).toBe(0);
    expect(await page.getByLabel('理由（必須）').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it("a nearly full run prints on one A4 page, and a day's print has one page per run with riders", async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    const board = await nextBusinessDayBoard(page);
    const busiest = [...board.runs].sort((a, b) => b.riders - a.riders)[0]!;
    expect(busiest.riders).toBeGreaterThanOrEqual(busiest.seats.capacity - 1);
    const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    await page.goto(url(`admin/print?date=${board.date}&runId=${busiest.runId}`));
    await page.locator('.print-page').first().waitFor();
    expect(pageCount(await page.pdf({ format: 'A4' }))).toBe(1);
    await page.goto(url(`admin/print?date=${board.date}`));
    await page.locator('.print-page').first().waitFor();
    // runs nobody booked are not printed (issue 26 §5)
    expect(pageCount(await page.pdf({ format: 'A4' }))).toBe(board.runs.filter((r) => r.riders > 0).length);
    await context.close();
  });

  it('a run or learner not of this school is said inside the console, with the way back to the day board', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    for (const screen of ['admin/run?runId=99999999', 'admin/learner?id=99999999']) {
      await page.goto(url(screen));
      await page
        .getByRole('alert')
        .filter({ hasText: 'この画面を開く権限がないか、対象が見つかりません。' })
        .waitFor();
      expect(new URL(page.url()).pathname).not.toMatch(/\/admin\/login$/);
      await page.getByRole('navigation', { name: 'コンソールメニュー' }).waitFor();
      // the screen still says which screen it is
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expectAccessible(page);
    }
    // the print view, outside the console's frame, too
    await page.goto(url(`admin/print?date=${japanDateKey(new Date())}&runId=99999999`));
    await page.getByRole('main').getByText('この画面を開く権限がないか、対象が見つかりません。').waitFor();
    await page.getByRole('heading', { level: 1, name: '送迎名簿' }).waitFor();
    await expectAccessible(page);
    await page.goBack();
    await page.getByRole('link', { name: '日別運行表へ戻る' }).click();
    await page.getByRole('heading', { level: 1, name: /^日別運行表/ }).waitFor();
    await context.close();
  });

  it('a session that ends mid-work goes to the sign-in, which says so and then returns to the screen', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    await page.goto(url(`admin/learners?q=${desk.seitoNo}`));
    const learnerLink = page.getByRole('link', { name: desk.name });
    await learnerLink.waitFor();
    await context.clearCookies();
    await learnerLink.click();
    await page.waitForURL(/\/admin\/login\?/);
    await page
      .getByText('一定時間操作がなかったため、ログアウトしました。もう一度ログインしてください。')
      .waitFor();
    await expectAccessible(page);
    await page.getByLabel('ログインID').fill(DEMO_ADMIN.loginId);
    await page.getByLabel('パスワード').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('heading', { level: 1, name: `${desk.name}（${desk.furigana}）` }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/admin\/learner$/);
    await context.close();
  });

  it('at 1024 px the notice editor keeps both date-time fields inside its card', async () => {
    const { context, page } = await pages.open();
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInConsole(page);
    await page.goto(url('admin/notices'));
    await page.getByRole('button', { name: '新しいお知らせ' }).click();
    const edges = await page.locator('#notice-end').evaluate((input) => ({
      input: input.getBoundingClientRect().right,
      card: input.closest('form')!.getBoundingClientRect().right,
    }));
    expect(edges.input).toBeLessThanOrEqual(edges.card);
    await context.close();
  });

  it('a CSV that cannot be made is said, not dropped silently', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    await page.route('**/api/Admin/ExportManifestCsv', (route) => route.abort());
    await page.getByRole('button', { name: 'この日のCSV' }).click();
    await page.getByRole('alert').filter({ hasText: 'CSVファイルを作成できませんでした。' }).waitFor();
    // the keyboard focus stays on the button, to try again
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('この日のCSV');
    await expectAccessible(page);
    await context.close();
  });

  it('the proxy form asks for a date when none is chosen, says 送信中… at once, and focus follows each action', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    await openLearnerDesk(page, desk);
    const learnerId = Number(new URL(page.url()).searchParams.get('id'));
    const dateField = page.getByLabel('乗車日');
    await dateField.fill('');
    const run = page.getByLabel('便', { exact: true });
    await expect.poll(() => run.locator('option').first().textContent()).toBe('先に乗車日を選んでください');

    const today = japanDateKey(new Date());
    // a day the learner rides on nothing yet: the row cancelled below is then this test's own, never the demo's
    const { bookings } = await consoleCall<LearnerDetail>(page, 'Admin/GetLearner', { learnerId });
    const booked = new Set(bookings.map((b) => b.date));
    let date = '';
    for (let ahead = 2; ahead <= 20 && !date; ahead++) {
      const candidate = addDays(today, ahead);
      if (booked.has(candidate)) continue;
      const runs = await consoleCall<BookableRuns>(page, 'Admin/GetBookableRunsFor', {
        learnerId,
        date: candidate,
        upDown: 1,
      });
      if (runs.day === 'open' && runs.runs.some((r) => r.freeSeats > 0 && r.isNetReservation))
        date = candidate;
    }
    await dateField.fill(date);
    await expect.poll(() => run.locator('option:not([disabled])').count()).toBeGreaterThan(1);
    await run.selectOption((await run.locator('option:not([disabled])').nth(1).getAttribute('value'))!);
    await page.getByLabel('乗降地点').selectOption({ index: 1 });
    await page.route('**/api/Admin/SaveReservationFor', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.getByRole('button', { name: '予約する' }).click();
    await page.getByRole('status').filter({ hasText: '送信中…' }).waitFor({ timeout: 1_000 });
    await page.getByRole('button', { name: '送信中…' }).waitFor({ timeout: 1_000 });
    await page.getByRole('status').filter({ hasText: 'を予約しました。' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/を予約しました。$/);

    const row = page
      .getByRole('row', { name: new RegExp(rideDateLabel(date).replace(/[()]/g, '\\$&')) })
      .first();
    await row.getByRole('button', { name: '取消…' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cancel-reason');
    expect(await page.locator('#cancel-reason').evaluate((el) => el.closest('table') !== null)).toBe(true);
    await page.getByRole('button', { name: 'やめる' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('取消…');
    await row.getByRole('button', { name: '取消…' }).click();
    await page.getByRole('button', { name: '取消する' }).click();
    await page.getByRole('status').filter({ hasText: 'の予約を取り消しました。' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/を取り消しました。$/);
    await expectAccessible(page);
    await context.close();
  });

  it("the sign-in link offers the school's sites, and a refused attempt leaves no old link on screen", async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    await openLearnerDesk(page, desk);
    const site = page.getByRole('region', { name: 'ログインリンクの発行' }).getByLabel('サイト');
    expect(await site.evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await site.locator('option').allTextContents()).toContain('1');
    await page.getByRole('button', { name: 'ログインリンクを発行' }).click();
    await page.getByLabel(/リンク（/).waitFor();
    await page.route('**/api/Admin/IssueSilentLink', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ status: false, error: { code: 105, message: '' }, data: null }),
      }),
    );
    await page.getByRole('button', { name: 'ログインリンクを発行' }).click();
    await page.getByRole('alert').filter({ hasText: 'はこの学校に登録されていません。' }).waitFor();
    expect(await page.getByLabel(/リンク（/).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
