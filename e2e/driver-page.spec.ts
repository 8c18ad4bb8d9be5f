import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BusOperationStatus } from '@shared/schemas/location';
import type { Reservation } from '@shared/schemas/reservation';
import type { StaffVehicle, VehicleAssignments } from '@shared/schemas/admin-vehicles';
import type { DriverTap } from '@shared/schemas/driver';
import { contextOptions, expectAccessible, expectNoHorizontalScroll, launchBrowser, PHONE } from './browser';
import { apiClient, apiLearner, bookViaApi, type ApiLearner } from './learner';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';
import { DEMO_ADMIN } from './staff';
import { clockTimeFrom, nextOpenWeekday, serverNow } from './shifted-clock';

/**
 * The driver page (issue 27 acceptance) on a server of its own with a shifted clock: the day
 * before, two learners book the same school-bound run; on the ride day, 10 minutes before it sets
 * out, the console signs the run's vehicle's phone in with a one-time code (through its API, as
 * the demo admin), and a 360 px phone opens `driver/#code=…`. A rider says 「今日は乗りません」 on
 * their own phone (a second context) and the driver's page shows it on its next refresh, the undo
 * likewise. The driver taps two riders offline
 * and the page counts them unsent; back online each is stored once (sent again, both come back
 * as duplicates). 出発 opens the run and the phone's GPS (Playwright's geolocation) moves the bus
 * on the first learner's /sp/busplace in a second context; 運行終了 warns about the rider left
 * unconfirmed.
 */

const { watcher, other } = claim('driver-page').ownServer.learners;
const SCREENSHOTS = path.resolve('test-results/screenshots');
const NARROWEST = { width: 320, height: 640 };
/** About 2 km and 1 km north of a point, in degrees of latitude. */
const NORTH_2KM = 0.018;
const NORTH_1KM = 0.009;

interface Ride {
  date: string;
  binCd: string;
  vehicleCd: string;
  planStart: string;
}

