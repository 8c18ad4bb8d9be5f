import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import type { BusOperationStatus } from '@shared/schemas/location';
import { DESKTOP, expectAccessible, PHONE, url, useLearnerPages } from './browser';
import { apiLearner, bookViaApi, freeBookableDay, openGrid, signIn, unfoldRides } from './learner';
import { claim, type DemoLearner } from './owners';
import { answerWith, SCRIPTED_FIX, SCRIPTED_RUN, SCRIPTED_STOP } from './scripted-buses';
import { consoleCall, signInConsole } from './staff';

/**
 * Every learner screen, walked once per device: no sideways scroll at the narrow width (320 px
 * on the phone; 853 px on the desktop, i.e. 1280 px at 150% page zoom) nor at 200 % zoom (a
 * 180 px-wide phone — 360 px with text scaled to 200 % —, 640 px on the desktop), axe-core clean,
 * and full-page PNGs at the usual width (360 px, 1280 px) and at 200 % ('-200') into SCREENSHOTS
 * for reviewers (CI keeps them).
 */

const SCREENSHOTS = path.resolve('test-results/screenshots');
// each screen is laid out and photographed three times: a walk takes longer than one test usually may
vi.setConfig({ testTimeout: 180_000 });
const { phone, desktop, points, buses } = claim('screens').learners;

interface Widths {
  narrow: number;
  /** the usual width at 200 % zoom */
  zoomed: number;
  shot: number;
  prefix: string;
}

const SP: Widths = { narrow: 320, zoomed: 180, shot: 360, prefix: 'sp' };
const PC: Widths = { narrow: 853, zoomed: 640, shot: 1280, prefix: 'pc' };

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Checks the screen at the narrow width and at 200 % zoom (photographed there too), then
 * photographs it at the usual width and runs axe-core. A screen that scrolls sideways at 200 %
 * is reported without stopping the walk, so one run names every such screen.
 */
async function checkScreen(page: Page, widths: Widths, name: string) {
  const height = page.viewportSize()!.height;
  await page.setViewportSize({ width: widths.narrow, height });
  await page.waitForTimeout(50);
  expect(await sidewaysOverflow(page), `${widths.prefix} ${name} at ${widths.narrow} px`).toBeLessThanOrEqual(
    0,
  );
  // 200 %: the same CSS pixels as a viewport of half the width (the height halves too)
  await page.setViewportSize({ width: widths.zoomed, height: Math.round(height / 2) });
  await page.waitForTimeout(50);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${widths.prefix}-200-${name}.png`), fullPage: true });
  expect
    .soft(await sidewaysOverflow(page), `${widths.prefix} ${name} at 200 % (${widths.zoomed} px)`)
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: widths.shot, height });
  await page.waitForTimeout(50);
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${widths.prefix}-${widths.shot}-${name}.png`),
    fullPage: true,
  });
  await expectAccessible(page);
}

/** A learner with one outbound ride on a day of their own, so the menu, check and cancel screens list it. */
async function learnerWithRide(learner: DemoLearner) {
  const api = await apiLearner(learner.seitoNo, learner.password);
  return bookViaApi(api, await freeBookableDay(api), 1);
}

/** Top of an element on the page, to compare the order of the menu's sections. */
async function topOf(page: Page, heading: string): Promise<number> {
  return (await page.getByRole('heading', { name: heading }).boundingBox())!.y;
}

