import { describe, it } from 'vitest';
import { DESKTOP, expectAccessible, useLearnerPages } from './browser';
import { claim } from './owners';
import { signInConsole } from './staff';

claim('admin-mails');

describe('Staff console: メール, the outbox (issue 11 §1) at 1280 × 800', () => {
  const pages = useLearnerPages(DESKTOP);

  it("lists the demo's ride-time mails with their state and text; filters by state", async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    await page
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: 'メール' })
      .click();
    await page.getByRole('heading', { name: 'メール送信状況' }).waitFor();
    const rideMail = page.getByText(/^【みどり自動車学校】送迎予定のお知らせ/).first();
    await rideMail.waitFor();
    await expectAccessible(page);

    // the text opens under its subject
    await rideMail.click();
    await page.getByText('の送迎の時刻が確定しました。').first().waitFor();

    // into the development mailbox (at the plan release) nothing fails
    await page.getByLabel('状態').selectOption({ label: '送信失敗' });
    await page.getByText('該当するメールはありません。').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