describe('the driver page: sign-in by QR, offline taps sent once, 出発 with browser GPS, 運行終了 warning', () => {
  let dataDir: string;
  let server: ServerProcess;
  let browser: Browser;
  let ride: Ride;
  let watcherApi: ApiLearner;
  let driver: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-driver-'));
    const settings = { DATA_DIR: dataDir, MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' };
    const before = await startServerProcess({
      ...settings,
      CLOCK_START: `${nextOpenWeekday()}T10:00:00+09:00`,
    });
    try {
      const bookings: { date: string; binCd: string }[] = [];
      for (const learner of [watcher, other]) {
        const api = await apiLearner(learner.seitoNo, learner.password, '1', before.baseUrl);
        const [next] = await api.call<{ date: string }[]>('Reservation/GetReservationDays');
        const booking = await bookViaApi(api, next!.date, 1);
        const list = await api.call<Reservation[]>('Reservation/GetReservationList');
        bookings.push({
          date: booking.date,
          binCd: list.find((b) => b.yoyakuId === booking.yoyakuId)!.binCd,
        });
      }
      // both on the first school-bound run of that day on the course
      expect(bookings[1]).toEqual(bookings[0]);
      const staff = await apiClient({}, before.baseUrl);
      await staff.call('Admin/StaffLogin', { serviceCode: 'demo', ...DEMO_ADMIN });
      const { runs } = await staff.call<VehicleAssignments>('Admin/GetVehicleAssignments', {
        date: bookings[0]!.date,
      });
      const run = runs.find((r) => r.binCd === bookings[0]!.binCd)!;
      expect(run.vehicleCd, `the vehicle of ${run.binCd}`).not.toBeNull();
      ride = {
        date: bookings[0]!.date,
        binCd: run.binCd,
        vehicleCd: run.vehicleCd!,
        planStart: run.planStart,
      };
    } finally {
      await before.stop();
    }
    server = await startServerProcess({
      ...settings,
      CLOCK_START: `${ride.date}T${clockTimeFrom(ride.planStart, -10)}+09:00`,
    });
    watcherApi = await apiLearner(watcher.seitoNo, watcher.password, '1', server.baseUrl);
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    driver = await openPhone();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A phone context whose page runs on the server's (shifted) clock, taps and fixes stamped with it. */
  async function openPhone(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext(contextOptions(PHONE));
    const page = await context.newPage();
    await page.clock.install({ time: await serverNow(server) });
    return { context, page };
  }

  /** A one-time code for the ride's vehicle's phone, as the console shows it (the demo admin, over HTTP). */
  async function issueSignInCode(): Promise<string> {
    const staff = await apiClient({}, server.baseUrl);
    await staff.call('Admin/StaffLogin', { serviceCode: 'demo', ...DEMO_ADMIN });
    const vehicles = await staff.call<StaffVehicle[]>('Admin/GetVehicles', {});
    const vehicle = vehicles.find((v) => v.vehicleCd === ride.vehicleCd)!;
    const device = vehicle.devices.find((d) => d.revokedAt === null)!;
    const { code } = await staff.call<{ code: string }>('Admin/IssueDriverSignIn', { deviceId: device.id });
    return code;
  }

  async function screenshots(page: Page, name: string) {
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-360.png`), fullPage: true });
    await page.setViewportSize(NARROWEST);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-320.png`), fullPage: true });
    await page.setViewportSize(PHONE.viewport);
  }

  const riderCard = (page: Page, name: string) => page.locator('.driver-rider').filter({ hasText: name });

  it('signs the phone in from the QR address, drops the code from it, and shows the vehicle’s day', async () => {
    const { page } = driver;
    await page.goto(`${server.baseUrl}driver/`);
    await page.getByRole('heading', { name: '運転手ページにサインイン' }).waitFor();
    // a wrong code is refused in the catalogue's words, with its number
    await page.getByLabel('サインインコード（8文字）').fill('ZZZZ2222');
    await page.getByRole('button', { name: 'サインイン' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/910/);
    await expectAccessible(page);
    await screenshots(page, 'driver-sign-in');

    const code = await issueSignInCode();
    await page.goto(`${server.baseUrl}driver/#code=${code}`);
    const day = page.getByRole('heading', { level: 1 });
    await expect.poll(() => day.innerText()).toMatch(/号車/);
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.locator('main').innerText()).toContain(
      `${ride.date.slice(5, 7)}月${ride.date.slice(8)}日`,
    );
    const run = page.getByRole('region').filter({ has: page.getByRole('button', { name: /^出発/ }) });
    expect(await run.count()).toBeGreaterThan(0);
    for (const learner of [watcher, other]) await riderCard(page, learner.name).first().waitFor();
    expect(await page.getByText(/\d\d:\d\d 更新/).count()).toBe(1);
    await expectAccessible(page);
    await screenshots(page, 'driver-day');
  });

  it('shows a learner’s 「今日は乗りません」 from their own phone on its next refresh, and its undo likewise', async () => {
    const { page } = driver;
    const card = () => riderCard(page, other.name).first();
    expect(await card().innerText()).not.toContain('本人から「今日は乗りません」');
    const learner = await openPhone();
    await learner.page.goto(`${server.baseUrl}sp/login?serviceCode=demo&site=1`);
    await learner.page.getByLabel('学生番号').fill(other.seitoNo);
    await learner.page.getByLabel('パスワード').fill(other.password);
    await learner.page.getByRole('button', { name: 'ログイン' }).click();
    await learner.page.waitForURL(/\/sp\/menu/);
    await learner.page.getByRole('button', { name: '今日は乗りません' }).click();
    const dialog = learner.page.getByRole('dialog', { name: /に乗らないことを運転手に伝えますか/ });
    await dialog.getByRole('button', { name: '乗らないと伝える' }).click();
    await learner.page.getByText('乗りません（運転手に連絡済み）').waitFor();

    // the driver's page reads the day every 30 s: one refresh later the rider is marked
    await page.clock.runFor(31_000);
    await expect
      .poll(() => card().innerText(), { timeout: 10_000 })
      .toContain('本人から「今日は乗りません」');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'driver-not-riding-360.png'), fullPage: true });

    await learner.page.getByRole('button', { name: 'やはり乗ります' }).click();
    await learner.page.getByRole('button', { name: '今日は乗りません' }).waitFor();
    await page.clock.runFor(31_000);
    await expect
      .poll(() => card().innerText(), { timeout: 10_000 })
      .not.toContain('本人から「今日は乗りません」');
    await learner.context.close();
  });

  it('queues two taps made offline, says 未送信 2 件, and stores each once when back', async () => {
    const { context, page } = driver;
    await context.setOffline(true);
    await page.getByRole('button', { name: `乗車：${watcher.name}` }).click();
    await page.getByRole('button', { name: `不在：${other.name}` }).click();
    await expect.poll(() => page.getByText(/未送信 \d+ 件/).innerText()).toBe('未送信 2 件');
    // shown at once, pressed, before any answer
    expect(
      await page.getByRole('button', { name: `乗車：${watcher.name}` }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByRole('button', { name: `不在：${other.name}` }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const queued = await page.evaluate(() => localStorage.getItem('bus-driver-taps'));
    const taps = JSON.parse(queued!) as DriverTap[];
    expect(taps.map((tap) => tap.kind)).toEqual(['rider', 'rider']);
    await expectAccessible(page);
    await screenshots(page, 'driver-offline');

    await context.setOffline(false);
    await page.getByText('記録はすべて送信済みです').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('bus-driver-taps'))).toBeNull();
    // the same taps once more, as a phone whose answer was lost sends them: stored before
    const again = await page.evaluate(async (body) => {
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))!
        .split('=')[1]!;
      const response = await fetch('../api/Driver/RecordTaps', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
        body: JSON.stringify({ taps: body }),
      });
      return (await response.json()) as { data: { results: { tapId: string; outcome: string }[] } };
    }, taps);
    expect(again.data.results).toEqual(taps.map((tap) => ({ tapId: tap.tapId, outcome: 'duplicate' })));
    // the server's list says the same after a reload
    await page.reload();
    await riderCard(page, watcher.name).first().waitFor();
    expect(
      await page.getByRole('button', { name: `乗車：${watcher.name}` }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByRole('button', { name: `不在：${other.name}` }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  /** The watcher's ride as the API answers it now. */
  async function watched(): Promise<BusOperationStatus> {
    const buses = await watcherApi.call<BusOperationStatus[]>('Location/GetReservedBusOperationStatus');
    return buses.find((b) => b.binCd === ride.binCd)!;
  }

  it('after 出発 reports the phone’s GPS, and the learner’s /sp/busplace shows the bus move', async () => {
    const { context, page } = driver;
    const stop = await watched();
    const home = { lat: stop.busStopLat!, lng: stop.busStopLng! };
    await context.grantPermissions(['geolocation'], { origin: new URL(server.baseUrl).origin });
    await context.setGeolocation({ latitude: home.lat + NORTH_2KM, longitude: home.lng, accuracy: 9 });
    await page.getByRole('button', { name: /^出発/ }).first().click();
    await expect
      .poll(
        () =>
          page
            .getByText(/送信中/)
            .first()
            .innerText(),
        { timeout: 20_000 },
      )
      .toContain('精度 約9 m');
    expect(await page.getByText(/運行中（\d\d:\d\d 出発）/).count()).toBeGreaterThan(0);
    await expect.poll(async () => (await watched()).distanceFromHome, { timeout: 20_000 }).not.toBeNull();
    const far = (await watched()).distanceFromHome!;

    // the learner on a phone of their own, watching the bus
    const learner = await openPhone();
    await learner.page.goto(`${server.baseUrl}sp/login?serviceCode=demo&site=1`);
    await learner.page.getByLabel('学生番号').fill(watcher.seitoNo);
    await learner.page.getByLabel('パスワード').fill(watcher.password);
    await learner.page.getByRole('button', { name: 'ログイン' }).click();
    await learner.page.waitForURL(/\/sp\/menu/);
    await learner.page.getByRole('link', { name: 'バスの現在地' }).click();
    await learner.page.waitForURL(/\/sp\/busplace/);
    const item = learner.page.getByRole('region', { name: '予約したバス' }).getByRole('listitem');
    const farText = `乗車地点まで約${(far / 1000).toFixed(1)}km`;
    await expect.poll(() => item.innerText()).toContain(farText);

    // the bus comes 1 km nearer: the phone's next fix (one every 7 s; a reading sooner waits its turn)
    // and the page's next refresh
    await context.setGeolocation({ latitude: home.lat + NORTH_1KM, longitude: home.lng, accuracy: 9 });
    await expect
      .poll(async () => (await watched()).distanceFromHome, { timeout: 30_000, interval: 1_000 })
      .toBeLessThan(far - 500);
    const near = (await watched()).distanceFromHome!;
    const nearText = `乗車地点まで約${(near / 1000).toFixed(1)}km`;
    expect(nearText).not.toBe(farText);
    await learner.page.clock.runFor(21_000);
    await expect.poll(() => item.innerText()).toContain(nearText);
    await learner.context.close();
  });

  it('warns at 運行終了 naming the rider still unconfirmed, then ends the run and the GPS', async () => {
    const { page } = driver;
    await page.getByRole('button', { name: `取り消す：${other.name}` }).click();
    await expect.poll(() => riderCard(page, other.name).first().innerText()).toContain('未確認');
    await page
      .getByRole('button', { name: /^運行終了/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '運行を終了しますか' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(other.name);
    expect(await dialog.innerText()).not.toContain(watcher.name);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'driver-end-warning-360.png') });
    // 戻る: nothing is sent
    await dialog.getByRole('button', { name: '戻る' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.getByText(/運行終了（/).count()).toBe(0);
    await page
      .getByRole('button', { name: /^運行終了/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: '運行終了にする' }).click();
    await expect.poll(() => page.getByText(/運行終了（\d\d:\d\d）/).count()).toBeGreaterThan(0);
    await page.getByText('記録はすべて送信済みです').waitFor();
    await expect.poll(() => page.getByText('送信していません').count()).toBe(1);
    await screenshots(page, 'driver-ended');
  });
});
