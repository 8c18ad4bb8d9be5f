import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import { expectAccessible, expectNoHorizontalScroll, PHONE, url, useLearnerPages } from './browser';
import {
  apiLearner,
  bookViaApi,
  freeBookableDay,
  placeOf,
  signIn,
  unfoldRides,
  type ListedBooking,
} from './learner';
import { claim, type DemoLearner } from './owners';

/**
 * Each test books its own rides first (through the API, as a load learner of this spec's own on a
 * day that learner had free), so nothing depends on what another spec file did to the shared database.
 */

const { checkAndCancel, nothingTicked, otherTab, cancelledMeanwhile } = claim('sp-cancel').learners;
const DIRECTION = { 1: '往路', 2: '復路' } as const;

const dateLabel = (booking: ListedBooking) => formatShortDate(japanInstant(booking.date));
/** The label of a booking's checkbox: date, direction and place. */
const choiceLabel = (booking: ListedBooking) =>
  `${dateLabel(booking)} ${DIRECTION[booking.upDown]} ${placeOf(booking)}`;

async function expectScreenOk(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

/** One learner with an outbound and a return ride on a day of their own. */
async function learnerWithRides(learner: DemoLearner) {
  const api = await apiLearner(learner.seitoNo, learner.password);
  const date = await freeBookableDay(api);
  const up = await bookViaApi(api, date, 1);
  const down = await bookViaApi(api, date, 2);
  return { api, up, down };
}

async function openMenu(page: Page, learner: DemoLearner) {
  await signIn(page, 'sp', learner.seitoNo, learner.password);
  await page.waitForURL(/\/sp\/menu/);
  await page.getByRole('heading', { name: '予約状況' }).waitFor();
}

/** A booking's item in a list region, found by date, direction and place. */
function bookingItem(page: Page, region: string, booking: ListedBooking) {
  return page
    .getByRole('region', { name: region })
    .getByRole('listitem')
    .filter({ hasText: dateLabel(booking) })
    .filter({ hasText: DIRECTION[booking.upDown] })
    .filter({ hasText: placeOf(booking) });
}

async function openCancel(page: Page) {
  await page.getByRole('link', { name: '予約の取消' }).click();
  await page.waitForURL(/\/sp\/cancel/);
  await page.getByRole('group', { name: '取消する予約を選んでください' }).waitFor();
}

describe('smartphone reservation check and cancel', () => {
  const learners = useLearnerPages(PHONE);

  it('shows the bookings on the check page, cancels one through confirm, and the menu says so', async () => {
    const { api, up, down } = await learnerWithRides(checkAndCancel);
    const { context, page } = await learners.open();
    await openMenu(page, checkAndCancel);

    await page.getByRole('link', { name: '予約の確認' }).click();
    await page.waitForURL(/\/sp\/check$/);
    await page.getByRole('heading', { name: '予約の確認' }).waitFor();
    for (const booking of [up, down]) {
      const item = bookingItem(page, '予約一覧', booking);
      await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
      const text = await item.innerText();
      // a return ride leaves school (学校発) and is got off at its point (降車地点), issue 25
      for (const term of booking.upDown === 2 ? ['学校発', '到着', '降車地点'] : ['出発', '到着', '乗車地点'])
        expect(text).toContain(term);
      // booked without extras: SPEC.md §9 counts show only above 0
      for (const term of ['同乗する子供', 'チャイルドシート', '自転車']) expect(text).not.toContain(term);
      expect(text).toMatch(/予約済み・(時刻確定|時刻未定)/);
    }
    await expectScreenOk(page);

    await page.getByRole('link', { name: 'メニューへ戻る' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await openCancel(page);
    await page.getByLabel(choiceLabel(up)).check();
    await page.getByLabel(choiceLabel(down)).waitFor();
    expect(await page.getByLabel(choiceLabel(down)).isChecked()).toBe(false);
    await expectScreenOk(page);
    await page.getByRole('button', { name: '次へ' }).click();

    await page.waitForURL(new RegExp(`/sp/cancelconfirm\\?ids=${up.yoyakuId}$`));
    await page.getByRole('heading', { name: '予約取消の確認' }).waitFor();
    // a reload keeps the choice (it is in the address)
    await page.reload();
    const chosen = page.getByRole('region', { name: '取消する予約' }).getByRole('listitem');
    await expect.poll(() => chosen.count(), { timeout: 15_000 }).toBe(1);
    expect(await chosen.innerText()).toContain(dateLabel(up));
    expect(await chosen.innerText()).toContain(DIRECTION[1]);
    await expectScreenOk(page);
    await page.getByRole('button', { name: '取消する' }).click();

    await page.waitForURL(/\/sp\/menu/);
    await page.getByText(`${dateLabel(up)} ${DIRECTION[1]} の予約を取消しました`).waitFor();
    expect(await page.getByText('の予約を取消しました').count()).toBe(1);
    const unfolded = async () => {
      await unfoldRides(page);
      return bookingItem(page, '予約状況', down).count();
    };
    await expect.poll(unfolded, { timeout: 15_000 }).toBe(1);
    expect(await bookingItem(page, '予約状況', up).count()).toBe(0);
    await expectScreenOk(page);

    // gone from the check page and from the server's list too; the other ride stays
    await page.getByRole('link', { name: '予約の確認' }).click();
    await page.waitForURL(/\/sp\/check$/);
    await expect.poll(() => bookingItem(page, '予約一覧', down).count(), { timeout: 15_000 }).toBe(1);
    expect(await bookingItem(page, '予約一覧', up).count()).toBe(0);
    const left = (await api.call<ListedBooking[]>('Reservation/GetReservationList')).map((b) => b.yoyakuId);
    expect(left).toContain(down.yoyakuId);
    expect(left).not.toContain(up.yoyakuId);
    await context.close();
  });

  it('asks to choose when 次へ is pressed with nothing ticked', async () => {
    await learnerWithRides(nothingTicked);
    const { context, page } = await learners.open();
    await openMenu(page, nothingTicked);
    await openCancel(page);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('alert').filter({ hasText: '選択してください。' }).waitFor();
    expect(page.url()).toMatch(/\/sp\/cancel$/);
    await expectScreenOk(page);
    await context.close();
  });

  it('says a booking is already deleted when another tab cancelled it between selection and confirm', async () => {
    const { up } = await learnerWithRides(otherTab);
    const { context, page } = await learners.open();
    await openMenu(page, otherTab);
    await openCancel(page);
    await page.getByLabel(choiceLabel(up)).check();

    // a second tab of the same learner cancels the same ride first
    const other = await context.newPage();
    await other.goto(url('sp/cancel'));
    await other.getByLabel(choiceLabel(up)).check();
    await other.getByRole('button', { name: '次へ' }).click();
    await other.waitForURL(/\/sp\/cancelconfirm/);
    await other.getByRole('button', { name: '取消する' }).click();
    await other.waitForURL(/\/sp\/menu/);
    await other.getByText(`${dateLabel(up)} ${DIRECTION[1]} の予約を取消しました`).waitFor();

    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/cancelconfirm/);
    await page.getByRole('alert').filter({ hasText: '既に削除された予約があります。' }).waitFor();
    expect(await page.getByRole('button', { name: '取消する' }).isDisabled()).toBe(true);
    await expectScreenOk(page);
    await context.close();
  });

  it('shows the refusal with its code when the ride is cancelled while the confirm page is open', async () => {
    const { api, down } = await learnerWithRides(cancelledMeanwhile);
    const { context, page } = await learners.open();
    await openMenu(page, cancelledMeanwhile);
    await openCancel(page);
    await page.getByLabel(choiceLabel(down)).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/cancelconfirm/);
    const execute = page.getByRole('button', { name: '取消する' });
    await execute.waitFor();
    expect(await execute.isEnabled()).toBe(true);

    await api.call('Reservation/CancelReservation', { yoyakuIdList: [down.yoyakuId] });
    await execute.click();
    await page
      .getByRole('alert')
      .filter({ hasText: '既に削除された予約があります。（コード 325）' })
      .waitFor();
    expect(page.url()).toMatch(/\/sp\/cancelconfirm/);
    await expectScreenOk(page);
    await context.close();
  });
});
