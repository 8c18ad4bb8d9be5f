import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@shared/schemas/reservation';
import { expectAccessible, expectNoHorizontalScroll, DESKTOP, PHONE, useLearnerPages } from './browser';
import { apiLearner, type ApiLearner } from './learner';
import { claim, type DemoLearner } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';
import { nextOpenWeekday } from './shifted-clock';

/**
 * 「今日は乗りません」 (issue 27 §4) on /sp and /pc. A server of its own whose clock starts at 11:00
 * on a business day: the demo's seed books its first 37 load learners onto that day's busy
 * runs (period 5 and later, in the afternoon), whose cut-off (16:00 the business day before) has
 * passed and whose buses have not left — so those rides may be marked. The learner taps the
 * button, reads that it is not a cancel, confirms, sees the mark, and undoes it.
 */

const { phone: PHONE_LEARNER, desktop: DESKTOP_LEARNER } = claim('sp-not-riding').ownServer.learners;
const SCREENSHOTS = path.resolve('test-results/screenshots');

const DAY = nextOpenWeekday();

describe('「今日は乗りません」 on a ride past its cut-off, on the phone and the desktop', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-not-riding-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
      CLOCK_START: `${DAY}T11:00:00+09:00`,
    });
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The learner's ride of the day, as the API lists it: open for the mark, not marked. */
  async function todaysRide(learner: DemoLearner): Promise<{ api: ApiLearner; ride: Reservation }> {
    const api = await apiLearner(learner.seitoNo, learner.password, '1', server.baseUrl);
    const list = await api.call<Reservation[]>('Reservation/GetReservationList');
    const ride = list.find((r) => r.date === DAY);
    expect(ride, `${learner.seitoNo} rides on ${DAY}`).toBeDefined();
    expect(ride).toMatchObject({ isNetCancel: false, notRiding: false, canSetNotRiding: true });
    // the rides of later days are still cancellable: no button there
    expect(list.filter((r) => r.canSetNotRiding).map((r) => r.yoyakuId)).toEqual([ride!.yoyakuId]);
    return { api, ride: ride! };
  }

  const notRidingOf = async (api: ApiLearner, yoyakuId: number) =>
    (await api.call<Reservation[]>('Reservation/GetReservationList')).find((r) => r.yoyakuId === yoyakuId)
      ?.notRiding;

  async function signIn(page: Page, area: 'sp' | 'pc', learner: DemoLearner) {
    await page.goto(`${server.baseUrl}${area}/login?serviceCode=demo&site=1`);
    await page.getByLabel('学生番号').fill(learner.seitoNo);
    await page.getByLabel('パスワード').fill(learner.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(new RegExp(`/${area}/menu`));
  }

  /** Tap, read the confirm step (not a cancel), confirm: the mark with its undo, the driver told. */
  async function markAndUndo(page: Page, api: ApiLearner, yoyakuId: number, shot: string) {
    await page.getByRole('button', { name: '今日は乗りません' }).click();
    const dialog = page.getByRole('dialog', { name: /に乗らないことを運転手に伝えますか/ });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('予約の取消ではありません');
    expect(text).toContain('席は空かず');
    expect(text).toContain('運転手はあなたを待たずに出発します');
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${shot}-confirm.png`), fullPage: true });

    await dialog.getByRole('button', { name: '乗らないと伝える' }).click();
    await page.getByText('乗りません（運転手に連絡済み）').waitFor();
    const undo = page.getByRole('button', { name: 'やはり乗ります' });
    await expect.poll(() => undo.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: '今日は乗りません' }).count()).toBe(0);
    expect(await notRidingOf(api, yoyakuId)).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${shot}-marked.png`), fullPage: true });

    await undo.click();
    await page.getByRole('button', { name: '今日は乗りません' }).waitFor();
    expect(await page.getByText('乗りません（運転手に連絡済み）').count()).toBe(0);
    expect(await notRidingOf(api, yoyakuId)).toBe(false);
  }

  describe('on the phone', () => {
    const pages = useLearnerPages(PHONE);

    it('the menu: tap, confirm, the mark, undo; the check screen shows the mark too; a cancelled confirm sends nothing', async () => {
      const { api, ride } = await todaysRide(PHONE_LEARNER);
      const { context, page } = await pages.open();
      await signIn(page, 'sp', PHONE_LEARNER);
      await page.getByRole('button', { name: '今日は乗りません' }).waitFor();
      await expectNoHorizontalScroll(page);
      await markAndUndo(page, api, ride.yoyakuId, 'sp-not-riding-360');

      // やめる: nothing sent, the button is back
      await page.getByRole('button', { name: '今日は乗りません' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'やめる' }).click();
      expect(await notRidingOf(api, ride.yoyakuId)).toBe(false);

      // marked on the menu, seen on 予約の確認 with its undo
      await page.getByRole('button', { name: '今日は乗りません' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '乗らないと伝える' }).click();
      await page.getByText('乗りません（運転手に連絡済み）').waitFor();
      await page.goto(`${server.baseUrl}sp/check`);
      await page.getByText('乗りません（運転手に連絡済み）').waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'sp-not-riding-360-check.png'), fullPage: true });
      await page.setViewportSize(DESKTOP.viewport);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'sp-not-riding-1280-check.png'), fullPage: true });
      await page.getByRole('button', { name: 'やはり乗ります' }).click();
      await page.getByRole('button', { name: '今日は乗りません' }).waitFor();
      expect(await notRidingOf(api, ride.yoyakuId)).toBe(false);
      await context.close();
    });
  });

  describe('on the desktop', () => {
    const pages = useLearnerPages(DESKTOP);

    it('the top page’s table: tap, confirm, the mark, undo', async () => {
      const { api, ride } = await todaysRide(DESKTOP_LEARNER);
      const { context, page } = await pages.open();
      await signIn(page, 'pc', DESKTOP_LEARNER);
      await page.getByRole('button', { name: '今日は乗りません' }).waitFor();
      await markAndUndo(page, api, ride.yoyakuId, 'pc-not-riding-1280');
      await context.close();
    });
  });
});
