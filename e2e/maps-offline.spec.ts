import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MapPlaces } from '@shared/schemas/bus-stop-reg';
import type { BusCourse, BusOperationStatus } from '@shared/schemas/location';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, PHONE, useLearnerPages } from './browser';
import { apiLearner, signIn } from './learner';
import { claim } from './owners';
import { answerWith, SCRIPTED_FIX, SCRIPTED_RUN, SCRIPTED_STOP } from './scripted-buses';

/**
 * The maps without tiles (issue 25 §5), as they are on a closed network: every tile request fails.
 * The bus map draws the school, the run's course as a line through its numbered, named stops, the
 * learner's own stop and the bus, and says so truthfully; the registration map can be moved to an
 * area or a stop of the school's own list. Names are text: a stop named with markup stays markup.
 * The bus map's answers are scripted (a run in its window is sp-busplace-live's, on a server of its
 * own); the registration map reads the demo school's real areas and stops.
 */

const { busMap: BUS_LEARNER, registration: REG_LEARNER } = claim('maps-offline').learners;

const SCREENSHOTS = path.resolve('test-results/screenshots');
const MARKUP = '<img src=x onerror="window.__pwned=1">駅前';

const BUS: BusOperationStatus = {
  ...SCRIPTED_RUN,
  ...SCRIPTED_FIX,
  ...SCRIPTED_STOP,
  locationLat: 35.985,
  locationLng: 139.597,
  distanceFromHome: 1480,
  yoyakuId: 9001,
};

const COURSE: BusCourse = {
  binCd: 'U0101',
  homenCd: '01',
  homenName: '上尾コース',
  stops: [
    { busStopCd: '0001', name: MARKUP, lat: 35.99, lng: 139.6, time: '08:05' },
    { busStopCd: '0009', name: '上尾駅東口', lat: 35.9776, lng: 139.594, time: '08:15' },
    { busStopCd: '0010', name: '宮原駅', lat: 35.965, lng: 139.59, time: '08:25' },
  ],
};

/** No tile server: each tile fails at once, as on a closed network. */
async function withoutTiles(page: Page) {
  await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) => route.abort());
}

/** The written labels on a map, in drawing order. */
const labels = (page: Page) =>
  page.locator('.point-map__label').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));

