import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { BusOperationStatus } from '@shared/schemas/location';
import { DEMO_VEHICLES, demoDeviceId } from '@server/demo/seed';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE,
  url,
  useLearnerPages,
  offsetFromCentre,
  expectBusCentredWithStop,
} from './browser';
import { apiLearner, signIn } from './learner';
import { claim, type DemoLearner } from './owners';
import { answerWith, SCRIPTED_FIX, SCRIPTED_RUN, SCRIPTED_STOP } from './scripted-buses';
import { busTitle } from '@client/features/location/utils/bus-texts';

/**
 * Live bus positions on the phone (issue 13 §3). The shared e2e server runs on real time, and a fix
 * counts only near a run's hours, so two parts here:
 * - scripted answers of the Location endpoints with Playwright's clock: the list changes between
 *   two timed refreshes (no real 20 s wait), states are announced, a stale fix, a hidden page,
 *   the map centres on the bus;
 * - the real server fed over HTTP through `osmand`: whatever today holds (runs in their window or
 *   none at this hour) is shown as the API tells it.
 * The real flow inside a run's window — a booking, a phone's reports, the bus moving between two
 * timed refreshes — is sp-busplace-live.spec.ts, on a server of its own with a shifted clock.
 */

const { scripted: LEARNER, real: REAL_LEARNER } = claim('sp-busplace').learners;

// inside its hours, no fix yet
const BASE: BusOperationStatus = { ...SCRIPTED_RUN, ...SCRIPTED_STOP, yoyakuId: 9001 };
const MOVING: BusOperationStatus = { ...BASE, ...SCRIPTED_FIX, distanceFromHome: 1480 };

