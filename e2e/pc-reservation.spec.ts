import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import { DESKTOP, expectAccessible, url, useLearnerPages } from './browser';
import { apiLearner, expectGreeting, openGrid, signIn, unfoldRides } from './learner';
import { claim } from './owners';

// main: the demo's main learner, shared with sp-reservation, which books only on the last two
// bookable days; here only the demo's bookings of the first business days are looked at
const { main, booksTwice, siteThree, outboundTaken } = claim('pc-reservation').learners;

interface Booking {
  date: string;
  upDown: 1 | 2;
  jgn: number;
}

/** The learner's bookings and bookable days as the server answers them, read outside the browser. */
async function serverView(seitoNo: string, password: string) {
  const api = await apiLearner(seitoNo, password);
  const days = (await api.call<{ date: string }[]>('Reservation/GetReservationDays')).map((d) => d.date);
  const bookings = await api.call<Booking[]>('Reservation/GetReservationList');
  return { days, bookings };
}

async function cell(page: Page, date: string, jgn: number) {
  const td = page.locator(`td[data-date="${date}"][data-jgn="${jgn}"]`);
  await td.waitFor();
  const button = td.getByRole('button');
  const isButton = (await button.count()) > 0;
  return {
    status: Number(await td.getAttribute('data-status')),
    className: (await td.getAttribute('class')) ?? '',
    label: (await td.textContent()) ?? '',
    isButton,
  };
}

async function expectCell(page: Page, date: string, jgn: number, status: number, label: string) {
  const state = await cell(page, date, jgn);
  expect(state.status, `${date} period ${jgn}`).toBe(status);
  expect(state.className).toContain(`pc-cell-${status}`);
  expect(state.label).toContain(label);
  expect(state.isButton).toBe([1, 3, 5].includes(status));
}

const usedPoint = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name: `${name} を選択` }).click();
};

/** The last bookable day's first period (never one of the demo's busy runs): opens its time page, answers its date. */
async function openLastGreenPeriod(page: Page): Promise<string> {
  const green = page.locator('td.pc-cell-1[data-jgn="1"]').last();
  const date = (await green.getAttribute('data-date'))!;
  await green.getByRole('button').click();
  await page.waitForURL(/\/pc\/rsvtime\?jgn=1/);
  await page.getByRole('group', { name: '便を選択してください' }).waitFor();
  return date;
}

