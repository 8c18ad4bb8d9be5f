import holidayJp from '@holiday-jp/holiday_jp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';

const { ownServer } = claim('admin-learner-desk');
const main = ownServer.learners.main;

/** The next weekday that is no national holiday: the demo runs its buses then. */
function nextServiceDay(): string {
  let date = addDays(japanDateKey(new Date()), 1);
  for (;;) {
    const weekday = new Date(`${date}T12:00:00+09:00`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !Object.hasOwn(holidayJp.holidays, date)) return date;
    date = addDays(date, 1);
  }
}

const serviceDay = nextServiceDay();

/**
 * The learner desk (issue 26 §2, §6) on a demo of its own whose clock stands at 10:00 on a service
 * day: staff find 山田 by kanji, book him on a run of that same day that has not left (a second
 * booking of the same lesson is refused, and shown as an error), and give him a temporary password
 * that is shown once.
 */
describe('The learner desk: finding 山田, same-day help, a temporary password', () => {
  const own = useOwnConsole({
    dataPrefix: 'bus-e2e-learner-desk-',
    env: { CLOCK_START: `${serviceDay}T10:00:00+09:00` },
  });
  let page: Page;

  beforeAll(async () => {
    page = own.page;
    await own.menuLink('教習生サポート').click();
    await page.getByRole('heading', { name: '教習生サポート', level: 1 }).waitFor();
  });

  it('search 山田 finds the main learner with his phone number', async () => {
    await page.getByLabel('氏名・ふりがな・学生番号・携帯電話番号').fill('山田');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(main.seitoNo) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('090-0000-1234');
    await expectAccessible(page);
    await own.screenshots('admin-learner-desk-search');
    await row.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: /山田 太郎/ }).waitFor();
  });

  it('books a run of today that has not left, and shows a second booking of the lesson as an error', async () => {
    await expect(page.getByText('登録済み', { exact: true }).count()).resolves.toBe(1);
    const form = page.locator('form.proxy-form');
    await form.getByLabel('乗車日').fill(serviceDay);
    await form.getByRole('radio', { name: /復路/ }).check();
    await form
      .locator('#proxy-run option:not([value=""]):not([disabled])')
      .first()
      .waitFor({ state: 'attached' });
    const choose = async () => {
      // the day's last runs: the demo's own bookings of the main learner are in periods 1–4
      const binCd = await form
        .locator('#proxy-run option:not([value=""]):not([disabled])')
        .last()
        .getAttribute('value');
      await form.getByLabel('便', { exact: true }).selectOption(binCd!);
      const stop = await form.locator('#proxy-stop option:not([value=""])').first().getAttribute('value');
      await form.getByLabel('乗降地点').selectOption(stop!);
      await form.getByLabel('理由（必須）').fill('本人から電話（当日）');
      return binCd!;
    };
    // today's runs that have left are offered, marked and not choosable
    await expect(
      form.locator('#proxy-run option[disabled]', { hasText: '出発済み' }).count(),
    ).resolves.toBeGreaterThan(0);
    const binCd = await choose();
    await form.getByRole('button', { name: '予約する' }).click();
    const done = form.getByRole('status').filter({ hasText: 'を予約しました。' });
    await done.waitFor();
    await expect(done.getAttribute('class')).resolves.toContain('status-banner');
    await expectAccessible(page);
    await own.screenshots('admin-learner-desk-booked');

    // the same lesson again: refused by the one-ride-per-lesson rule, in a red alert, never green
    await form.getByLabel('便', { exact: true }).selectOption(binCd);
    const stop = await form.locator('#proxy-stop option:not([value=""])').first().getAttribute('value');
    await form.getByLabel('乗降地点').selectOption(stop!);
    await form.getByLabel('理由（必須）').fill('本人から電話（当日）');
    await form.getByRole('button', { name: '予約する' }).click();
    const refusal = form.getByRole('alert').filter({ hasText: messages.error[320] });
    await refusal.waitFor();
    await expect(refusal.getAttribute('class')).resolves.toContain('alert-error');
    await expect(form.locator('.status-banner').count()).resolves.toBe(0);
    await expectAccessible(page);
    await own.screenshots('admin-learner-desk-refused');
  });

  it('a temporary password is shown once, after a confirm', async () => {
    await page.getByRole('button', { name: '仮のパスワードを発行…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '発行する' }).click();
    const shown = page.locator('.temporary-password output');
    await shown.waitFor();
    await expect(shown.textContent()).resolves.toMatch(/^[a-z2-9]{8}$/);
    await expectAccessible(page);
    await own.screenshots('admin-learner-desk-password');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /山田 太郎/ }).waitFor();
    await expect(page.locator('.temporary-password').count()).resolves.toBe(0);
    // the password-changed notice is among his recent mails
    await page
      .getByRole('region', { name: /最近のメール/ })
      .getByText('パスワード変更のお知らせ')
      .first()
      .waitFor();
  });
});
