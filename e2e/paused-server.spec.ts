import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@shared/i18n/messages';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import { expectAccessible, PHONE, url, useLearnerPages } from './browser';
import { apiLearner, bookViaApi, freeBookableDay, type ListedBooking } from './learner';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Issue 9 "honest on bad networks": a server that stops answering (SIGSTOP, as a stalled
 * network or VM looks to the browser) while a screen's code or a write is on its way. A server
 * of its own, so pausing it never stalls the other spec files.
 */

/** SPEC.md §8 client time-out, and a little more for the screen to say so. */
const PAST_TIMEOUT_MS = 15_000 + 3_000;
const { main, second, canceller } = claim('paused-server').ownServer.learners;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dateLabel = (date: string) => formatShortDate(japanInstant(date));

describe('smartphone on a server that stops answering', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-paused-'));
    server = await startServerProcess({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const learners = useLearnerPages(PHONE);

  async function openMenu(page: Page, seitoNo: string, password: string) {
    await page.goto(`${server.baseUrl}sp/login?serviceCode=demo&site=1`);
    await page.getByLabel('学生番号').fill(seitoNo);
    await page.getByLabel('パスワード').fill(password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.getByLabel('乗車日').waitFor();
  }

  /** The demo's main learner on the confirm screen of an outbound ride from 北上尾駅東口 on the day at `dayIndex` of the list; its label. */
  async function openConfirm(page: Page, dayIndex: number): Promise<string> {
    await openMenu(page, main.seitoNo, main.password);
    const select = page.getByLabel('乗車日');
    const label = (await select.locator('option').allInnerTexts()).at(dayIndex)!;
    await select.selectOption({ label });
    await page.getByLabel('往路（学校行き）').check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('button', { name: '選択：北上尾駅東口' }).click();
    await page.getByRole('group', { name: '利用する便を選んでください' }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('heading', { name: '予約内容の確認' }).waitFor();
    return label;
  }

  it('a screen whose code does not arrive shows "currently unavailable" within the time-out, and its retry works', async () => {
    const { context, page } = await learners.open();
    await openMenu(page, second.seitoNo, second.password);
    server.pause();
    try {
      const started = Date.now();
      await page.getByRole('link', { name: '予約の確認' }).click();
      await page.getByRole('heading', { name: '画面を表示できません' }).waitFor({ timeout: PAST_TIMEOUT_MS });
      expect(Date.now() - started).toBeLessThan(PAST_TIMEOUT_MS);
      const text = messages.http.unavailable.replace('{status}', messages.http.timeout);
      await page.getByRole('alert').filter({ hasText: text }).waitFor();
      await expectAccessible(page);
    } finally {
      server.resume();
    }
    await page.getByRole('button', { name: 'もう一度読み込む' }).click();
    await page.getByRole('heading', { name: '予約の確認' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: '画面を表示できません' }).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('a booking confirmed while the server is paused ends with 予約は完了しています, booked once', async () => {
    const api = await apiLearner(main.seitoNo, main.password, '1', server.baseUrl);
    const before = await api.call<ListedBooking[]>('Reservation/GetReservationList');
    const { context, page } = await learners.open();
    const label = await openConfirm(page, -1);

    server.pause();
    try {
      await page.getByRole('button', { name: '予約する' }).click();
      await page.getByText(messages.reservation.checkingBooking).waitFor({ timeout: PAST_TIMEOUT_MS });
      // the screen never calls it a failure while it checks
      expect(await page.getByRole('alert').filter({ hasText: '現在ご利用いただけません' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: '確認しています…' }).isDisabled()).toBe(true);
      await expectAccessible(page);
      await sleep(2_000);
    } finally {
      server.resume();
    }
    await page.waitForURL(/\/sp\/menu/, { timeout: 30_000 });
    const status = page.getByRole('status').filter({ hasText: messages.reservation.bookingDone });
    await status.waitFor();
    expect(await status.innerText()).toContain(`${label} 往路を予約しました`);
    await expectAccessible(page);

    const after = await api.call<ListedBooking[]>('Reservation/GetReservationList');
    const added = after.filter((b) => !before.some((old) => old.yoyakuId === b.yoyakuId));
    expect(added).toHaveLength(1);
    expect(dateLabel(added[0]!.date)).toBe(label);
    await context.close();
  }, 120_000);

  it('a double tap on 予約する is one press: one write, one booking, and the learner told it is booked', async () => {
    const api = await apiLearner(main.seitoNo, main.password, '1', server.baseUrl);
    const before = await api.call<ListedBooking[]>('Reservation/GetReservationList');
    const { context, page } = await learners.open();
    // the last day is the paused booking's
    const label = await openConfirm(page, -2);

    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('Reservation/SaveReservation')) writes.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: '予約する' }).dblclick();
    await page.waitForURL(/\/sp\/menu/);
    await page
      .getByRole('status')
      .filter({ hasText: `${label} 往路を予約しました` })
      .waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(writes).toHaveLength(1);

    const after = await api.call<ListedBooking[]>('Reservation/GetReservationList');
    expect(after.filter((b) => !before.some((old) => old.yoyakuId === b.yoyakuId))).toHaveLength(1);
    await context.close();
  }, 60_000);

  it('a cancel confirmed while the server is paused ends with 取消は完了しています, cancelled once', async () => {
    const api = await apiLearner(canceller.seitoNo, canceller.password, '1', server.baseUrl);
    const booking = await bookViaApi(api, await freeBookableDay(api), 1);
    const { context, page } = await learners.open();
    await openMenu(page, canceller.seitoNo, canceller.password);
    await page.goto(`${server.baseUrl}sp/cancelconfirm?ids=${booking.yoyakuId}`);
    await page.getByRole('region', { name: '取消する予約' }).getByRole('listitem').waitFor();

    server.pause();
    try {
      await page.getByRole('button', { name: '取消する' }).click();
      await page.getByText(messages.reservation.checkingCancel).waitFor({ timeout: PAST_TIMEOUT_MS });
      await expectAccessible(page);
      await sleep(2_000);
    } finally {
      server.resume();
    }
    await page.waitForURL(/\/sp\/menu/, { timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: messages.reservation.cancelDone }).waitFor();
    await page.getByText(`${dateLabel(booking.date)} 往路 の予約を取消しました`).waitFor();
    await expectAccessible(page);

    const list = await api.call<ListedBooking[]>('Reservation/GetReservationList');
    expect(list.map((b) => b.yoyakuId)).not.toContain(booking.yoyakuId);
    await context.close();
  }, 120_000);
});

describe('smartphone banners', () => {
  const learners = useLearnerPages({ ...PHONE, viewport: { width: 320, height: 480 } });

  it('the error banner stays in view at the bottom of a scrolled page and its 閉じる does not wrap', async () => {
    const { context, page } = await learners.open();
    await page.route('**/api/Auth/Login', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(url('sp/login?serviceCode=demo&site=1'));
    // the sign-in is answered here: nothing reaches the shared server
    await page.getByLabel('学生番号').fill(main.seitoNo);
    await page.getByLabel('パスワード').fill(main.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: messages.http.unavailable.replace('{status}', '503') });
    await banner.waitFor();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await banner.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(10);
    const close = banner.getByRole('button', { name: '閉じる' });
    // one line box for the button's text: it did not wrap
    const lines = await close.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await expectAccessible(page);
    await close.click();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