async function expectScreenOk(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

async function openBusPlace(page: Page, learner: DemoLearner) {
  await signIn(page, 'sp', learner.seitoNo, learner.password);
  await page.waitForURL(/\/sp\/menu/);
  await page.getByRole('link', { name: 'バスの現在地' }).click();
  await page.waitForURL(/\/sp\/busplace/);
  await page.getByRole('heading', { name: '予約したバス' }).waitFor();
}

const reservedRegion = (page: Page) => page.getByRole('region', { name: '予約したバス' });

describe('/sp/busplace and /sp/busdisp on a phone', () => {
  const pages = useLearnerPages(PHONE);

  it('refreshes on the 20 s timer: running without a position yet, then moving with its age and a map centred on the bus', async () => {
    const { context, page } = await pages.open();
    let reserved: BusOperationStatus[] = [BASE];
    let calls = 0;
    // a scripted route answers even while the context is offline; the page's queries now fetch
    // offline too (they fail at once, issue 25 §7), so offline the routes fail as the network would
    let offline = false;
    const answer = (route: Route, data: unknown) =>
      offline ? route.abort('internetdisconnected') : answerWith(route, data);
    await page.route('**/api/Location/GetReservedBusOperationStatus', (route) => {
      calls += 1;
      return answer(route, reserved);
    });
    await page.route('**/api/Location/GetBusOperationStatusAll', (route) => answer(route, []));
    await page.route('**/api/Location/GetBusOperationStatus', (route) => answer(route, reserved[0]));
    await page.clock.install();
    await openBusPlace(page, LEARNER);

    const item = reservedRegion(page).getByRole('listitem');
    await expect.poll(() => item.innerText()).toContain('運行中');
    expect(await item.innerText()).toContain('位置情報はまだ届いていません');
    expect(await item.getByRole('link', { name: /地図/ }).count()).toBe(0);
    await expect.poll(() => page.getByText('いま運行中のほかの学校行きのバスはありません。').count()).toBe(1);
    await page.getByText('おおよそ1分前').waitFor();
    await expectScreenOk(page);

    // the bus reports; nothing changes until the timer's refresh
    reserved = [MOVING];
    const before = calls;
    await page.clock.runFor(19_000);
    expect(await item.innerText()).toContain('位置情報はまだ届いていません');
    await page.clock.runFor(2_000);
    await expect.poll(() => calls).toBeGreaterThan(before);
    await expect.poll(() => item.innerText()).toContain('移動中');
    expect(await item.innerText()).toContain('12秒前更新');
    expect(await item.innerText()).toContain('乗車地点まで約1.5km');
    await expect
      .poll(() => page.locator('[aria-live="polite"]').innerText())
      .toContain('上尾コース 1便：運行中・移動中');

    // the fix grows old: greyed and said in words
    reserved = [{ ...MOVING, ageSeconds: 400, isStale: true }];
    await page.getByRole('button', { name: '更新' }).click();
    await expect.poll(() => item.innerText()).toContain('6分前更新（古い情報です）');
    await expectScreenOk(page);

    reserved = [MOVING];
    await page.getByRole('button', { name: '更新' }).click();
    await expect.poll(() => item.innerText()).toContain('12秒前更新');

    // offline, the page says what it shows is old, and the fix keeps ageing on the phone
    await context.setOffline(true);
    offline = true;
    await page.clock.runFor(21_000);
    await page.getByText(/^通信できないため、\d\d:\d\d:\d\d に受け取った情報を表示しています。/).waitFor();
    expect(await item.innerText()).toMatch(/3\d秒前更新/);
    await page.clock.runFor(160_000);
    await expect.poll(() => item.innerText()).toMatch(/\d分前更新（古い情報です）/);
    await expectScreenOk(page);
    await context.setOffline(false);
    offline = false;
    // back online: fetched again, fresh (seconds, no longer stale), the note gone — within a
    // refresh or two of the page's own (fake) clock, whatever a fetch cut off by going offline left
    const afterTicks = async <T>(read: () => Promise<T>) => {
      await page.clock.runFor(5_000);
      return read();
    };
    await expect
      .poll(() => afterTicks(() => item.innerText()), { timeout: 10_000 })
      .toMatch(/移動中\d+秒前更新/);
    await expect
      .poll(() => afterTicks(() => page.getByText(/^通信できないため/).count()), { timeout: 10_000 })
      .toBe(0);

    // a hidden page (phone locked, another tab) does not poll; shown again, it refreshes at once
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        // TanStack Query listens on the window; the browser fires it on the document, bubbling
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, state);
    await setVisibility('hidden');
    const hiddenAt = calls;
    await page.clock.runFor(61_000);
    expect(calls).toBe(hiddenAt);
    await setVisibility('visible');
    await expect.poll(() => calls).toBeGreaterThan(hiddenAt);
    await item.getByRole('link', { name: '上尾コース 1便の地図' }).click();
    await page.waitForURL(/\/sp\/busdisp\?binCd=U0101/);
    const map = page.getByRole('application', { name: '上尾コース 1便の現在地の地図' });
    await map.waitFor();
    await page.getByTestId('bus-age').getByText('12秒前更新').waitFor();
    const bus = await expectBusCentredWithStop(page, map);
    await expectScreenOk(page);

    // the learner's own panning survives the next refresh; バスの位置に戻る centres the bus again
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(21_000);
    await expect.poll(async () => (await offsetFromCentre(map, bus)).dx).toBeGreaterThan(30);
    await page.getByRole('button', { name: 'バスの位置に戻る' }).click();
    await expect.poll(async () => (await offsetFromCentre(map, bus)).dx).toBeLessThan(3);

    await page.getByRole('link', { name: '戻る', exact: true }).click();
    await page.waitForURL(/\/sp\/busplace/);
    await context.close();
  });

  it('shows what the real server answers after fixes posted over HTTP to osmand', async () => {
    const api = await apiLearner(REAL_LEARNER.seitoNo, REAL_LEARNER.password);
    const post = async (lat: number, lng: number) => {
      for (const vehicle of DEMO_VEHICLES) {
        const body = new URLSearchParams({
          id: demoDeviceId(vehicle.vehicleCd),
          lat: String(lat),
          lon: String(lng),
          timestamp: String(Math.floor(Date.now() / 1000)),
        });
        const response = await fetch(`${url('osmand')}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
        });
        expect(response.status).toBe(200);
      }
    };
    await post(35.99, 139.6);
    const all = await api.call<BusOperationStatus[]>('Location/GetBusOperationStatusAll');

    const { context, page } = await pages.open();
    await openBusPlace(page, REAL_LEARNER);
    const own = new Set(
      (await api.call<BusOperationStatus[]>('Location/GetReservedBusOperationStatus')).map((b) => b.binCd),
    );
    const othersRunning = (list: BusOperationStatus[]) =>
      list.filter((b) => b.runState === 'running' && !own.has(b.binCd));
    const region = page.getByRole('region', { name: 'ほかの学校行きのバス' });
    const running = othersRunning(all);
    if (running.length === 0) {
      // no other school-bound run in its hours now (the usual case at this hour): the list says so
      await region.getByText('いま運行中のほかの学校行きのバスはありません。').waitFor();
    } else {
      // only the running ones, folded behind their count
      const summary = region.getByText(`運行中の${running.length}便を表示`);
      await summary.click();
      await expect.poll(() => region.getByRole('listitem').count()).toBe(running.length);
      for (const bus of running) {
        const item = region.getByRole('listitem').filter({ hasText: busTitle(bus) });
        await expect
          .poll(() => item.innerText())
          .toContain(bus.ageSeconds === null ? '位置情報はまだ届いていません' : '移動中');
      }
    }
    // a second fix elsewhere, then the 更新 button: the list follows the API again
    await post(35.995, 139.61);
    await page.getByRole('button', { name: '更新' }).click();
    const again = await api.call<BusOperationStatus[]>('Location/GetBusOperationStatusAll');
    for (const bus of othersRunning(again).filter((b) => b.ageSeconds !== null)) {
      const item = region.getByRole('listitem').filter({ hasText: busTitle(bus) });
      await expect.poll(() => item.innerText()).toMatch(/秒前更新/);
    }
    await expectScreenOk(page);
    await context.close();
  });
});
