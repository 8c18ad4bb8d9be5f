import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import { DESKTOP, expectAccessible, PHONE, useLearnerPages } from './browser';
import { apiLearner, openGrid, signIn, unfoldRides, type ApiLearner } from './learner';
import { claim, type DemoLearner } from './owners';

/**
 * Issue 25 items 1 and 6 on the shared demo: one truth about a ride (the cards and the 送迎予定確定
 * panel agree about the demo's fixed next day at whatever hour the suite runs), the banner that
 * says what a booking did, the words of a return ride, the planned time at the stop before booking,
 * and a bus off the net that says to phone the school. Its learners ride every day on the busy
 * runs, so they book only periods they do not hold yet.
 */

const { menu, phone, desktop } = claim('ride-words').learners;
const SCREENSHOTS = path.resolve('test-results/screenshots');
fs.mkdirSync(SCREENSHOTS, { recursive: true });

const dateLabel = (date: string) => formatShortDate(japanInstant(date));

interface Ride {
  date: string;
  upDown: 1 | 2;
  isFixedPlan: boolean;
  isPlanReleaseOver: boolean;
}

interface OfferedTrip {
  isNetReservation: boolean;
}

/** A bus off the net of the demo (one a business day): its date, direction, course and stop. */
async function offNetTrip(api: ApiLearner) {
  const days = (await api.call<{ date: string }[]>('Reservation/GetReservationDays')).map((d) => d.date);
  const courses = await api.call<{ homenCd: string; homenName: string }[]>('Reservation/GetNetReleaseCourse');
  for (const course of courses) {
    const [stop] = await api.call<{ busStopCd: string; busStopName: string; busStopDisplayName: string }[]>(
      'Reservation/GetCourseBusStopList',
      { homenCd: course.homenCd },
    );
    for (const upDown of [1, 2] as const) {
      const plan = await api.call<{ days: { date: string; cells: { trips: OfferedTrip[] }[] }[] }>(
        'Reservation/GetTravelTime',
        { fromDate: days[1], toDate: days.at(-1), upDown, busStopCd: stop!.busStopCd },
      );
      const day = plan.days.find((d) => d.cells.some((c) => c.trips.some((t) => !t.isNetReservation)));
      if (day)
        return {
          date: day.date,
          upDown,
          course: course.homenName,
          stop: stop!.busStopDisplayName || stop!.busStopName,
        };
    }
  }
  throw new Error('the demo has no bus off the net');
}

async function openMenu(page: Page, learner: DemoLearner, area: 'sp' | 'pc') {
  await signIn(page, area, learner.seitoNo, learner.password);
  await page.waitForURL(new RegExp(`/${area}/menu`));
  await page.getByRole('heading', { name: '送迎予定確定' }).waitFor();
}

/** Smartphone: from the menu to the time page of a date, direction, course and stop. */
async function spTimePage(page: Page, date: string, upDown: 1 | 2, course: string, stop: string) {
  await page.getByLabel('乗車日').selectOption({ label: dateLabel(date) });
  await page.getByLabel(upDown === 1 ? '往路（学校行き）' : '復路（学校発）').check();
  await page.getByRole('button', { name: '次へ' }).click();
  await page.waitForURL(/\/sp\/course/);
  await page.getByRole('button', { name: 'コースから探す' }).click();
  await page.getByRole('link', { name: course }).click();
  await page.waitForURL(/\/sp\/point\?target=course/);
  await page.getByRole('button', { name: `選択：${stop}` }).click();
  await page.waitForURL(/\/sp\/time/);
  await page.getByRole('group', { name: '利用する便を選んでください' }).waitFor();
}

async function expectPhoneLink(page: Page) {
  const advice = page.locator('.phone-advice').first();
  await advice.waitFor();
  expect(await advice.innerText()).toContain('この便のご予約は学校へお電話ください');
  const link = advice.getByRole('link');
  const number = await link.innerText();
  expect(number).toMatch(/^[\d-]+$/);
  expect(await link.getAttribute('href')).toBe(`tel:${number}`);
}

describe('one truth about a ride on the menu (issue 25 §1)', () => {
  const phones = useLearnerPages(PHONE);
  const desktops = useLearnerPages(DESKTOP);

  it('the cards and the 送迎予定確定 panel say the same of the demo’s fixed next day, on the phone and the desktop', async () => {
    const api = await apiLearner(menu.seitoNo, menu.password);
    const rides = await api.call<Ride[]>('Reservation/GetReservationList');
    const fixed = rides.filter((r) => r.isFixedPlan);
    expect(fixed.length, 'a ride on the demo’s fixed next day').toBeGreaterThan(0);
    const label = dateLabel(fixed[0]!.date);
    // the plan is released at 18:00 on the cut-off day: before it the time is not yet the learner's
    const released = fixed[0]!.isPlanReleaseOver;
    const state = released ? '予約済み・時刻確定' : '予約済み・時刻未定';

    for (const [pages, area] of [
      [phones, 'sp'],
      [desktops, 'pc'],
    ] as const) {
      const { context, page } = await pages.open();
      await openMenu(page, menu, area);
      const rows = page.getByRole(area === 'sp' ? 'listitem' : 'row').filter({ hasText: label });
      await expect
        .poll(() => rows.filter({ hasText: state }).count(), { timeout: 15_000 })
        .toBe(fixed.length);
      // no card wears the panel's title as a badge, nor calls the booking itself unconfirmed
      expect(await rows.filter({ hasText: '送迎予定確定' }).count()).toBe(0);
      const body = await page.locator('main').innerText();
      expect(body).not.toContain('未確定');
      const panel = page.locator('section', { has: page.getByRole('heading', { name: '送迎予定確定' }) });
      const expected = released ? label : '時刻が確定した送迎はまだありません';
      await expect.poll(() => panel.innerText(), { timeout: 15_000 }).toContain(expected);
      if (released) expect(await panel.innerText()).toContain('時刻確定');
      else expect(body).not.toContain('時刻確定');
      await expectAccessible(page);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `ride-words-menu-${area === 'sp' ? 360 : 1280}.png`),
        fullPage: true,
      });
      await context.close();
    }
  });
});

