import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BusOperationStatus } from '@shared/schemas/location';
import type { VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { demoDeviceId } from '@server/demo/seed';
import { busTitle } from '@client/features/location/utils/bus-texts';
import { expectAccessible, expectNoHorizontalScroll, PHONE, url, useLearnerPages } from './browser';
import { apiClient, apiLearner, bookViaApi, signIn, type ApiLearner } from './learner';
import { startServerProcess, type ServerProcess } from './server-process';
import { claim } from './owners';
import { answerWith, SCRIPTED_FIX, SCRIPTED_RUN, SCRIPTED_STOP } from './scripted-buses';
import { DEMO_ADMIN } from './staff';
import { clockTimeFrom, nextOpenWeekday, serverNow } from './shifted-clock';

/**
 * バスの現在地 says where each run stands (issue 25 §4): the learner's own rides first, 運行前 with
 * the planned start for a bus not yet out, 運行中 with where it is (or that its position has not
 * arrived yet), 運行終了; the other school-bound buses only while they run, folded behind their
 * count. Two parts:
 * - scripted answers on the shared server: every state at once, the folding, axe, pictures;
 * - a server of its own with a shifted clock: a real booking of the day before, the morning run in
 *   its hours and the run home not yet out, then a phone's fix posted over HTTP to `osmand`.
 */

const {
  learners: { scripted: SCRIPTED },
  ownServer: {
    learners: { rider: RIDER },
  },
} = claim('bus-states');

const RUN: BusOperationStatus = { ...SCRIPTED_RUN, homenName: '駅前方面' };
const FIX = SCRIPTED_FIX;
const STOP = SCRIPTED_STOP;

/** the learner's morning ride, on its way */
const OWN_MORNING: BusOperationStatus = { ...RUN, ...FIX, ...STOP, yoyakuId: 9101, distanceFromHome: 1480 };
/** the learner's ride home at 17:12, not out yet */
const OWN_EVENING: BusOperationStatus = {
  ...RUN,
  ...STOP,
  binCd: 'D0107',
  binNm: '7便',
  upDown: 2,
  jgn: 7,
  busStartTime: '17:12',
  busEndTime: '17:50',
  planStartTime: '17:12',
  planEndTime: '17:50',
  runState: 'before',
  yoyakuId: 9102,
};
const OTHERS: BusOperationStatus[] = [
  // the learner's own morning run as everyone sees it: listed above already
  { ...RUN, ...FIX },
  { ...RUN, ...FIX, homenCd: '02', homenName: '北部方面', binCd: 'U0201' },
  { ...RUN, homenCd: '03', homenName: '西部方面', binCd: 'U0301' },
  { ...RUN, homenCd: '04', homenName: '東部方面', binCd: 'U0401', runState: 'before' },
  { ...RUN, homenCd: '05', homenName: '南部方面', binCd: 'U0501', runState: 'ended' },
];

async function expectScreenOk(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

const ownRegion = (page: Page) => page.getByRole('region', { name: '予約したバス' });
const othersRegion = (page: Page) => page.getByRole('region', { name: 'ほかの学校行きのバス' });

describe('/sp/busplace: each run 運行前 / 運行中 / 運行終了, other buses only while running, folded', () => {
  const pages = useLearnerPages(PHONE);

  it('scripted: own rides first with their state, the other running buses folded behind their count', async () => {
    const { context, page } = await pages.open();
    await page.route('**/api/Location/GetReservedBusOperationStatus', (route) =>
      answerWith(route, [OWN_MORNING, OWN_EVENING]),
    );
    await page.route('**/api/Location/GetBusOperationStatusAll', (route) => answerWith(route, OTHERS));
    await signIn(page, 'sp', SCRIPTED.seitoNo, SCRIPTED.password);
    await page.waitForURL(/\/sp\/menu/);
    await page.goto(url('sp/busplace'));

    const own = ownRegion(page).getByRole('listitem');
    await own.nth(1).waitFor();
    expect(await own.count()).toBe(2);
    expect(await own.nth(0).innerText()).toContain('運行中移動中');
    expect(await own.nth(0).innerText()).toContain('12秒前更新');
    // the bus not yet out: its planned start, not "no position"
    const evening = own.nth(1);
    expect(await evening.innerText()).toContain('運行前17:12発予定');
    expect(await evening.getByRole('link', { name: /地図/ }).count()).toBe(0);
    // the learner's own rides come before the other buses
    const ownBox = await ownRegion(page).boundingBox();
    const othersBox = await othersRegion(page).boundingBox();
    expect(ownBox!.y).toBeLessThan(othersBox!.y);

    // the others: only the two running, not the learner's own run again, folded
    const summary = othersRegion(page).getByText('運行中の2便を表示');
    await summary.waitFor();
    // folded: in the page, out of sight and out of the accessibility tree until opened
    expect(await othersRegion(page).getByRole('listitem', { includeHidden: true }).count()).toBe(2);
    expect(await othersRegion(page).getByRole('listitem').count()).toBe(0);
    const others = othersRegion(page).getByRole('listitem');
    expect(await page.locator('body').innerText()).not.toContain('位置情報なし');
    await expectScreenOk(page);
    await page.screenshot({ path: 'test-results/bus-states-360-folded.png', fullPage: true });

    await summary.click();
    await others.nth(1).waitFor();
    expect(await others.count()).toBe(2);
    expect(await others.filter({ hasText: '北部方面 1便' }).innerText()).toContain('運行中移動中');
    // in its hours without a fix: said honestly, not as a fault
    expect(await others.filter({ hasText: '西部方面 1便' }).innerText()).toContain(
      '運行中位置情報はまだ届いていません',
    );
    for (const hidden of ['東部方面', '南部方面'])
      expect(await othersRegion(page).getByText(hidden).count()).toBe(0);
    await expectScreenOk(page);
    await page.screenshot({ path: 'test-results/bus-states-360.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectScreenOk(page);
    await page.screenshot({ path: 'test-results/bus-states-1280.png', fullPage: true });
    await context.close();
  });
});

interface Ride {
  binCd: string;
  vehicleCd: string;
  planStart: string;
}

describe('/sp/busplace on a ride day, fed by the real server on a shifted clock', () => {
  let dataDir: string;
  let server: ServerProcess;
  let morning: Ride;
  let home: Ride;
  let date: string;
  let learner: ApiLearner;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-states-'));
    const settings = { DATA_DIR: dataDir, MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' };
    const before = await startServerProcess({
      ...settings,
      CLOCK_START: `${nextOpenWeekday()}T10:00:00+09:00`,
    });
    try {
      const booker = await apiLearner(RIDER.seitoNo, RIDER.password, '1', before.baseUrl);
      const [next] = await booker.call<{ date: string }[]>('Reservation/GetReservationDays');
      const up = await bookViaApi(booker, next!.date, 1);
      const down = await bookViaApi(booker, next!.date, 2);
      date = up.date;
      const list = await booker.call<{ yoyakuId: number; binCd: string }[]>('Reservation/GetReservationList');
      const binOf = (yoyakuId: number) => list.find((b) => b.yoyakuId === yoyakuId)!.binCd;
      const staff = await apiClient({}, before.baseUrl);
      await staff.call('Admin/StaffLogin', { serviceCode: 'demo', ...DEMO_ADMIN });
      const { runs } = await staff.call<VehicleAssignments>('Admin/GetVehicleAssignments', { date });
      const rideOf = (binCd: string): Ride => {
        const run = runs.find((r) => r.binCd === binCd)!;
        expect(run.vehicleCd, `the vehicle of ${binCd}`).not.toBeNull();
        return { binCd, vehicleCd: run.vehicleCd!, planStart: run.planStart };
      };
      morning = rideOf(binOf(up.yoyakuId));
      home = rideOf(binOf(down.yoyakuId));
      expect(home.planStart > morning.planStart).toBe(true);
    } finally {
      await before.stop();
    }
    // five minutes into the morning run: it runs, the run home has not set out
    server = await startServerProcess({
      ...settings,
      CLOCK_START: `${date}T${clockTimeFrom(morning.planStart, 5)}+09:00`,
    });
    learner = await apiLearner(RIDER.seitoNo, RIDER.password, '1', server.baseUrl);
    // two server starts, the first seeding a fresh folder: more than one hook's usual time on a busy machine
  }, 420_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const pages = useLearnerPages(PHONE);

  it('the morning run 運行中 (no position yet, then moving), the run home 運行前 with its start, others folded', async () => {
    // the seed may give this load learner a later ride of its own that day as well
    const reserved = await learner.call<BusOperationStatus[]>('Location/GetReservedBusOperationStatus');
    const up = reserved.find((b) => b.binCd === morning.binCd)!;
    const down = reserved.find((b) => b.binCd === home.binCd)!;
    expect(up.runState).toBe('running');
    expect(down.runState).toBe('before');
    expect(reserved[0]!.binCd).toBe(morning.binCd);

    const { context, page } = await pages.open();
    await page.goto(`${server.baseUrl}sp/login?serviceCode=demo&site=1`);
    await page.getByLabel('学生番号').fill(RIDER.seitoNo);
    await page.getByLabel('パスワード').fill(RIDER.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(/\/sp\/menu/);
    await page.goto(`${server.baseUrl}sp/busplace`);

    const own = ownRegion(page).getByRole('listitem');
    const upItem = own.filter({ hasText: busTitle(up) });
    const downItem = own.filter({ hasText: busTitle(down) });
    await own.nth(reserved.length - 1).waitFor();
    expect(await own.count()).toBe(reserved.length);
    expect(await upItem.innerText()).toContain('運行中位置情報はまだ届いていません');
    expect(await downItem.innerText()).toContain(`運行前${home.planStart}発予定`);

    // the other school-bound runs in their hours now, as the API answers them, folded
    const all = await learner.call<BusOperationStatus[]>('Location/GetBusOperationStatusAll');
    const running = all.filter((b) => b.runState === 'running' && b.binCd !== morning.binCd);
    expect(all.some((b) => b.runState !== 'running')).toBe(true);
    if (running.length > 0) {
      await othersRegion(page).getByText(`運行中の${running.length}便を表示`).click();
      await expect.poll(() => othersRegion(page).getByRole('listitem').count()).toBe(running.length);
    } else {
      await othersRegion(page).getByText('いま運行中のほかの学校行きのバスはありません。').waitFor();
    }
    await expectScreenOk(page);

    // the morning bus's phone reports, as Traccar Client does; 更新 shows it moving
    const response = await fetch(`${server.baseUrl}osmand`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        id: demoDeviceId(morning.vehicleCd),
        lat: (up.busStopLat! + 0.018).toFixed(6),
        lon: up.busStopLng!.toFixed(6),
        timestamp: String(Math.floor((await serverNow(server)).getTime() / 1000)),
      }).toString(),
    });
    expect(response.status).toBe(200);
    await page.getByRole('button', { name: '更新' }).click();
    await expect.poll(() => upItem.innerText(), { timeout: 15_000 }).toContain('運行中移動中');
    expect(await upItem.innerText()).toMatch(/秒前更新/);
    expect(await downItem.innerText()).toContain(`運行前${home.planStart}発予定`);
    expect(await page.locator('body').innerText()).not.toContain('位置情報なし');
    await expectScreenOk(page);
    await context.close();
  });
});
