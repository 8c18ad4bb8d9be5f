import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, japanInstant } from '@shared/rules/japan-time';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, PHONE, url, useLearnerPages } from './browser';
import {
  apiLearner,
  bookViaApi,
  freeBookableDay,
  signIn,
  type ApiLearner,
  type ListedBooking,
} from './learner';
import { claim, type DemoLearner } from './owners';

/**
 * Issue 25 §2–3: the menu leads with 予約する (and バスの現在地 on a day the learner rides), the
 * next rides stay compact, and 「ログアウト」 asks first only while a booking is under way.
 */

const { many, flow, desktop } = claim('menu-actions').learners;

/** Full-page pictures for reviewers (CI keeps test-results). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.resolve('test-results/menu-actions', `${name}.png`), fullPage: true });

/** The phone's first screen (PHONE's viewport height). */
const FIRST_SCREEN = 740;

async function rides(api: ApiLearner): Promise<ListedBooking[]> {
  return api.call<ListedBooking[]>('Reservation/GetReservationList');
}

/** Books outbound and return rides on free days until the learner holds at least `count`. */
async function withRides(learner: DemoLearner, count: number): Promise<ListedBooking[]> {
  const api = await apiLearner(learner.seitoNo, learner.password);
  while ((await rides(api)).length < count) {
    const date = await freeBookableDay(api);
    await bookViaApi(api, date, 1);
    if ((await rides(api)).length < count) await bookViaApi(api, date, 2);
  }
  return rides(api);
}

async function openMenu(page: Page, learner: DemoLearner) {
  await signIn(page, 'sp', learner.seitoNo, learner.password);
  await page.waitForURL(/\/sp\/menu/);
  await page.getByRole('region', { name: '予約状況' }).getByRole('listitem').first().waitFor();
}

const actions = (page: Page) => page.locator('.sp-menu-actions');