describe('the words of a booking and of a return ride (issue 25 §1, §6)', () => {
  const phones = useLearnerPages(PHONE);
  const desktops = useLearnerPages(DESKTOP);

  it('phone: the planned time at the stop before booking; a return ride says 降車地点 and 学校発; the banner says what was booked', async () => {
    const api = await apiLearner(phone.seitoNo, phone.password);
    const days = (await api.call<{ date: string }[]>('Reservation/GetReservationDays')).map((d) => d.date);
    const { context, page } = await phones.open();
    await openMenu(page, phone, 'sp');

    // outbound, a day whose plan is not fixed: the bus offers its planned time at the stop
    await spTimePage(page, days[2]!, 1, '北部方面', '北上尾駅東口');
    const trips = await page.getByRole('group', { name: '利用する便を選んでください' }).innerText();
    expect(trips).toMatch(/出発 \d{2}:\d{2}（予定）/);
    expect(trips).not.toContain('出発 前日にご連絡します');
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ride-words-sp-time-up-360.png'), fullPage: true });

    // a return ride: where the learner gets off, and the bus leaves school
    await page.getByRole('link', { name: 'メニューへ戻る' }).click();
    await page.waitForURL(/\/sp\/menu/);
    const returnDate = days[3]!;
    await spTimePage(page, returnDate, 2, '北部方面', '北上尾駅東口');
    expect(await page.getByRole('region', { name: '選択中の内容' }).innerText()).toContain('降車地点');
    // the flow's own words too: the step bar and the way back
    expect(await page.getByRole('list', { name: '予約の手順' }).innerText()).toContain('降車地点');
    await page.getByRole('link', { name: '降車地点の選択に戻る' }).waitFor();
    const downTrips = await page.getByRole('group', { name: '利用する便を選んでください' }).innerText();
    expect(downTrips).toMatch(/学校発 \d{2}:\d{2}/);
    expect(downTrips).not.toMatch(/(^|\s)出発 /);
    await expectAccessible(page);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/sp\/confirm/);
    const summary = await page.getByRole('region', { name: '予約内容' }).innerText();
    expect(summary).toContain('降車地点');
    expect(summary).toContain('学校発');
    expect(summary).not.toContain('乗車地点');
    await page.getByRole('button', { name: '予約する' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.getByText(`${dateLabel(returnDate)} 復路を予約しました`).waitFor();
    // the menu lists the next three rides; the rest behind すべての予約
    await page.locator('.sp-ride').first().waitFor();
    await unfoldRides(page);
    const card = page
      .getByRole('listitem')
      .filter({ hasText: dateLabel(returnDate) })
      .filter({ hasText: '復路' })
      .filter({ hasText: '北上尾駅東口' });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const cardText = await card.innerText();
    expect(cardText).toContain('予約済み・時刻未定');
    expect(cardText).toContain('学校発');
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ride-words-sp-booked-360.png'), fullPage: true });
    await context.close();
  });

  it('phone: a bus off the net says to phone the school, its number a tel: link', async () => {
    const api = await apiLearner(phone.seitoNo, phone.password);
    const trip = await offNetTrip(api);
    const { context, page } = await phones.open();
    await openMenu(page, phone, 'sp');
    await spTimePage(page, trip.date, trip.upDown, trip.course, trip.stop);
    const closed = page.locator('.sp-trip-closed').filter({ hasText: 'ネット予約対象外' });
    await closed.first().waitFor();
    await expectPhoneLink(page);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ride-words-sp-off-net-360.png'), fullPage: true });
    await context.close();
  });

  it('desktop: the grid of a bus off the net says to phone; a booking’s banner says what was booked', async () => {
    const api = await apiLearner(desktop.seitoNo, desktop.password);
    const trip = await offNetTrip(api);
    const { context, page } = await desktops.open();
    await signIn(page, 'pc', desktop.seitoNo, desktop.password);
    await page.waitForURL(/\/pc\/menu/);
    await openGrid(page, trip.upDown === 1 ? '往路の予約' : '復路の予約', async (p) => {
      await p.getByLabel('コース').selectOption({ label: trip.course });
      await p.getByRole('button', { name: 'このコースで探す' }).click();
      await p.waitForURL(/\/pc\/rsvpoint/);
      await p.getByRole('button', { name: `${trip.stop} を選択` }).click();
    });
    expect(await page.locator('.pc-select-head').innerText()).toContain(
      trip.upDown === 1 ? '乗車地点' : '降車地点',
    );
    await expectPhoneLink(page);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ride-words-pc-grid-1280.png'), fullPage: true });

    const cell = page.locator('table.pc-grid td.pc-cell[data-status="1"] button').last();
    const date = await cell.locator('xpath=ancestor::td').getAttribute('data-date');
    await cell.click();
    await page.waitForURL(/\/pc\/rsvtime/);
    await page.getByRole('button', { name: '予約する' }).click();
    await page.waitForURL(/\/pc\/rsvnotice/);
    const direction = trip.upDown === 1 ? '往路' : '復路';
    await page.getByText(`${dateLabel(date!)} ${direction}を予約しました`).waitFor();
    const done = await page.locator('main').innerText();
    expect(done).toContain(trip.upDown === 1 ? '出発' : '学校発');
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ride-words-pc-booked-1280.png'), fullPage: true });
    await context.close();
  });
});