describe('smartphone screens at 320 px and 360 px', () => {
  const learners = useLearnerPages(PHONE);

  it('walks login, menu, each booking step, check, cancel, a notice and the 404 page', async () => {
    const booked = await learnerWithRide(phone);
    const { context, page } = await learners.open();
    await page.goto(url('sp/login?serviceCode=demo&site=1'));
    await page.getByLabel('学生番号').waitFor();
    await checkScreen(page, SP, '01-login');

    await signIn(page, 'sp', phone.seitoNo, phone.password);
    await page.waitForURL(/\/sp\/menu/);
    const rides = page.getByRole('region', { name: '予約状況' });
    await rides.getByRole('listitem').first().waitFor();
    await page.getByRole('heading', { name: 'お知らせ' }).waitFor();
    await page.getByLabel('乗車日').waitFor();
    // the actions first (issue 25), then the next rides, then the booking form, then the notices
    const book = (await page
      .locator('.sp-menu-actions')
      .getByRole('button', { name: '予約する' })
      .boundingBox())!;
    expect(book.y).toBeLessThan(await topOf(page, '予約状況'));
    expect(await topOf(page, '予約状況')).toBeLessThan(await topOf(page, '送迎バスの予約'));
    expect(await topOf(page, '送迎バスの予約')).toBeLessThan(await topOf(page, 'お知らせ'));
    const card = rides
      .getByRole('listitem')
      .filter({ hasText: formatShortDate(japanInstant(booked.date)) })
      .filter({ has: page.locator('.chip.chip-dir-1') });
    expect(await card.locator('.chip.chip-dir-1').innerText()).toBe('往路');
    for (const extra of ['同乗する子供', 'チャイルドシート', '自転車'])
      expect(await card.innerText()).not.toContain(extra);
    await checkScreen(page, SP, '02-menu');

    const select = page.getByLabel('乗車日');
    await select.selectOption({ label: (await select.locator('option').allInnerTexts()).at(-2)! });
    await page.getByLabel('往路（学校行き）').check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/course/);
    await page.getByRole('heading', { name: '乗車地点を探す' }).waitFor();
    await checkScreen(page, SP, '03-course');

    await page.getByRole('link', { name: '住所から探す' }).click();
    await page.waitForURL(/\/sp\/address/);
    const towns = page.getByRole('main').getByRole('listitem').getByRole('link');
    await towns.first().waitFor();
    // 五十音 order within each city
    for (const city of await page.getByRole('main').getByRole('region').all()) {
      const names = await city.getByRole('link').allInnerTexts();
      expect(names).toEqual([...names].sort(new Intl.Collator('ja').compare));
    }
    await checkScreen(page, SP, '04-address');

    await towns.first().click();
    await page.waitForURL(/\/sp\/point\?target=address/);
    await page
      .getByRole('button', { name: /^選択：/ })
      .first()
      .waitFor();
    await checkScreen(page, SP, '05-point');

    await page
      .getByRole('button', { name: /^選択：/ })
      .first()
      .click();
    await page.waitForURL(/\/sp\/time/);
    await page.getByRole('radio').first().waitFor();
    await checkScreen(page, SP, '06-time');

    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/confirm/);
    await page.getByRole('heading', { name: '予約内容の確認' }).waitFor();
    await checkScreen(page, SP, '07-confirm');

    await page.goto(url('sp/check'));
    await page.getByRole('region', { name: '予約一覧' }).getByRole('listitem').first().waitFor();
    await checkScreen(page, SP, '08-check');

    await page.goto(url('sp/cancel'));
    const choice = page
      .getByRole('group', { name: '取消する予約を選んでください' })
      .getByRole('listitem')
      .first();
    await choice.waitFor();
    // a tap on the card outside its label toggles the box
    await choice.locator('dl').click();
    expect(await choice.getByRole('checkbox').isChecked()).toBe(true);
    await choice.locator('dl').click();
    expect(await choice.getByRole('checkbox').isChecked()).toBe(false);
    await choice.locator('dl').click();
    await checkScreen(page, SP, '09-cancel');

    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/cancelconfirm/);
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    await checkScreen(page, SP, '10-cancel-confirm');

    await page.goto(url('sp/menu'));
    await page.getByRole('link', { name: /年末年始の休校について/ }).click();
    await page.getByRole('heading', { name: '年末年始の休校について' }).waitFor();
    await checkScreen(page, SP, '11-notice');

    await page.goto(url('sp/no-such-screen'));
    await page.getByRole('heading', { name: 'ページが見つかりません' }).waitFor();
    expect(await page.getByRole('banner').innerText()).toContain('送迎バス予約');
    expect(await page.getByRole('link', { name: 'メニューへ' }).getAttribute('href')).toMatch(/\/sp\/menu$/);
    await checkScreen(page, SP, '12-not-found');
    await context.close();
  });
});

