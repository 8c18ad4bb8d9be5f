import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messages } from '@shared/i18n/messages';
import { PHONE, url, useLearnerPages } from './browser';
import { signIn } from './learner';
import { claim } from './owners';

/**
 * A learner's point registration (issue 12) when the network misbehaves: a lost connection and
 * being offline say so at once where the learner pressed, with the focus kept on the button, and
 * however fast 登録する is pressed one point is sent. Its learner is used by no other spec (owners.ts).
 */

const { learner } = claim('sp-points-network').learners;
const REGISTER = '**/api/BusStopReg/BusStopRegister';
const CHECK = '**/api/BusStopReg/checkBusStopCategory';

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function toConfirmPage(page: Page) {
  await signIn(page, 'sp', learner.seitoNo, learner.password);
  await page.waitForURL(/\/sp\/menu/);
  const category = page.getByLabel('登録する地点の分類');
  const option = category.locator('option', { hasText: '自宅（' });
  await category.selectOption((await option.getAttribute('value'))!);

  // 地点を登録する keeps the keyboard focus while the category is checked
  await page.route(CHECK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const start = page.getByRole('button', { name: /地点を登録する|確認しています/ });
  await start.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '確認しています…' }).waitFor();
  expect(await isFocused(start)).toBe(true);
  await page.waitForURL(/\/sp\/BusStopReg$/);
  await page.unroute(CHECK);

  await page
    .getByRole('application', { name: /乗車する場所を選ぶ地図/ })
    .click({ position: { x: 200, y: 120 } });
  await page.getByRole('textbox', { name: '地点名' }).fill('通信の試験');
  await page.getByRole('button', { name: '次へ' }).click();
  await page.waitForURL(/\/sp\/BusStopCom/);
}

describe('smartphone: registering a point on a bad network', () => {
  const learners = useLearnerPages(PHONE);

  it('says a lost or missing connection plainly, keeps the focus, and sends one point for many presses', async () => {
    const { context, page } = await learners.open();
    await toConfirmPage(page);
    const button = page.getByRole('button', { name: /^(登録する|送信しています…)$/ });
    const notSent = page.getByRole('alert').filter({ hasText: messages.http.notSent });

    // a connection reset on the way
    await page.route(REGISTER, (route) => route.abort('connectionreset'));
    await button.focus();
    await page.keyboard.press('Enter');
    await notSent.waitFor();
    expect(await isFocused(button)).toBe(true);
    expect(await button.innerText()).toBe('登録する');
    await page.unroute(REGISTER);

    // offline: a failure at once, not "sending" until the connection returns
    await context.setOffline(true);
    const pressed = Date.now();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '登録する' }).waitFor();
    await notSent.waitFor();
    expect(Date.now() - pressed).toBeLessThan(5_000);
    expect(await isFocused(button)).toBe(true);
    await context.setOffline(false);

    // a slow answer and fifteen fast presses: one registration, then the menu
    let sent = 0;
    await page.route(REGISTER, async (route) => {
      sent++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    // pressed on until the menu opens: through the answer's second and the moment after it, when
    // the button would be free again while the lists are refreshed
    for (let i = 0; i < 15 || !page.url().includes('/sp/menu'); i++) {
      if (i > 400) break;
      await button.click({ force: true, noWaitAfter: true, timeout: 100 }).catch(() => undefined);
    }
    await page.waitForURL(/\/sp\/menu/);
    await page.getByText('自宅 を登録しました。学校の承認後にご予約いただけます。').waitFor();
    expect(sent).toBe(1);

    await page.goto(url('sp/BusStopEdit'));
    const home = page.getByRole('region', { name: '自宅' }).getByRole('listitem');
    await home.first().getByText('承認待ち').waitFor();
    expect(await home.count()).toBe(1);
    await context.close();
  });
});
