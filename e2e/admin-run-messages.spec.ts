import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import type { DayBoard } from '@shared/schemas/admin-board';
import { PHONE, expectAccessible, expectNoHorizontalScroll } from './browser';
import { apiLearner } from './learner';
import { claim } from './owners';
import { useOwnConsole } from './own-console';
import { consoleCall } from './staff';

const { rider } = claim('admin-run-messages').ownServer.learners;
const SCREENSHOTS = path.resolve('test-results/screenshots');

/**
 * A message to one run's riders (issue 26 §3) on a demo of its own: the dispatcher messages the run
 * of a ride the demo seeded for the rider from its page, and the rider finds it on the phone's menu and in
 * the development mailbox.
 */
describe("A dispatcher messages a run's riders; a rider sees it on the phone and in the mailbox", () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-run-messages-', env: { JOBS_POLL_SECONDS: '1' } });
  let page: Page;
  let runId: number;
  let binName: string;
  let riders: number;
  let date: string;
  const text = () => `${binName}は約15分遅れて運行しています。<b>ご注意</b>ください。`;

  beforeAll(async () => {
    page = own.page;
    // the demo seeds rides for its load learners: the rider's first one from today on
    const api = await apiLearner(rider.seitoNo, rider.password, '1', own.server.baseUrl);
    const [ride] = await api.call<{ date: string; binNm: string }[]>('Reservation/GetReservationList');
    expect(ride, "a demo ride of the rider's").toBeDefined();
    date = ride!.date;
    const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard', { date });
    const run = board.runs.find((r) => r.binName === ride!.binNm);
    if (run) ({ runId, binName, riders } = { runId: run.runId, binName: run.binName, riders: run.riders });
    expect(runId, "the rider's run").toBeDefined();
  });

  it('the run page composes from a template, refuses an empty text, and sends after a confirm naming the riders', async () => {
    await page.goto(own.at(`admin/run?runId=${runId}`));
    const panel = page.getByRole('region', { name: '乗車予定の教習生へのお知らせ' });
    const body = panel.getByRole('textbox', { name: 'メッセージ（200文字まで）' });
    await body.waitFor();
    const dateLabel = formatShortDate(japanInstant(date));
    expect(await body.inputValue()).toBe(
      `${dateLabel}の${binName}は約10分遅れて運行しています。ご迷惑をおかけして申し訳ありません。`,
    );
    await panel.getByRole('radio', { name: '運休' }).check();
    expect(await body.inputValue()).toBe(
      `${dateLabel}の${binName}は運休となります。ご迷惑をおかけして申し訳ありません。`,
    );
    await panel.getByRole('radio', { name: '遅延' }).check();
    await panel.getByText('この便にはまだお知らせを送っていません。').waitFor();
    await expectAccessible(page);
    await own.screenshots('admin-run-messages');

    await body.fill('  ');
    await panel.getByRole('button', { name: '送信する' }).click();
    await panel.getByRole('alert').filter({ hasText: messages.error[962] }).waitFor();

    await body.fill(text());
    expect(await panel.locator('.run-message-preview-body').textContent()).toBe(text());
    await panel.getByRole('button', { name: '送信する' }).click();
    const confirm = page.getByRole('dialog', { name: 'お知らせを送信しますか' });
    await confirm
      .getByText(`${binName}（${dateLabel}）を予約している${riders}名に送信します。`, { exact: false })
      .waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: `${riders}名に送信` }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: `${riders}名に送信しました` })
      .waitFor();
    const row = panel.getByRole('row').filter({ hasText: text() });
    await row.getByRole('cell', { name: '遅延' }).waitFor();
    await row.getByRole('cell', { name: 'admin' }).waitFor();
    await expectAccessible(page);
    await own.screenshots('admin-run-messages-sent');
    const sent = await consoleCall<{ recipients: number }[]>(page, 'Admin/ListRunMessages', { runId });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.recipients).toBe(riders);
  });

  it("a board row's お知らせ opens the same compose in a dialog, which closes back to its button", async () => {
    await page.goto(own.at(`admin?date=${date}`));
    const open = page.getByRole('button', { name: `${binName}の乗車予定者にお知らせを送る` });
    await open.click();
    const dialog = page.getByRole('dialog', { name: `${binName}の乗車予定者へのお知らせ` });
    const body = dialog.getByRole('textbox', { name: 'メッセージ（200文字まで）' });
    await body.waitFor();
    expect(await body.inputValue()).toContain(`${binName}は約10分遅れて運行しています。`);
    await expectAccessible(page);
    await own.screenshots('admin-board-run-message-dialog');
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("the rider's phone menu shows it above the rides, as text", async () => {
    const context = await own.browser.newContext({ ...PHONE, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const phone = await context.newPage();
    try {
      await phone.goto(own.at('sp/login?serviceCode=demo&site=1'));
      await phone.getByLabel('学生番号').fill(rider.seitoNo);
      await phone.getByLabel('パスワード').fill(rider.password);
      await phone.getByRole('button', { name: 'ログイン' }).click();
      const notices = phone.getByRole('region', { name: '運行のお知らせ' });
      await notices.getByText(text(), { exact: true }).waitFor();
      await notices.getByText('遅延', { exact: true }).waitFor();
      expect(await notices.locator('b').count()).toBe(0);
      const above = await phone.evaluate(() => {
        const news = document.getElementById('sp-run-messages')!.getBoundingClientRect().top;
        const rides = document.getElementById('sp-bookings')!.getBoundingClientRect().top;
        return news < rides;
      });
      expect(above).toBe(true);
      await expectAccessible(phone);
      await expectNoHorizontalScroll(phone);
      await phone.screenshot({ path: path.join(SCREENSHOTS, 'sp-menu-run-message-360.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('the mail is in the development mailbox, addressed to the rider', async () => {
    const mailbox = await own.browser.newPage();
    try {
      const mail = mailbox
        .locator('article')
        .filter({ hasText: rider.mailAddress })
        .filter({ hasText: '送迎バス遅延のお知らせ' });
      for (let tries = 0; tries < 30 && (await mail.count()) === 0; tries++) {
        await mailbox.goto(own.at('dev/mailbox'));
        if ((await mail.count()) === 0) await mailbox.waitForTimeout(1000);
      }
      await mail.getByRole('heading', { name: /^【みどり自動車学校】送迎バス遅延のお知らせ（/ }).waitFor();
      const body = await mail.locator('pre').textContent();
      expect(body).toContain(`${rider.furigana} 様`);
      expect(body).toContain(text());
      expect(body).toContain(binName);
    } finally {
      await mailbox.close();
    }
  });
});