describe('smartphone point screens at 320 px and 360 px', () => {
  const learners = useLearnerPages(PHONE);

  it('walks the point registration, its confirm page, the edit and check lists, the delete confirm and the school points', async () => {
    // one point the school did not approve, so the lists show a state and the delete confirm has a point
    const api = await apiLearner(points.seitoNo, points.password);
    const { busStopCd } = await api.call<{ busStopCd: string }>('BusStopReg/BusStopRegister', {
      busStopCategory: '02',
      busStop: {
        busStopLat: 35.9931,
        busStopLng: 139.5702,
        ad1: '桶川市若宮2-3-4',
        busStopKName: 'アルバイト先',
      },
    });
    const staff = await learners.open();
    await signInConsole(staff.page);
    const queue = await consoleCall<{ points: { busStopCd: string; submittedAt: string | null }[] }>(
      staff.page,
      'Admin/GetPendingPoints',
    );
    const { submittedAt } = queue.points.find((p) => p.busStopCd === busStopCd)!;
    await consoleCall(staff.page, 'Admin/RejectPoint', {
      busStopCd,
      submittedAt,
      reason: '大型バスが入れない道のため',
    });
    await staff.context.close();

    const { context, page } = await learners.open();
    await signIn(page, 'sp', points.seitoNo, points.password);
    await page.waitForURL(/\/sp\/menu/);
    const category = page.getByLabel('登録する地点の分類');
    await category.waitFor();
    await category.selectOption({ index: 1 });
    await page.getByRole('button', { name: '地点を登録する' }).click();
    await page.waitForURL(/\/sp\/BusStopReg/);
    // the menu stays on screen until the map page's code is in, with a 次へ of its own
    await page.getByRole('heading', { name: '地点の登録' }).waitFor();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('alert').filter({ hasText: '入力内容を確認してください' }).waitFor();
    await checkScreen(page, SP, '20-point-reg-problems');

    await page.getByRole('application').click({ position: { x: 200, y: 120 } });
    await page.getByRole('textbox', { name: '住所' }).fill('上尾市緑丘4-5-6');
    await page.getByRole('textbox', { name: '地点名' }).fill('自宅');
    await checkScreen(page, SP, '21-point-reg');

    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/BusStopCom/);
    await page.getByRole('button', { name: '登録する' }).waitFor();
    await checkScreen(page, SP, '22-point-confirm');

    await page.goto(url('sp/BusStopEdit'));
    await page.getByText('承認されませんでした：大型バスが入れない道のため').waitFor();
    await checkScreen(page, SP, '23-point-edit');

    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: '削除' }).click();
    await page.waitForURL(/\/sp\/BusStopDeleteComfirm/);
    await page.getByRole('button', { name: '削除する' }).waitFor();
    await checkScreen(page, SP, '24-point-delete-confirm');

    await page.goto(url('sp/BusStopCheck'));
    await page.getByText('アルバイト先').waitFor();
    await checkScreen(page, SP, '25-point-check');

    await page.getByRole('link', { name: '登録不要の地点を見る' }).click();
    await page.getByRole('button', { name: 'エリアから探す' }).click();
    await checkScreen(page, SP, '26-point-school-search');
    await page.getByRole('link', { name: '上尾中央' }).click();
    await page.getByText('上尾駅東口').first().waitFor();
    await checkScreen(page, SP, '27-point-school-list');
    await context.close();
  });
});

describe('bus position screens at 320 px and 360 px', () => {
  const learners = useLearnerPages(PHONE);

  it('walks the bus list and the map with a moving bus and one without a position', async () => {
    const { context, page } = await learners.open();
    const bus: BusOperationStatus = {
      ...SCRIPTED_RUN,
      ...SCRIPTED_FIX,
      ...SCRIPTED_STOP,
      distanceFromHome: 1480,
      yoyakuId: 9001,
    };
    const none = { ...bus, binCd: 'U0201', homenName: '桶川コース', locationLat: null, locationLng: null };
    // scripted positions: the e2e server's real clock rarely falls in a run's hours
    await page.route('**/api/Location/GetReservedBusOperationStatus', (r) => answerWith(r, [bus]));
    await page.route('**/api/Location/GetBusOperationStatusAll', (r) =>
      answerWith(r, [{ ...none, ageSeconds: null, isMoving: false, distanceFromHome: null }]),
    );
    await page.route('**/api/Location/GetBusOperationStatus', (r) => answerWith(r, bus));
    await signIn(page, 'sp', buses.seitoNo, buses.password);
    await page.waitForURL(/\/sp\/menu/);
    await page.getByRole('link', { name: 'バスの現在地' }).click();
    await page.getByText('12秒前更新').waitFor();
    await checkScreen(page, SP, '28-busplace');
    await page.getByRole('link', { name: '上尾コース 1便の地図' }).click();
    await page.getByRole('application').waitFor();
    await checkScreen(page, SP, '29-busdisp');
    await context.close();
  });
});

