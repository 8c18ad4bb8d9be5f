import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { distanceMetres } from '@shared/rules/geo';
import type { BusOperationStatus } from '@shared/schemas/location';
import type { Reservation } from '@shared/schemas/reservation';
import type { VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { demoDeviceId } from '@server/demo/seed';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE,
  useLearnerPages,
  expectBusCentredWithStop,
} from './browser';
import { apiClient, apiLearner, bookViaApi, type ApiLearner } from './learner';
import { startServerProcess, type ServerProcess } from './server-process';
import { claim } from './owners';
import { DEMO_ADMIN } from './staff';
import { busTitle } from '@client/features/location/utils/bus-texts';
import { clockTimeFrom, nextOpenWeekday, serverNow } from './shifted-clock';

/**
 * Live bus positions fed for real (issue 13 acceptance: "the list shows the learner's bus moving
 * between two refreshes"). A server of its own on a fresh PGlite folder with a shifted clock
 * (CLOCK_START): on the day before, a learner books the first school-bound run through the API;
 * the server is restarted on the same folder with its clock 10 minutes before that run sets out;
 * a phone then reports over HTTP to `osmand` as Traccar Client does, with the server's time, and
 * the page's own 20 s timer (Playwright's clock: no real 20 s wait) shows the bus move.
 */

const { rider } = claim('sp-busplace-live').ownServer.learners;
const SEITO_NO = rider.seitoNo;
const PASSWORD = rider.password;
/** About 2 km and 1 km north of a point, in degrees of latitude. */
const NORTH_2KM = 0.018;
const NORTH_1KM = 0.009;

interface Ride {
  date: string;
  binCd: string;
  vehicleCd: string;
  planStart: string;
}