describe('desktop booking: grid, bus choice, confirmation and the other direction', () => {
  const learners = useLearnerPages(DESKTOP);
  let context: BrowserContext;
  let page: Page;

  it("colours the grid of the demo's main learner by their bookings in each direction, and grey cells are not buttons", async () => {
    const { days, bookings } = await serverView(main.seitoNo, main.password);
    // the demo (demo-bookings.ts): on the first business day up period 1 and down period 2, on the
    // next up 2 and down 3, on the fifth up 4 only; found by pattern, so other bookings do not matter
    const at = (date: string) => bookings.filter((b) => b.date === date).map((b) => `${b.upDown}:${b.jgn}`);
    const dateWith = (...rides: string[]) => {
      const dates = [...new Set(bookings.map((b) => b.date))].sort();
      const date = dates.find((d) => rides.every((ride) => at(d).includes(ride)));
      expect(date, `a booked date with ${rides.join(', ')}`).toBeDefined();
      return date!;
    };
    const d0 = dateWith('1:1', '2:2');
    const d1 = dateWith('1:2', '2:3');
    const d4 = dateWith('1:4');
    expect(d0 < d1 && d1 < d4).toBe(true);
    expect(days).toContain(d1);
    expect(days).toContain(d4);
    const d0Shown = days.includes(d0); // not after 16:00 on the business day before it
    const d2 = days[days.indexOf(d1) + 1]!;

    ({ context, page } = await learners.open());
    await signIn(page, 'pc', main.seitoNo, main.password);
    await page.waitForURL(/\/pc\/menu/);
    await expectGreeting(page, main.furigana);
    await page.getByRole('heading', { name: '予約一覧' }).waitFor();
    await page.locator('table.pc-reservations tbody tr').first().waitFor();
    // the top shows the next three rides, the rest behind すべての予約 (issue 25 §2)
    const shown = page.locator('table.pc-reservations tbody tr');
    expect(await shown.count()).toBe(Math.min(bookings.length, 3));
    if (bookings.length > 3)
      await page.getByRole('button', { name: `すべての予約（${bookings.length}件）` }).click();
    expect(await shown.count()).toBe(bookings.length);
    await expectAccessible(page);

    await openGrid(page, '往路の予約', async (p) => {
      await p.getByRole('heading', { name: '以前に利用した地点から選ぶ' }).waitFor();
      await p.getByText('承認待ち').first().waitFor();
      await expectAccessible(p);
      await usedPoint('北上尾駅東口')(p);
    });
    await expectAccessible(page);
    if (d0Shown) {
      await expectCell(page, d0, 1, 2, '往路予約済');
      await expectCell(page, d0, 2, 5, '復路予約済・往路予約可');
    }
    await expectCell(page, d1, 1, 1, '予約可');
    await expectCell(page, d1, 2, 2, '往路予約済');
    await expectCell(page, d1, 3, 5, '復路予約済・往路予約可');
    expect(await page.locator(`td[data-date="${d1}"][data-jgn="3"]`).getByText('便あり').count()).toBe(1);
    await expectCell(page, d4, 4, 2, '往路予約済');
    expect((await cell(page, d2, 6)).label).toContain('学科教習あり');

    // Saturday has periods 1–6 only: period 9 is a grey cell, not a button, and clicking it goes nowhere
    const grey = page.locator('td.pc-cell-7:not(.pc-cell-full)').first();
    expect(await grey.getAttribute('data-status')).toBe('7');
    expect(await grey.textContent()).toContain('便なし');
    expect(await grey.getByRole('button').count()).toBe(0);
    // it says it cannot be chosen (aria-disabled), so Playwright clicks it only when forced
    await grey.click({ force: true });
    expect(page.url()).toMatch(/\/pc\/rsvselect$/);
    expect(await page.getByRole('heading', { name: '表の見かた' }).isVisible()).toBe(true);

    await openGrid(page, '復路の予約', usedPoint('北上尾駅東口'));
    if (d0Shown) {
      await expectCell(page, d0, 1, 3, '往路予約済・復路予約可');
      await expectCell(page, d0, 2, 4, '復路予約済');
    }
    await expectCell(page, d1, 2, 3, '往路予約済・復路予約可');
    await expectCell(page, d1, 3, 4, '復路予約済');
    await expectCell(page, d4, 4, 3, '往路予約済・復路予約可');
    await expectAccessible(page);
    await context.close();
  });

  it('books a green cell, refuses the same booking again with its code, then books the offered return trip: the cell turns purple', async () => {
    ({ context, page } = await learners.open());
    await signIn(page, 'pc', booksTwice.seitoNo, booksTwice.password);
    await page.waitForURL(/\/pc\/menu/);
    await expectGreeting(page, booksTwice.furigana);

    await openGrid(page, '往路の予約', async (p) => {
      await p.getByLabel('同乗する子供').selectOption('1');
      await p.getByLabel('コース').selectOption({ label: '北部方面' });
      await p.getByRole('button', { name: 'このコースで探す' }).click();
      await p.waitForURL(/\/pc\/rsvpoint/);
      await p.getByRole('heading', { name: 'コース：北部方面' }).waitFor();
      await expectAccessible(p);
      await usedPoint('北上尾駅東口')(p);
    });

    const date = await openLastGreenPeriod(page);
    expect(await page.getByText('1 人').isVisible()).toBe(true);
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    await expectAccessible(page);

    // a second tab of the same learner, with the same choices, books that bus first
    const condition = await page.evaluate(() => sessionStorage.getItem('bus.reservationCondition'));
    const other = await context.newPage();
    await other.goto(url('pc/menu'));
    await other.evaluate(
      (value) => sessionStorage.setItem('bus.reservationCondition', value ?? ''),
      condition,
    );
    await other.goto(url('pc/rsvtime?jgn=1'));
    await other.getByRole('radio').first().waitFor();
    await other.getByRole('button', { name: '予約する' }).click();
    await other.waitForURL(/\/pc\/rsvnotice/);
    await other.getByText('往路を予約しました', { exact: false }).waitFor();
    await expectAccessible(other);

    // the same bus again from the first tab, which still shows it: refused with the catalogue text and its code, and it stays
    await page.getByRole('button', { name: '予約する' }).click();
    await page.getByRole('alert').filter({ hasText: '既に予約済みです。（コード 320）' }).waitFor();
    expect(page.url()).toMatch(/\/pc\/rsvtime/);
    await page.close();
    page = other;

    await page.getByRole('button', { name: '復路も予約する' }).click();
    await page.waitForURL(/\/pc\/rsvselect$/);
    await page.locator('table.pc-grid').waitFor();
    expect(await page.locator('.pc-grid-title').textContent()).toContain('復路');
    await expectCell(page, date, 1, 3, '往路予約済・復路予約可');

    // booking the return of the same period makes the cell purple (both directions) and no longer a button
    await page.locator(`td[data-date="${date}"][data-jgn="1"]`).getByRole('button').click();
    await page.waitForURL(/\/pc\/rsvtime\?jgn=1/);
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('button', { name: '予約する' }).click();
    await page.waitForURL(/\/pc\/rsvnotice/);
    await page.getByText('復路を予約しました', { exact: false }).waitFor();
    await page.getByRole('button', { name: '往路も予約する' }).click();
    await page.waitForURL(/\/pc\/rsvselect$/);
    await page.locator('table.pc-grid').waitFor();
    await expectCell(page, date, 1, 6, '往復予約済');
    expect((await cell(page, date, 1)).isButton).toBe(false);
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: 'トップ' })
      .click();
    await page.locator('table.pc-reservations tbody tr').first().waitFor();
    // the top lists the next three rides; the rest behind すべての予約 (issue 25)
    await unfoldRides(page);
    const row = page
      .locator('table.pc-reservations tbody tr')
      .filter({ hasText: formatShortDate(japanInstant(date)) })
      .filter({ has: page.locator('.chip-dir-1') })
      // the load learner may ride to school at another period of that day too (demo bookings)
      .filter({ hasText: '北上尾駅東口' });
    expect(await row.count()).toBe(1);
    await context.close();
  });

  it('offers no outbound bus on the time page of a period already booked outbound (its cell forbids it)', async () => {
    ({ context, page } = await learners.open());
    await signIn(page, 'pc', outboundTaken.seitoNo, outboundTaken.password);
    await page.waitForURL(/\/pc\/menu/);
    await expectGreeting(page, outboundTaken.furigana);
    await openGrid(page, '往路の予約', async (p) => {
      await p.getByLabel('コース').selectOption({ label: '北部方面' });
      await p.getByRole('button', { name: 'このコースで探す' }).click();
      await p.waitForURL(/\/pc\/rsvpoint/);
      await usedPoint('北上尾駅東口')(p);
    });
    await openLastGreenPeriod(page);
    await page.getByRole('button', { name: '予約する' }).click();
    await page.waitForURL(/\/pc\/rsvnotice/);
    await page.getByText('往路を予約しました', { exact: false }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/pc\/rsvtime\?jgn=1/);
    await page.getByRole('group', { name: '便を選択してください' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('radio')
          .evaluateAll((radios) => radios.every((r) => (r as HTMLInputElement).disabled)),
      )
      .toBe(true);
    expect(await page.getByRole('radio').count()).toBeGreaterThan(0);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '予約する' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('shows no extras and no point searches when the site turns them off', async () => {
    ({ context, page } = await learners.open());
    await signIn(page, 'pc', siteThree.seitoNo, siteThree.password, '3');
    await page.waitForURL(/\/pc\/menu/);
    await expectGreeting(page, siteThree.furigana);
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '往路の予約' })
      .click();
    await page.getByRole('heading', { name: '以前に利用した地点から選ぶ' }).waitFor();
    await page.locator('.pc-stops, .empty').first().waitFor();
    expect(await page.getByLabel('同乗する子供').count()).toBe(0);
    expect(await page.getByLabel('チャイルドシート').count()).toBe(0);
    expect(await page.getByText('自転車').count()).toBe(0);
    expect(await page.getByRole('heading', { name: '地点を検索して選ぶ' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
