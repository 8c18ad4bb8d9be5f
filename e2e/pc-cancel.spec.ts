import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import { DESKTOP, expectAccessible, url, useLearnerPages } from './browser';
import {
  apiLearner,
  bookViaApi,
  expectGreeting,
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

const { checkAndCancel, nothingTicked, otherTab, cancelledMeanwhile } = claim('pc-cancel').learners;
const DIRECTION = { 1: '往路（学校行き）', 2: '復路（学校発）' } as const;
const SHORT_DIRECTION = { 1: '往路', 2: '復路' } as const;

const dateLabel = (booking: ListedBooking) => formatShortDate(japanInstant(booking.date));
/** The label of a booking's checkbox: date, direction and place. */
const choiceLabel = (booking: ListedBooking) =>
  `${dateLabel(booking)} ${DIRECTION[booking.upDown]} ${placeOf(booking)}`;

async function learnerWithRides(learner: DemoLearner) {
  const api = await apiLearner(learner.seitoNo, learner.password);
  const date = await freeBookableDay(api);
  const up = await bookViaApi(api, date, 1);
  const down = await bookViaApi(api, date, 2);
  return { api, up, down };
}

async function openMenu(page: Page, learner: DemoLearner) {
  await signIn(page, 'pc', learner.seitoNo, learner.password);
  await page.waitForURL(/\/pc\/menu/);
  await expectGreeting(page, learner.furigana);
}

async function navigateTo(page: Page, entry: '予約の確認' | '予約の取消' | 'トップ') {
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: entry }).click();
}

/** A booking's row in the reservation table, found by date, direction and place. */
function bookingRow(page: Page, booking: ListedBooking) {
  return page
    .locator('table.pc-reservations tbody tr')
    .filter({ hasText: dateLabel(booking) })
    .filter({ hasText: SHORT_DIRECTION[booking.upDown] })
    .filter({ hasText: placeOf(booking) });
}

async function openCancel(page: Page) {
  await navigateTo(page, '予約の取消');
  await page.waitForURL(/\/pc\/cancel/);
  await page.getByRole('group', { name: '取消する予約にチェックを付けてください' }).waitFor();
}

describe('desktop reservation check and cancel', () => {
  const learners = useLearnerPages(DESKTOP);

  it('shows the bookings on the check page, cancels one through the check page, and shows the result', async () => {
    const { api, up, down } = await learnerWithRides(checkAndCancel);
    const { context, page } = await learners.open();
    await openMenu(page, checkAndCancel);

    await navigateTo(page, '予約の確認');
    await page.waitForURL(/\/pc\/check$/);
    await page.getByRole('heading', { name: '予約の確認' }).waitFor();
    for (const booking of [up, down]) {
      await expect.poll(() => bookingRow(page, booking).count(), { timeout: 15_000 }).toBe(1);
    }
    expect(await page.getByRole('link', { name: '予約の確認' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page);

    await openCancel(page);
    await page.getByLabel(choiceLabel(up)).check();
    expect(await page.getByLabel(choiceLabel(down)).isChecked()).toBe(false);
    await expectAccessible(page);
    await page.getByRole('button', { name: '次へ' }).click();

    await page.waitForURL(new RegExp(`/pc/cancelcheck\\?ids=${up.yoyakuId}$`));
    await page.getByRole('heading', { name: '取消内容の確認' }).waitFor();
    await expect.poll(() => bookingRow(page, up).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('table.pc-reservations tbody tr').count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: '取消する' }).click();

    await page.waitForURL(/\/pc\/cancelnotice/);
    await page.getByRole('heading', { name: '取消完了' }).waitFor();
    await page.getByText(`${dateLabel(up)} ${SHORT_DIRECTION[1]} の予約を取消しました`).waitFor();
    expect(await bookingRow(page, up).count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'トップへ戻る' }).click();
    await page.waitForURL(/\/pc\/menu/);
    await page.getByRole('heading', { name: '予約一覧' }).waitFor();
    const unfolded = async () => {
      await unfoldRides(page);
      return bookingRow(page, down).count();
    };
    await expect.poll(unfolded, { timeout: 15_000 }).toBe(1);
    expect(await bookingRow(page, up).count()).toBe(0);
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
    expect(page.url()).toMatch(/\/pc\/cancel$/);
    await expectAccessible(page);
    await context.close();
  });

  it('says no booking can be cancelled when another tab cancelled it between selection and check', async () => {
    const { up } = await learnerWithRides(otherTab);
    const { context, page } = await learners.open();
    await openMenu(page, otherTab);
    await openCancel(page);
    await page.getByLabel(choiceLabel(up)).check();

    const other = await context.newPage();
    await other.goto(url('pc/cancel'));
    await other.getByLabel(choiceLabel(up)).check();
    await other.getByRole('button', { name: '次へ' }).click();
    await other.waitForURL(/\/pc\/cancelcheck/);
    await other.getByRole('button', { name: '取消する' }).click();
    await other.waitForURL(/\/pc\/cancelnotice/);

    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/pc\/cancelcheck/);
    await page.getByRole('alert').filter({ hasText: '取消可能な予約がございません' }).waitFor();
    expect(await page.getByRole('button', { name: '取消する' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('shows the refusal with its code when the ride is cancelled while the check page is open', async () => {
    const { api, down } = await learnerWithRides(cancelledMeanwhile);
    const { context, page } = await learners.open();
    await openMenu(page, cancelledMeanwhile);
    await openCancel(page);
    await page.getByLabel(choiceLabel(down)).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/pc\/cancelcheck/);
    const execute = page.getByRole('button', { name: '取消する' });
    await execute.waitFor();
    expect(await execute.isEnabled()).toBe(true);

    await api.call('Reservation/CancelReservation', { yoyakuIdList: [down.yoyakuId] });
    await execute.click();
    await page.getByRole('alert').filter({ hasText: '取消可能な予約がございません（コード 325）' }).waitFor();
    expect(page.url()).toMatch(/\/pc\/cancelcheck/);
    await expectAccessible(page);
    await context.close();
  });
});