describe('/sp/busplace fed by a real phone report on a shifted server clock', () => {
  let dataDir: string;
  let server: ServerProcess;
  let ride: Ride;
  let learner: ApiLearner;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-live-'));
    // tiles from a port nobody listens on: no request leaves this machine, the map works without them
    // the job runner polls every second, so the watch-runs job reckons the ETA soon after a fix
    const settings = {
      DATA_DIR: dataDir,
      MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
      JOBS_POLL_SECONDS: '1',
    };

    // the day before, at 10:00: the demo is seeded as of then, and the next business day is bookable
    const before = await startServerProcess({
      ...settings,
      CLOCK_START: `${nextOpenWeekday()}T10:00:00+09:00`,
    });
    try {
      const booker = await apiLearner(SEITO_NO, PASSWORD, '1', before.baseUrl);
      const [next] = await booker.call<{ date: string }[]>('Reservation/GetReservationDays');
      const booking = await bookViaApi(booker, next!.date, 1);
      // the first period: the first school-bound run of the day on that course
      expect(booking.jgn).toBe(1);
      const list = await booker.call<Reservation[]>('Reservation/GetReservationList');
      const binCd = list.find((b) => b.yoyakuId === booking.yoyakuId)!.binCd;
      // its bus and planned start, as the console's daily assignment shows them
      const staff = await apiClient({}, before.baseUrl);
      await staff.call('Admin/StaffLogin', { serviceCode: 'demo', ...DEMO_ADMIN });
      const { runs } = await staff.call<VehicleAssignments>('Admin/GetVehicleAssignments', {
        date: booking.date,
      });
      const run = runs.find((r) => r.binCd === binCd)!;
      expect(run.vehicleCd, `the vehicle of ${binCd}`).not.toBeNull();
      ride = { date: booking.date, binCd, vehicleCd: run.vehicleCd!, planStart: run.planStart };
    } finally {
      await before.stop();
    }

    // the ride day, 10 minutes before the run sets out: inside the span its bus's fixes count for it
    server = await startServerProcess({
      ...settings,
      CLOCK_START: `${ride.date}T${clockTimeFrom(ride.planStart, -10)}+09:00`,
    });
    learner = await apiLearner(SEITO_NO, PASSWORD, '1', server.baseUrl);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const pages = useLearnerPages(PHONE);

  /** One fix as Traccar Client sends it (form POST, seconds), stamped with the server's time. */
  async function report(at: { lat: number; lng: number }, after?: number): Promise<number> {
    let seconds = Math.floor((await serverNow(server)).getTime() / 1000);
    // a vehicle's latest fix is replaced only by a newer one
    while (after !== undefined && seconds <= after) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seconds = Math.floor((await serverNow(server)).getTime() / 1000);
    }
    const response = await fetch(`${server.baseUrl}osmand`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        id: demoDeviceId(ride.vehicleCd),
        lat: at.lat.toFixed(6),
        lon: at.lng.toFixed(6),
        timestamp: String(seconds),
        speed: '16.2',
        bearing: '0',
        accuracy: '8',
        batt: '76',
      }).toString(),
    });
    expect(response.status).toBe(200);
    return seconds;
  }

  /** The learner's ride as the API answers it now. */
  async function reserved(): Promise<BusOperationStatus> {
    const buses = await learner.call<BusOperationStatus[]>('Location/GetReservedBusOperationStatus');
    expect(buses.map((b) => b.binCd)).toEqual([ride.binCd]);
    return buses[0]!;
  }

  async function expectScreenOk(page: Page) {
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  }

  it("shows the learner's bus moving between two refreshes of the 20 s timer, and the map centred on it", async () => {
    const { context, page } = await pages.open();
    // the page's timers on Playwright's clock, its Date on the server's (shifted) time
    await page.clock.install({ time: await serverNow(server) });
    await page.goto(`${server.baseUrl}sp/login?serviceCode=demo&site=1`);
    await page.getByLabel('学生番号').fill(SEITO_NO);
    await page.getByLabel('パスワード').fill(PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.getByRole('link', { name: 'バスの現在地' }).click();
    await page.waitForURL(/\/sp\/busplace/);

    const first = await reserved();
    const name = busTitle(first);
    const stop = { lat: first.busStopLat!, lng: first.busStopLng! };
    const item = page.getByRole('region', { name: '予約したバス' }).getByRole('listitem');
    const others = page.getByRole('region', { name: 'ほかの学校行きのバス' });
    // no phone has reported yet today, and the run sets out in 10 minutes: not yet out, with its time
    await expect.poll(() => item.innerText()).toContain(name);
    expect(await item.innerText()).toContain(`運行前${ride.planStart}発予定`);
    expect(await item.getByRole('link', { name: /地図/ }).count()).toBe(0);
    // the learner's own run is not repeated among the other buses
    await others.getByText(/いま運行中のほかの|運行中の\d+便を表示/).waitFor();
    expect(await others.getByRole('listitem').filter({ hasText: name }).count()).toBe(0);
    await expectScreenOk(page);

    // the bus's phone reports some 2 km from the learner's stop; nothing changes until the timer
    const farPoint = { lat: stop.lat + NORTH_2KM, lng: stop.lng };
    const sent = await report(farPoint);
    await page.clock.runFor(19_000);
    expect(await item.innerText()).toContain('運行前');
    await page.clock.runFor(2_000);
    // a fresh fix ahead of its time: the bus is on its way
    await expect.poll(() => item.innerText()).toContain('運行中移動中');
    const far = await reserved();
    expect(Math.abs(far.distanceFromHome! - distanceMetres(stop, farPoint))).toBeLessThanOrEqual(1);
    const farText = `乗車地点まで約${(far.distanceFromHome! / 1000).toFixed(1)}km`;
    await expect.poll(() => item.innerText()).toContain(farText);
    expect(await item.innerText()).toMatch(/(?:[0-9]|[1-5][0-9])秒前更新/);
    await expect
      .poll(() => page.locator('[aria-live="polite"]').innerText())
      .toContain(`${name}：運行中・移動中`);
    // what other learners see of the same bus: running, its age, no distance nor stop
    const listed = (await learner.call<BusOperationStatus[]>('Location/GetBusOperationStatusAll')).find(
      (b) => b.binCd === ride.binCd,
    )!;
    expect(listed).toMatchObject({
      runState: 'running',
      isMoving: true,
      distanceFromHome: null,
      busStopCd: null,
    });
    await expectScreenOk(page);

    // a second fix 1 km nearer, and the next timer refresh moves the bus on the list
    const nearPoint = { lat: stop.lat + NORTH_1KM, lng: stop.lng };
    await report(nearPoint, sent);
    await page.clock.runFor(21_000);
    const near = await reserved();
    expect(Math.abs(near.distanceFromHome! - distanceMetres(stop, nearPoint))).toBeLessThanOrEqual(1);
    const nearText = `乗車地点まで約${(near.distanceFromHome! / 1000).toFixed(1)}km`;
    expect(nearText).not.toBe(farText);
    await expect.poll(() => item.innerText()).toContain(nearText);
    expect(await item.innerText()).toContain('移動中');
    expect(await item.innerText()).toMatch(/秒前更新/);

    // the watch-runs job reckons the bus's progress within its 15 s period: the minutes until it
    // reaches the learner's stop (before it sets out, on time: as planned) show at the next refresh
    await expect
      .poll(async () => (await reserved()).etaMinutes, { timeout: 30_000, interval: 1_000 })
      .not.toBeNull();
    await page.clock.runFor(21_000);
    await expect.poll(() => item.innerText()).toMatch(/乗車地点まで あと約\d+分/);

    // the map page centres on the bus, where the phone last reported
    await item.getByRole('link', { name: `${name}の地図` }).click();
    await page.waitForURL(new RegExp(`/sp/busdisp\\?binCd=${ride.binCd}`));
    const map = page.getByRole('application', { name: `${name}の現在地の地図` });
    await map.waitFor();
    await page
      .getByTestId('bus-age')
      .getByText(/秒前更新/)
      .waitFor();
    // and the learner's stop is marked
    await expectBusCentredWithStop(page, map);
    expect(await page.getByTestId('bus-eta').innerText()).toMatch(/^あと約\d+分$/);
    await expectScreenOk(page);
    await context.close();
  }, 120_000);
});
