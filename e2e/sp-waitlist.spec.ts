import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import type { Reservation, TravelPlan } from '@shared/schemas/reservation';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll } from './browser';
import { apiLearner, unfoldRides, type ApiLearner } from './learner';
import { claim, type DemoLearner } from './owners';
import { useOwnConsole } from './own-console';

/**
 * キャンセル待ち (issue 29 §1) on a demo of its own. The seed fills one run a day to the last seat,
 * its first rider being load learner 1. On /sp another learner finds that run full, joins its
 * queue and sees 「1番目」 on the menu; the rider cancels, and the queue's head rides: the ride is
 * on the menu and the mail in the development mailbox. On /pc a third learner joins the next day's
 * full run from the grid and leaves the queue again with a confirm.
 */

const { rider, joiner, leaver } = claim('sp-waitlist').ownServer.learners;
const SCREENSHOTS = path.resolve('test-results/screenshots');

const dateLabel = (date: string) => formatShortDate(japanInstant(date));
const directionLabel = (upDown: 1 | 2) => (upDown === 1 ? '往路（学校行き）' : '復路（学校発）');
/** the course a demo run belongs to: its name's first word ('駅前方面 1便') */
const courseOf = (ride: Reservation) => ride.binNm.split(' ')[0]!;
const stopOf = (ride: Reservation) => ride.busStopDisplayName || ride.busStopName;