describe('desktop screens at 853 px (150% zoom) and 1280 px', () => {
  const learners = useLearnerPages(DESKTOP);

  it('walks login, top, each booking step, the grid page, check, cancel, a notice and the 404 page', async () => {
    const booked = await learnerWithRide(desktop);
    const { context, page } = await learners.open();
    await page.goto(url('pc/login?serviceCode=demo&site=1'));
    await page.getByLabel('学生番号').waitFor();
    await checkScreen(page, PC, '01-login');

    await signIn(page, 'pc', desktop.seitoNo, desktop.password);
    await page.waitForURL(/\/pc\/menu/);
    await page.locator('table.pc-reservations tbody tr').first().waitFor();
    await page.getByRole('heading', { name: 'お知らせ' }).waitFor();
    expect(await topOf(page, '予約一覧')).toBeLessThan(await topOf(page, 'お知らせ'));
    await unfoldRides(page);
    const row = page
      .locator('table.pc-reservations tbody tr')
      .filter({ hasText: formatShortDate(japanInstant(booked.date)) })
      .filter({ has: page.locator('.chip.chip-dir-1') });
    expect(await row.locator('.chip.chip-dir-1').innerText()).toBe('往路');
    await checkScreen(page, PC, '02-menu');

    await openGrid(page, '往路の予約', async (p) => {
      await checkScreen(p, PC, '03-rsvcond');
      await p.getByLabel('コース').selectOption({ label: '北部方面' });
      await p.getByRole('button', { name: 'このコースで探す' }).click();
      await p.waitForURL(/\/pc\/rsvpoint/);
      await p.getByRole('heading', { name: 'コース：北部方面' }).waitFor();
      await checkScreen(p, PC, '04-rsvpoint');
      await p
        .getByRole('button', { name: / を選択$/ })
        .first()
        .click();
    });
    await checkScreen(page, PC, '05-rsvselect');

    const green = page.locator('td.pc-cell-1').last();
    await green.getByRole('button').click();
    await page.waitForURL(/\/pc\/rsvtime/);
    await page.getByRole('radio').first().waitFor();
    await checkScreen(page, PC, '06-rsvtime');

    await page.goto(url('pc/check'));
    await page.locator('table.pc-reservations tbody tr').first().waitFor();
    await checkScreen(page, PC, '07-check');

    await page.goto(url('pc/cancel'));
    const choice = page.locator('table.pc-reservations tbody tr').first();
    await choice.waitFor();
    // a click anywhere on the row toggles its box
    await choice.locator('td').nth(1).click();
    expect(await choice.getByRole('checkbox').isChecked()).toBe(true);
    await choice.locator('td').nth(2).click();
    expect(await choice.getByRole('checkbox').isChecked()).toBe(false);
    await choice.locator('td').nth(1).click();
    await checkScreen(page, PC, '08-cancel');

    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/pc\/cancelcheck/);
    await page.locator('table').first().waitFor();
    await checkScreen(page, PC, '09-cancelcheck');

    await page.goto(url('pc/menu'));
    await page.getByRole('link', { name: /年末年始の休校について/ }).click();
    await page.getByRole('heading', { name: '年末年始の休校について' }).waitFor();
    await checkScreen(page, PC, '10-notice');

    await page.goto(url('pc/no-such-screen'));
    await page.getByText('ページが見つかりません。').waitFor();
    expect(await page.getByRole('link', { name: 'メニューへ' }).getAttribute('href')).toMatch(/\/pc\/menu$/);
    await checkScreen(page, PC, '11-not-found');
    await context.close();
  });
});