describe('the smartphone menu leads with actions', () => {
  const learners = useLearnerPages(PHONE);

  it('keeps 予約する on the first screen with seven rides, shows three, and the rest behind すべての予約', async () => {
    const booked = await withRides(many, 7);
    expect(booked.length).toBeGreaterThanOrEqual(7);
    const { context, page } = await learners.open();
    await openMenu(page, many);
    await page.getByLabel('乗車日').waitFor();

    const book = actions(page).getByRole('button', { name: '予約する' });
    const box = (await book.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(FIRST_SCREEN);
    // the ordering: actions, the next rides, the booking form, then the notices
    const top = async (name: string) => (await page.getByRole('heading', { name }).boundingBox())!.y;
    expect(box.y).toBeLessThan(await top('予約状況'));
    expect(await top('予約状況')).toBeLessThan(await top('送迎バスの予約'));
    expect(await top('送迎バスの予約')).toBeLessThan(await top('お知らせ'));

    // no ride today (a ride today is past the booking cut-off, so the API cannot make one): the bus
    // position waits lower on the page rather than at the top
    expect(await actions(page).getByRole('link', { name: 'バスの現在地' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'バスの現在地' }).count()).toBe(1);

    const list = page.getByRole('region', { name: '予約状況' }).getByRole('listitem');
    expect(await list.count()).toBe(3);
    const all = page.getByRole('button', { name: `すべての予約（${booked.length}件）` });
    expect(await all.getAttribute('aria-expanded')).toBe('false');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, 'sp-360-menu-seven-rides');
    await all.click();
    expect(await all.getAttribute('aria-expanded')).toBe('true');
    expect(await list.count()).toBe(booked.length);

    // 予約する brings the learner to the booking form, its heading focused
    await page.evaluate(() => window.scrollTo(0, 0));
    await book.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('送迎バスの予約');
    const form = (await page.getByLabel('乗車日').boundingBox())!;
    expect(form.y).toBeGreaterThanOrEqual(0);
    expect(form.y).toBeLessThan(FIRST_SCREEN);

    // from the plain menu, ログアウト signs out at once
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(/\/sp\/login/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('shows バスの現在地 at the top on a day the learner rides (the phone’s clock on that day)', async () => {
    const [ride] = await withRides(flow, 1);
    const { context, page } = await learners.open();
    // the menu asks the device's clock which day it is; the ride's morning makes it "today"
    await page.clock.setFixedTime(japanInstant(ride!.date, 7 * 60));
    await openMenu(page, flow);
    await actions(page).getByRole('link', { name: 'バスの現在地' }).waitFor();
    expect(await page.getByRole('link', { name: 'バスの現在地' }).count()).toBe(1);
    await expectAccessible(page);
    await shot(page, 'sp-360-menu-ride-today');

    // the day before, no ride today: not at the top
    await page.clock.setFixedTime(japanInstant(addDays(ride!.date, -1), 7 * 60));
    await page.reload();
    await page.getByRole('region', { name: '予約状況' }).getByRole('listitem').first().waitFor();
    await page.getByRole('heading', { name: '送迎バスの予約' }).waitFor();
    expect(await actions(page).getByRole('link', { name: 'バスの現在地' }).count()).toBe(0);
    await context.close();
  });

  it('asks before ログアウト in the booking flow: 予約を続ける keeps the page, ログアウトする signs out', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, flow);
    const select = page.getByLabel('乗車日');
    await select.selectOption({ label: (await select.locator('option').allInnerTexts()).at(-1)! });
    await page.getByLabel('往路（学校行き）').check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/course/);
    await page.getByRole('heading', { name: '乗車地点を探す' }).waitFor();

    const signOut = page.getByRole('button', { name: 'ログアウト' });
    await signOut.click();
    const dialog = page.getByRole('dialog', { name: 'ログアウトしますか？' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('予約はまだ完了していません');
    // focus on the harmless answer
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('予約を続ける');
    await expectAccessible(page);
    await page.screenshot({ path: path.resolve('test-results/menu-actions', 'sp-360-sign-out-dialog.png') });

    await dialog.getByRole('button', { name: '予約を続ける' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/sp\/course/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ログアウト');
    expect(await page.evaluate(() => sessionStorage.getItem('bus.reservationCondition'))).not.toBeNull();

    // Escape answers the same
    await signOut.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/sp\/course/);

    await signOut.click();
    await dialog.getByRole('button', { name: 'ログアウトする' }).click();
    await page.waitForURL(/\/sp\/login/);
    // the login page forgets the booking once it shows, which may be a moment after the address changes
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('bus.reservationCondition')))
      .toBeNull();
    await page.goto(url('sp/menu'));
    await page.waitForURL(/\/sp\/login/);
    await context.close();
  });
});

describe('the desktop top leads with actions', () => {
  const learners = useLearnerPages(DESKTOP);

  it('offers a booking per direction first, three rides, and asks before ログアウト in the flow', async () => {
    const booked = await withRides(desktop, 4);
    const { context, page } = await learners.open();
    await signIn(page, 'pc', desktop.seitoNo, desktop.password);
    await page.waitForURL(/\/pc\/menu/);
    const table = page.getByRole('region', { name: '予約一覧' });
    await table.locator('tbody tr').first().waitFor();
    const main = page.getByRole('main');
    const up = main.getByRole('link', { name: '往路を予約する' });
    const firstRide = (await table.boundingBox())!;
    expect((await up.boundingBox())!.y).toBeLessThan(firstRide.y);
    expect(await main.getByRole('link', { name: '復路を予約する' }).count()).toBe(1);
    expect(await table.locator('tbody tr').count()).toBe(3);
    await expectAccessible(page);
    await shot(page, 'pc-1280-top');
    await page.getByRole('button', { name: `すべての予約（${booked.length}件）` }).click();
    expect(await table.locator('tbody tr').count()).toBe(booked.length);

    await up.click();
    await page.waitForURL(/\/pc\/rsvcond\?upDown=1/);
    await page.getByLabel('コース').selectOption({ label: '北部方面' });
    await page.getByRole('button', { name: 'このコースで探す' }).click();
    await page.waitForURL(/\/pc\/rsvpoint/);
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    await nav.getByRole('button', { name: 'ログアウト' }).click();
    const dialog = page.getByRole('dialog', { name: 'ログアウトしますか？' });
    await dialog.waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.resolve('test-results/menu-actions', 'pc-1280-sign-out-dialog.png') });
    await dialog.getByRole('button', { name: '予約を続ける' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/pc\/rsvpoint/);
    await nav.getByRole('button', { name: 'ログアウト' }).click();
    await dialog.getByRole('button', { name: 'ログアウトする' }).click();
    await page.waitForURL(/\/pc\/login/);
    await context.close();
  });
});