async function signIn(page: Page, baseUrl: string, area: 'sp' | 'pc', learner: DemoLearner) {
  await page.goto(`${baseUrl}${area}/login?serviceCode=demo&site=1`);
  await page.getByLabel('学生番号').fill(learner.seitoNo);
  await page.getByLabel('パスワード').fill(learner.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(new RegExp(`/${area}/menu`));
}

async function newPage(browser: Browser, device: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext({ ...device, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  return { context, page: await context.newPage() };
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('キャンセル待ち: join a full run on /sp, promoted by a cancel; leave a queue on /pc', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-waitlist-', env: { JOBS_POLL_SECONDS: '1' } });
  let riderApi: ApiLearner;
  /** the rider's rides on the full runs of the first two bookable days they ride */
  let full: Reservation[] = [];

  beforeAll(async () => {
    riderApi = await apiLearner(rider.seitoNo, rider.password, '1', own.server.baseUrl);
    const joinerApi = await apiLearner(joiner.seitoNo, joiner.password, '1', own.server.baseUrl);
    const days = (await joinerApi.call<{ date: string }[]>('Reservation/GetReservationDays')).map(
      (d) => d.date,
    );
    const rides = await riderApi.call<Reservation[]>('Reservation/GetReservationList');
    full = rides.filter((r) => days.includes(r.date) && r.isNetCancel);
    full = full.filter((r, i) => full.findIndex((o) => o.date === r.date) === i).slice(0, 2);
    expect(full.length, "the rider's rides on two bookable days").toBe(2);
    for (const ride of full) {
      const plan = await joinerApi.call<TravelPlan>('Reservation/GetTravelTime', {
        fromDate: ride.date,
        toDate: ride.date,
        upDown: ride.upDown,
        busStopCd: ride.busStopCd,
      });
      const trip = plan.days
        .flatMap((d) => d.cells.flatMap((c) => c.trips))
        .find((t) => t.binCd === ride.binCd);
      expect(trip, `${ride.binNm} on ${ride.date}`).toMatchObject({
        isNetReservation: true,
        isBusLimit: true,
      });
    }
  });

  it('on /sp: joins the full run’s queue (1番目), and the rider’s cancel books it and mails the learner', async () => {
    const ride = full[0]!;
    const { context, page } = await newPage(own.browser, PHONE);
    try {
      await signIn(page, own.server.baseUrl, 'sp', joiner);
      // no queue yet: the menu shows no waitlist section at all
      await page.getByRole('region', { name: '予約状況' }).waitFor();
      await page.getByLabel('乗車日').waitFor();
      expect(await page.getByRole('region', { name: 'キャンセル待ち' }).count()).toBe(0);

      await page.getByLabel('乗車日').selectOption({ label: dateLabel(ride.date) });
      await page.getByLabel(directionLabel(ride.upDown)).check();
      await page.getByRole('button', { name: '次へ' }).click();
      await page.waitForURL(/\/sp\/course/);
      await page.getByRole('button', { name: 'コースから探す' }).click();
      await page.getByRole('link', { name: courseOf(ride) }).click();
      await page.getByRole('button', { name: `選択：${stopOf(ride)}` }).click();
      await page.waitForURL(/\/sp\/time/);
      await page.getByRole('heading', { name: '時間の選択' }).waitFor();

      const offer = page.getByRole('button', { name: new RegExp(`${ride.binNm}.*キャンセル待ちに登録$`) });
      await offer.waitFor();
      await expectAccessible(page);
      await offer.click();

      const confirm = page.getByRole('region', { name: 'キャンセル待ちの登録' });
      await confirm.waitFor();
      expect(await focusedText(page)).toBe('キャンセル待ちの登録');
      const text = await confirm.innerText();
      for (const part of [
        dateLabel(ride.date),
        ride.binNm,
        stopOf(ride),
        '締め切り',
        'メールでお知らせします',
      ])
        expect(text).toContain(part);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'sp-360-waitlist-confirm.png'), fullPage: true });

      await confirm.getByRole('button', { name: 'キャンセル待ちに登録する' }).click();
      const done = page.getByRole('heading', { name: 'キャンセル待ちに登録しました（1番目）' });
      await done.waitFor();
      expect(await focusedText(page)).toBe('キャンセル待ちに登録しました（1番目）');
      expect(await page.getByRole('status').filter({ hasText: '自動で予約され' }).count()).toBe(1);
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'sp-360-waitlist-done.png'), fullPage: true });

      await page.getByRole('link', { name: 'メニューへ', exact: true }).click();
      await page.waitForURL(/\/sp\/menu/);
      const section = page.getByRole('region', { name: 'キャンセル待ち' });
      await section.getByText('キャンセル待ち 1番目（1人待ち）').waitFor();
      expect(await section.innerText()).toContain(dateLabel(ride.date));
      expect(await section.getByRole('button', { name: 'キャンセル待ちをやめる' }).count()).toBe(1);
      // the menu still leads with its actions, then the rides, then the queue
      const top = async (name: string) => (await page.getByRole('heading', { name }).boundingBox())!.y;
      expect(await top('予約状況')).toBeLessThan(await top('キャンセル待ち'));
      expect(await top('キャンセル待ち')).toBeLessThan(await top('送迎バスの予約'));
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await section.screenshot({ path: path.join(SCREENSHOTS, 'sp-360-waitlist-menu.png') });

      // the rider cancels: the seat goes to the head of the queue in the same transaction
      await riderApi.call('Reservation/CancelReservation', { yoyakuIdList: [ride.yoyakuId] });
      await page.reload();
      await page.getByRole('region', { name: '予約状況' }).getByRole('listitem').first().waitFor();
      await unfoldRides(page);
      const booked = page
        .getByRole('region', { name: '予約状況' })
        .getByRole('listitem')
        .filter({ hasText: dateLabel(ride.date) });
      await booked.first().waitFor();
      await page.getByLabel('乗車日').waitFor();
      expect(await page.getByRole('region', { name: 'キャンセル待ち' }).count()).toBe(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'sp-360-waitlist-promoted.png'), fullPage: true });
    } finally {
      await context.close();
    }

    const mailbox = await own.browser.newPage();
    try {
      const mail = mailbox
        .locator('article')
        .filter({ hasText: joiner.mailAddress })
        .filter({ hasText: 'キャンセル待ちの便をご予約しました' });
      for (let tries = 0; tries < 30 && (await mail.count()) === 0; tries++) {
        await mailbox.goto(own.at('dev/mailbox'));
        if ((await mail.count()) === 0) await mailbox.waitForTimeout(1000);
      }
      expect(await mail.count()).toBe(1);
      const body = await mail.locator('pre').textContent();
      expect(body).toContain(`${joiner.furigana} 様`);
      expect(body).toContain('空きが出たため、ご予約しました');
    } finally {
      await mailbox.close();
    }
  });

  it('on /pc: joins the next full run from the grid, then leaves its queue with a confirm', async () => {
    const ride = full[1]!;
    const { context, page } = await newPage(own.browser, DESKTOP);
    try {
      await signIn(page, own.server.baseUrl, 'pc', leaver);
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: ride.upDown === 1 ? '往路の予約' : '復路の予約' })
        .click();
      await page.getByLabel('コース').selectOption({ label: courseOf(ride) });
      await page.getByRole('button', { name: 'このコースで探す' }).click();
      await page.waitForURL(/\/pc\/rsvpoint/);
      await page.getByRole('button', { name: `${stopOf(ride)} を選択` }).click();
      await page.waitForURL(/\/pc\/rsvselect/);
      // the full period is a button too: its buses offer the queue
      await page.locator(`td.pc-cell[data-date="${ride.date}"][data-jgn="${ride.jgn}"] button`).click();
      await page.waitForURL(/\/pc\/rsvtime/);
      await page.getByRole('button', { name: new RegExp(`${ride.binNm}.*キャンセル待ちに登録$`) }).click();

      const confirm = page.getByRole('region', { name: 'キャンセル待ちの登録' });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain(dateLabel(ride.date));
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'pc-1280-waitlist-confirm.png'), fullPage: true });
      await confirm.getByRole('button', { name: 'キャンセル待ちに登録する' }).click();
      await page.getByRole('heading', { name: 'キャンセル待ちに登録しました（1番目）' }).waitFor();
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'pc-1280-waitlist-done.png'), fullPage: true });

      await page.getByRole('main').getByRole('link', { name: 'トップへ' }).click();
      await page.waitForURL(/\/pc\/menu/);
      const section = page.getByRole('region', { name: 'キャンセル待ち' });
      await section.getByText('キャンセル待ち 1番目（1人待ち）').waitFor();
      await expectAccessible(page);
      await section.screenshot({ path: path.join(SCREENSHOTS, 'pc-1280-waitlist-menu.png') });

      await section.getByRole('button', { name: 'キャンセル待ちをやめる' }).click();
      const dialog = page.getByRole('dialog', { name: /のキャンセル待ちをやめますか$/ });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('順番は失われます');
      // the harmless answer first
      expect(await focusedText(page)).toBe('登録したままにする');
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'pc-1280-waitlist-leave.png') });
      await dialog.getByRole('button', { name: 'キャンセル待ちをやめる' }).click();

      await section
        .getByRole('status')
        .getByText(/のキャンセル待ちをやめました。$/)
        .waitFor();
      expect(await section.getByRole('listitem').count()).toBe(0);
      expect(await focusedText(page)).toBe('キャンセル待ち');
      await expectAccessible(page);
      const api = await apiLearner(leaver.seitoNo, leaver.password, '1', own.server.baseUrl);
      expect(await api.call<WaitlistEntry[]>('Reservation/GetWaitlist')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
