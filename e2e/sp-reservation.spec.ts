import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoHorizontalScroll, PHONE, url, useLearnerPages } from './browser';
import { signIn, unfoldRides } from './learner';
import { claim, type DemoLearner } from './owners';

/**
 * Each booking uses its own learner or its own date, so the tests neither collide with each
 * other nor depend on what another spec file booked in the shared database. The demo's main
 * learner (their point awaiting approval, the stops they used) is shared with pc-reservation, which
 * only reads their demo bookings of the first business days: here they book only on the last two
 * bookable days.
 */

const { main, byArea, byCourse, byCategory, byAddress, bookedMeanwhile, noCondition } =
  claim('sp-reservation').learners;

const DIRECTION = '往路';

async function expectScreenOk(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

/** Signs in on the phone and waits for the booking section of the menu. */
async function openMenu(page: Page, learner: DemoLearner, site = '1') {
  await signIn(page, 'sp', learner.seitoNo, learner.password, site);
  await page.waitForURL(/\/sp\/menu/);
  await page.getByRole('heading', { name: '送迎バスの予約' }).waitFor();
  await page.getByLabel('乗車日').waitFor();
}

/** Chooses the bookable day at `index` (negative counts from the end) and the outbound direction; answers its label. */
async function chooseOutbound(page: Page, index: number): Promise<string> {
  const select = page.getByLabel('乗車日');
  const labels = await select.locator('option').allInnerTexts();
  expect(labels.length).toBeGreaterThan(5);
  const label = labels.at(index)!;
  expect(label).toMatch(/^\d{2}月\d{2}日\([日月火水木金土]\)$/);
  await select.selectOption({ label });
  await page.getByLabel('往路（学校行き）').check();
  return label;
}

async function next(page: Page, path: RegExp) {
  await page.getByRole('button', { name: '次へ' }).click();
  await page.waitForURL(path);
}

/** On the time page: takes the first bus that can be booked and goes on to the confirm page. */
async function chooseFirstBus(page: Page) {
  await page.getByRole('heading', { name: '時間の選択' }).waitFor();
  await page.getByRole('group', { name: '利用する便を選んでください' }).waitFor();
  expect(
    await page.getByRole('list', { name: '予約の手順' }).locator('[aria-current="step"]').innerText(),
  ).toContain('時間');
  await expectScreenOk(page);
  await page.getByRole('radio').first().check();
  await next(page, /\/sp\/confirm/);
}

/** Confirms, then checks the red message and the new booking on the menu. */
async function confirmAndCheckMenu(page: Page, dateLabel: string, place: string) {
  await page.getByRole('heading', { name: '予約内容の確認' }).waitFor();
  const summary = page.getByRole('region', { name: '予約内容' });
  expect(await summary.innerText()).toContain(dateLabel);
  expect(await summary.innerText()).toContain(place);
  await expectScreenOk(page);
  await page.getByRole('button', { name: '予約する' }).click();
  await page.waitForURL(/\/sp\/menu/);
  await page.getByText(`${dateLabel} ${DIRECTION}を予約しました`).waitFor();
  const booking = page
    .getByRole('region', { name: '予約状況' })
    .getByRole('listitem')
    .filter({ hasText: dateLabel })
    .filter({ hasText: DIRECTION })
    .filter({ hasText: place });
  const unfolded = async () => {
    await unfoldRides(page);
    return booking.count();
  };
  await expect.poll(unfolded, { timeout: 15_000 }).toBe(1);
  await expectScreenOk(page);
}

describe('smartphone booking flow', () => {
  const learners = useLearnerPages(PHONE);

  it('books an outbound ride from a previously used point; a point awaiting approval cannot be chosen', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, main);
    for (const label of ['同乗する子供', 'チャイルドシート']) await page.getByLabel(label).waitFor();
    await page.getByRole('group', { name: '自転車' }).waitFor();
    await expectScreenOk(page);
    const date = await chooseOutbound(page, -1);
    await page.getByLabel('同乗する子供').selectOption('1');
    await next(page, /\/sp\/course/);

    await page.getByRole('heading', { name: '前回利用した地点' }).waitFor();
    const pending = page.getByRole('listitem').filter({ hasText: '承認待ち' });
    expect(await pending.count()).toBe(1);
    expect(await pending.getByRole('button').count()).toBe(0);
    await expectScreenOk(page);
    await page.getByRole('button', { name: '選択：北上尾駅東口' }).click();
    await page.waitForURL(/\/sp\/time/);
    await chooseFirstBus(page);
    expect(await page.getByRole('region', { name: '予約内容' }).innerText()).toContain('1 人');
    await confirmAndCheckMenu(page, date, '北上尾駅東口');
    await context.close();
  });

  it('books by area, keeping the choices across reloads of the time and confirm pages', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, byArea);
    const date = await chooseOutbound(page, 1);
    await next(page, /\/sp\/course/);

    await page.getByRole('button', { name: 'エリアから探す' }).click();
    await page.getByRole('link', { name: '上尾中央' }).click();
    await page.waitForURL(/\/sp\/point\?target=area/);
    await page.getByRole('heading', { name: 'エリア：上尾中央' }).waitFor();
    await expectScreenOk(page);
    await page.getByRole('button', { name: '選択：上尾駅東口' }).click();
    await page.waitForURL(/\/sp\/time/);

    await page.reload();
    await page.getByRole('heading', { name: '時間の選択' }).waitFor();
    expect(await page.getByRole('region', { name: '選択中の内容' }).innerText()).toContain('上尾駅東口');
    await chooseFirstBus(page);
    await page.reload();
    await confirmAndCheckMenu(page, date, '上尾駅東口');
    await context.close();
  });

  it('books by course', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, byCourse);
    const date = await chooseOutbound(page, 2);
    await next(page, /\/sp\/course/);
    await page.getByRole('button', { name: 'コースから探す' }).click();
    await page.getByRole('link', { name: '東部方面' }).click();
    await page.waitForURL(/\/sp\/point\?target=course/);
    await page.getByRole('button', { name: '選択：蓮田駅西口' }).click();
    await page.waitForURL(/\/sp\/time/);
    await chooseFirstBus(page);
    await confirmAndCheckMenu(page, date, '蓮田駅西口');
    await context.close();
  });

  it('books by category', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, byCategory);
    const date = await chooseOutbound(page, 3);
    await next(page, /\/sp\/course/);
    await page.getByRole('button', { name: 'カテゴリから探す' }).click();
    await page.getByRole('link', { name: '公共施設・病院' }).click();
    await page.waitForURL(/\/sp\/point\?target=category/);
    await expectScreenOk(page);
    await page.getByRole('button', { name: '選択：さいたま北郵便局前' }).click();
    await page.waitForURL(/\/sp\/time/);
    await chooseFirstBus(page);
    await confirmAndCheckMenu(page, date, 'さいたま北郵便局前');
    await context.close();
  });

  it('books by address, choosing a town first', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, byAddress);
    const date = await chooseOutbound(page, 4);
    await next(page, /\/sp\/course/);
    await page.getByRole('link', { name: '住所から探す' }).click();
    await page.waitForURL(/\/sp\/address/);
    await page.getByRole('heading', { name: '埼玉県上尾市' }).waitFor();
    await expectScreenOk(page);
    await page.getByRole('region', { name: '埼玉県上尾市' }).getByRole('link', { name: '春日' }).click();
    await page.waitForURL(/\/sp\/point\?target=address/);
    await page.getByRole('button', { name: '選択：春日一丁目' }).click();
    await page.waitForURL(/\/sp\/time/);
    await chooseFirstBus(page);
    await confirmAndCheckMenu(page, date, '春日一丁目');
    await context.close();
  });

  it('shows a refusal with its code and stays on the confirm page when the bus was booked meanwhile', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, bookedMeanwhile);
    const date = await chooseOutbound(page, 5);
    await next(page, /\/sp\/course/);
    await page.getByRole('button', { name: 'エリアから探す' }).click();
    await page.getByRole('link', { name: '伊奈・蓮田' }).click();
    await page.getByRole('button', { name: '選択：蓮田市役所前' }).click();
    await page.waitForURL(/\/sp\/time/);
    await chooseFirstBus(page);
    await page.getByRole('button', { name: '予約する' }).waitFor();

    // a second tab of the same learner, with the same choices, books that bus first
    const condition = await page.evaluate(() => sessionStorage.getItem('bus.reservationCondition'));
    const other = await context.newPage();
    await other.goto(url('sp/menu'));
    await other.evaluate(
      (value) => sessionStorage.setItem('bus.reservationCondition', value ?? ''),
      condition,
    );
    await other.goto(url('sp/confirm'));
    await confirmAndCheckMenu(other, date, '蓮田市役所前');

    await page.getByRole('button', { name: '予約する' }).click();
    await page.getByText('既に予約済みです。（コード 320）').waitFor();
    expect(page.url()).toMatch(/\/sp\/confirm/);
    await expectAccessible(page);
    await context.close();
  });

  it('sends a flow page opened without a condition back to the menu', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, noCondition);
    await page.goto(url('sp/time'));
    await page.waitForURL(/\/sp\/menu/);
    await page.getByRole('heading', { name: '送迎バスの予約' }).waitFor();
    await context.close();
  });

  it('with every booking option off (site 3) shows no extras and no point search', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, main, '3');
    for (const label of ['同乗する子供', 'チャイルドシート'])
      expect(await page.getByLabel(label).count()).toBe(0);
    expect(await page.getByRole('group', { name: '自転車' }).count()).toBe(0);
    const date = await chooseOutbound(page, -2);
    await next(page, /\/sp\/course/);

    await page.getByRole('heading', { name: '前回利用した地点' }).waitFor();
    for (const name of ['カテゴリから探す', 'エリアから探す', '住所から探す', 'コースから探す']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
      expect(await page.getByRole('link', { name }).count()).toBe(0);
    }
    await expectScreenOk(page);
    await page.getByRole('button', { name: '選択：北上尾駅東口' }).click();
    await page.waitForURL(/\/sp\/time/);
    await chooseFirstBus(page);
    const summary = await page.getByRole('region', { name: '予約内容' }).innerText();
    for (const extra of ['同乗する子供', 'チャイルドシート', '自転車']) expect(summary).not.toContain(extra);
    await confirmAndCheckMenu(page, date, '北上尾駅東口');
    await context.close();
  });
});