/** The markup in a name was never parsed: no image in a label or the page, no script run. */
async function expectMarkupInert(page: Page) {
  expect(await page.locator('.point-map__label img, main img:not(.leaflet-tile)').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe.each([
  ['360', PHONE],
  ['1280', DESKTOP],
] as const)('maps without tiles at %s px', (width, device) => {
  const pages = useLearnerPages(device);

  it('the bus map draws the school, the course line through its named stops, the own stop and the bus', async () => {
    const { context, page } = await pages.open();
    await withoutTiles(page);
    await page.route('**/api/Location/GetReservedBusOperationStatus', (route) => answerWith(route, [BUS]));
    await page.route('**/api/Location/GetBusOperationStatusAll', (route) => answerWith(route, []));
    await page.route('**/api/Location/GetBusOperationStatus', (route) => answerWith(route, BUS));
    await page.route('**/api/Location/GetBusCourse', (route) => answerWith(route, COURSE));
    await signIn(page, 'sp', BUS_LEARNER.seitoNo, BUS_LEARNER.password);
    await page.waitForURL(/\/sp\/menu/);
    await page.goto(page.url().replace(/\/sp\/menu.*$/, '/sp/busdisp?binCd=U0101'));
    const map = page.getByRole('application', { name: '上尾コース 1便の現在地の地図' });
    await map.waitFor();

    // the note says what the map shows, with the distance it mentions
    const note = page.locator('.point-map__note');
    await expect.poll(() => note.count()).toBe(1);
    expect(await note.innerText()).toContain('学校、コースの線と停留所、バスの位置を名前つきで示しています');
    expect(await note.innerText()).toContain('バスからあなたの乗車地点までは約1.5kmです');

    // every place named in text, the own stop marked, the markup of a name shown as typed
    await expect.poll(() => labels(page)).toContain(`1 ${MARKUP}`);
    const written = await labels(page);
    expect(written).toContain('2 上尾駅東口（あなたの乗車地点）');
    expect(written).toContain('3 宮原駅');
    expect(written).toContain('バス');
    const school = await page.locator('.point-map__label--school').innerText();
    expect(school).not.toBe('');
    expect(await page.locator('.point-map__label--own-stop').innerText()).toBe(
      '2 上尾駅東口（あなたの乗車地点）',
    );
    expect(await page.locator('path[fill="#c62828"]').count()).toBe(1);
    expect(await page.locator('path[fill="#1565c0"]').count()).toBe(2);
    // the course: one line (no fill) through the stops to the school
    expect(await page.locator('path[stroke="#1565c0"][fill="none"]').count()).toBe(1);
    await expectMarkupInert(page);

    // the course in words beside the map, in the run's order, ending at the school
    const list = page.getByRole('region', { name: 'コースと停留所（上尾コース）' });
    const items = await list.getByRole('listitem').allInnerTexts();
    expect(items).toEqual(['08:05 ' + MARKUP, '08:15 上尾駅東口（あなたの乗車地点）', '08:25 宮原駅']);
    expect(await list.innerText()).toContain(`${school}（学校）`);

    // the whole course in view on request: every label inside the map
    await page.getByRole('button', { name: 'コース全体を表示' }).click();
    const box = (await map.boundingBox())!;
    await expect
      .poll(async () => {
        const dots = await page.locator('.leaflet-interactive[fill]').evaluateAll((nodes) =>
          nodes.map((n) => {
            const r = n.getBoundingClientRect();
            return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
          }),
        );
        return dots.every(
          (d) => d.x >= box.x && d.x <= box.x + box.width && d.y >= box.y && d.y <= box.y + box.height,
        );
      })
      .toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shoot(page, `maps-offline-busdisp-${width}`);
    await context.close();
  });

  it('the registration map centres on an area or a stop chosen from the school’s own list', async () => {
    const api = await apiLearner(REG_LEARNER.seitoNo, REG_LEARNER.password);
    const places = await api.call<MapPlaces>('BusStopReg/getMapPlaces', {});
    const area = places.find((p) => p.stops.length > 1)!;
    const stop = area.stops[0]!;
    const { context, page } = await pages.open();
    await withoutTiles(page);
    await signIn(page, 'sp', REG_LEARNER.seitoNo, REG_LEARNER.password);
    await page.waitForURL(/\/sp\/menu/);
    await page.getByLabel('登録する地点の分類').waitFor();
    const option = page.getByLabel('登録する地点の分類').locator('option', { hasText: '自宅（' });
    await page.getByLabel('登録する地点の分類').selectOption((await option.getAttribute('value'))!);
    await page.getByRole('button', { name: '地点を登録する' }).click();
    await page.waitForURL(/\/sp\/BusStopReg$/);
    const map = page.getByRole('application', { name: /乗車する場所を選ぶ地図/ });
    await map.waitFor();
    await expect.poll(() => page.locator('.point-map__note').count()).toBe(1);
    expect(await page.locator('.point-map__note').innerText()).toContain('「地図に表示する場所」');

    const choose = page.getByLabel('地図に表示する場所');
    // the school is where the map starts
    expect(await choose.locator('option:checked').innerText()).toContain('（学校）');
    await expect.poll(() => page.locator('.point-map__label--school').count()).toBe(1);

    // a stop: the map's centre is that stop, and its name is written beside it
    await choose.selectOption(`stop:${stop.busStopCd}`);
    await page.getByText(`地図の中心：${stop.name}`).waitFor();
    await expect.poll(() => labels(page)).toContain(stop.name);
    await page.getByRole('button', { name: '地図の中央に置く' }).click();
    await page.getByText('地図の中央に印を付けました。').waitFor();
    const coords = async () => {
      const text = await page.locator('.point-coords').innerText();
      const [, lat, lng] = /緯度 ([\d.]+)、経度 ([\d.]+)/.exec(text)!;
      return { lat: Number(lat), lng: Number(lng) };
    };
    const atStop = await coords();
    expect(Math.abs(atStop.lat - stop.lat)).toBeLessThan(0.0002);
    expect(Math.abs(atStop.lng - stop.lng)).toBeLessThan(0.0002);
    await expectAccessible(page);
    await shoot(page, `maps-offline-registration-stop-${width}`);

    // an area: the centre within its stops, all of them in view
    await choose.selectOption(`area:${area.areaCd}`);
    await page.getByText(`地図の中心：${area.name}（地区全体）`).waitFor();
    const lats = area.stops.map((s) => s.lat);
    const lngs = area.stops.map((s) => s.lng);
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: '地図の中央に置く' }).click();
        const c = await coords();
        return (
          c.lat >= Math.min(...lats) &&
          c.lat <= Math.max(...lats) &&
          c.lng >= Math.min(...lngs) &&
          c.lng <= Math.max(...lngs)
        );
      })
      .toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shoot(page, `maps-offline-registration-area-${width}`);
    await context.close();
  });

  it('a stop named with markup is listed and labelled as text on the registration map', async () => {
    const { context, page } = await pages.open();
    await withoutTiles(page);
    await page.route('**/api/BusStopReg/getMapPlaces', (route) =>
      answerWith(route, [
        {
          areaCd: '99',
          name: '<b>地区</b>',
          stops: [{ busStopCd: 'X1', name: MARKUP, lat: 35.98, lng: 139.59 }],
        },
      ]),
    );
    await signIn(page, 'sp', REG_LEARNER.seitoNo, REG_LEARNER.password);
    await page.waitForURL(/\/sp\/menu/);
    const option = page.getByLabel('登録する地点の分類').locator('option', { hasText: '自宅（' });
    await page.getByLabel('登録する地点の分類').selectOption((await option.getAttribute('value'))!);
    await page.getByRole('button', { name: '地点を登録する' }).click();
    await page.waitForURL(/\/sp\/BusStopReg$/);
    const choose = page.getByLabel('地図に表示する場所');
    await choose.waitFor();
    expect(await choose.locator('optgroup').getAttribute('label')).toBe('<b>地区</b>');
    expect(await choose.locator('option[value="stop:X1"]').innerText()).toBe(MARKUP);
    await choose.selectOption('stop:X1');
    await page.getByText(`地図の中心：${MARKUP}`).waitFor();
    await expect.poll(() => labels(page)).toContain(MARKUP);
    await expectMarkupInert(page);
    await context.close();
  });
});
