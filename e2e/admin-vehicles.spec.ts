import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { VehicleAssignments } from '@shared/schemas/admin-vehicles';
import { demoDeviceId } from '@server/demo/seed';
import { DESKTOP, expectAccessible, offsetFromCentre, url, useLearnerPages } from './browser';
import { claim } from './owners';
import { consoleCall, signInConsole } from './staff';

claim('admin-vehicles');

/**
 * Vehicles in the console (issue 13 §4) at 1280 × 800: an admin registers a vehicle and gives it a
 * device whose id is shown once; that id reports through the real OsmAnd endpoint and the live map
 * shows the vehicle; the device is revoked and its reports refused; a run of a later day gets the
 * vehicle and, a week on, "the same as last week" offers it again.
 */

const SCREENSHOTS = path.resolve('test-results/screenshots');

/** A vehicle of this spec only (the e2e server is shared by every spec). */
const CODE = 'E2E-LIVE';
const NAME = 'テスト号';

/** A fix as Traccar Client sends it (query parameters), `secondsAgo` old; answers the HTTP status. */
async function report(deviceId: string, lat: number, lng: number, secondsAgo = 0): Promise<number> {
  const timestamp = Math.floor(Date.now() / 1000) - secondsAgo;
  const answer = await fetch(`${url('osmand')}?id=${deviceId}&lat=${lat}&lon=${lng}&timestamp=${timestamp}`);
  return answer.status;
}

async function openSection(page: Page, label: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'コンソールメニュー' })
    .getByRole('link', { name: label })
    .click();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) }).waitFor();
}

/** Two dates a week apart, both with runs, far enough ahead that no other spec books or rides them. */
async function weekPair(page: Page): Promise<[string, VehicleAssignments, VehicleAssignments]> {
  const today = japanDateKey(new Date());
  for (let offset = 21; offset < 60; offset += 1) {
    const date = addDays(today, offset);
    const first = await consoleCall<VehicleAssignments>(page, 'Admin/GetVehicleAssignments', { date });
    if (first.runs.length === 0) continue;
    const second = await consoleCall<VehicleAssignments>(page, 'Admin/GetVehicleAssignments', {
      date: addDays(date, 7),
    });
    if (second.runs.length > 0) return [date, first, second];
  }
  throw new Error('no two run dates a week apart in the horizon');
}

describe('Staff console: 車両と端末, 車両の現在地, 車両の割り当て (issue 13 §4) at 1280 × 800', () => {
  const pages = useLearnerPages(DESKTOP);

  it('registers a vehicle, shows a new device id once, sees it report on the live map, then revokes it', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    await openSection(page, '車両と端末', '車両と端末');
    await page.getByRole('row', { name: /1号車/ }).waitFor();
    await expectAccessible(page);

    // a wrong field comes back with the catalogue's text, and nothing is registered
    await page.getByRole('button', { name: '車両を登録' }).click();
    await page.getByLabel(/車両コード/).fill(CODE);
    await page.getByLabel(/車両名/).fill(NAME);
    await page.getByLabel(/ナンバー/).fill('大宮 200 て 99-99');
    await page.getByLabel(/定員/).fill('500');
    await page.getByRole('button', { name: '登録する' }).click();
    await page
      .getByRole('alert')
      .getByText('定員は1人から200人までで入力してください。（コード 784）')
      .waitFor();
    await page.getByLabel(/定員/).fill('12');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('status').getByText(`${NAME}（${CODE}）を保存しました。`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    expect(await row.innerText()).toContain('端末なし');

    // the device id is shown this once, with the server URL and what to type into Traccar Client
    await row.getByRole('button', { name: /端末を追加/ }).click();
    const panel = page.getByRole('region', { name: `${NAME}の端末を追加しました` });
    await panel.waitFor();
    const deviceId = await panel.getByLabel('端末ID（Device identifier）').inputValue();
    expect(deviceId).toMatch(/^[0-9a-z]{8}-[0-9a-z]{26}$/);
    expect(await panel.getByLabel('サーバーURL（Server URL）').inputValue()).toBe(url('osmand'));
    expect(await panel.innerText()).toContain(deviceId);
    await expectAccessible(page);
    // editing another vehicle meanwhile keeps the panel: the id is shown nowhere else
    await page.getByRole('row', { name: /1号車/ }).getByRole('button', { name: /編集/ }).click();
    await page.getByRole('button', { name: 'やめる', exact: true }).click();
    // focus returns to the button that opened the form (on the next frame)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('編集：1号車');
    expect(await panel.getByLabel('端末ID（Device identifier）').inputValue()).toBe(deviceId);
    await panel.getByRole('button', { name: '控えたので閉じる' }).click();
    expect(await page.getByText(deviceId).count()).toBe(0);
    expect(await page.locator(`input[value="${deviceId}"]`).count()).toBe(0);

    // the driver page's one-time sign-in (issue 27 §1): a QR image, the code in large letters, the URL
    await row.getByRole('button', { name: /ドライバー画面にサインイン/ }).click();
    const dialog = page.getByRole('dialog', { name: `${NAME}のドライバー画面にサインイン` });
    await dialog.waitFor();
    const code = await dialog.locator('.driver-sign-in-code').innerText();
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(await dialog.getByText(`${url('driver/')}#code=${code}`).count()).toBe(1);
    const qr = dialog.getByRole('img', { name: 'ドライバー画面のサインイン用QRコード' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await dialog.innerText()).toMatch(/有効期限 \d\d:\d\d/);
    await expectAccessible(page);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-vehicles-driver-sign-in-1280.png') });
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText(code).count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-vehicles-1280.png'), fullPage: true });

    // the phone reports: a fresh fix from the demo's 1号車, a ten-minute-old one from ours
    expect(await report(demoDeviceId('V01U'), 35.99, 139.6)).toBe(200);
    expect(await report(deviceId, 35.95, 139.55, 600)).toBe(200);

    await openSection(page, '車両の現在地', '車両の現在地');
    const liveRow = (name: string) =>
      page.getByRole('region', { name: '車両の一覧' }).getByRole('row', { name: new RegExp(`^${name}`) });
    await expect.poll(() => liveRow('1号車').innerText()).toMatch(/\d+秒前/);
    expect(await liveRow(NAME).innerText()).toMatch(/10分前（\d\d:\d\d）\s*古い位置/);
    // where the fix came from (issue 27 §3): Traccar Client, without an accuracy it did not send
    expect(await liveRow(NAME).innerText()).toContain('Traccar Client');
    const map = page.getByRole('application', { name: '車両の現在地の地図' });
    await map.waitFor();
    // vector markers: our stale vehicle grey, 1号車 purple among the fresh ones
    await page.locator('path[fill="#8a8f98"]').first().waitFor({ state: 'attached' });
    expect(await page.locator('path[fill="#6a1b9a"]').count()).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);

    // 地図で見る centres the map on that vehicle: a grey marker in the middle, named ours on hover
    // (other specs' demo vehicles may have gone stale on the shared server too)
    await liveRow(NAME)
      .getByRole('button', { name: /地図で見る/ })
      .click();
    await expect
      .poll(async () => {
        const offsets = await Promise.all(
          (await page.locator('path[fill="#8a8f98"]').all()).map((marker) => offsetFromCentre(map, marker)),
        );
        return Math.min(...offsets.map(({ dx, dy }) => Math.max(dx, dy)));
      })
      .toBeLessThan(3);
    await map.hover();
    await expect(page.locator('.leaflet-tooltip').innerText()).resolves.toContain(NAME);
    await liveRow(NAME)
      .getByRole('button', { name: /全体を表示/ })
      .waitFor();

    // revoked, the device's reports are refused; retired, the vehicle leaves the live map
    await openSection(page, '車両と端末', '車両と端末');
    page.on('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('row', { name: new RegExp(NAME) })
      .getByRole('button', { name: /無効にする/ })
      .click();
    await page
      .getByRole('status')
      .getByText(/の端末 .+ を無効にしました。/)
      .waitFor();
    expect(await report(deviceId, 35.96, 139.56)).toBe(404);
    await page
      .getByRole('row', { name: new RegExp(NAME) })
      .getByRole('button', { name: /使用をやめる/ })
      .click();
    await page.getByRole('status').getByText(`${NAME}の使用をやめました。`).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(NAME) }).innerText()).toContain('使用停止');
    await expectAccessible(page);
    await openSection(page, '車両の現在地', '車両の現在地');
    await liveRow('1号車').waitFor();
    await expect.poll(() => liveRow(NAME).count()).toBe(0);
    await context.close();
  });

  it('assigns a vehicle to a run and offers the same a week later, saved only when staff save', async () => {
    const { context, page } = await pages.open();
    await signInConsole(page);
    const [date, first, second] = await weekPair(page);
    const run = first.runs.find((r) => second.runs.some((s) => s.binCd === r.binCd))!;
    const other = ['V01U', 'V01D', 'V02U'].find((code) => code !== run.vehicleCd)!;

    await page.goto(url(`admin/assignments?date=${date}`));
    await page.getByRole('heading', { name: run.courseName }).waitFor();
    await expectAccessible(page);
    const select = page.getByLabel(new RegExp(`^${run.binName}（.路）の車両$`));
    await select.selectOption(other);
    const runRow = page.getByRole('row', { name: new RegExp(`^${run.binName}`) });
    expect(await runRow.innerText()).toContain('未保存');
    // nothing is written before 保存する
    const unsaved = await consoleCall<VehicleAssignments>(page, 'Admin/GetVehicleAssignments', { date });
    expect(unsaved.runs.find((r) => r.binCd === run.binCd)!.vehicleCd).toBe(run.vehicleCd);
    await page.getByRole('button', { name: '保存する（1便）' }).click();
    await page.getByRole('status').getByText('1便の車両を保存しました。').waitFor();
    expect(await runRow.innerText()).toContain('割り当て済み');
    expect(await select.inputValue()).toBe(other);

    // a week later the run still has its generated vehicle; last week's choice is offered
    await page.goto(url(`admin/assignments?date=${addDays(date, 7)}`));
    await page.getByRole('heading', { name: run.courseName }).waitFor();
    expect(await runRow.innerText()).toContain('運行表のまま');
    await page.getByRole('button', { name: /^前週（.+）と同じにする（1便）$/ }).click();
    expect(await select.inputValue()).toBe(other);
    expect(await runRow.innerText()).toContain('未保存');
    await page.getByRole('button', { name: '変更を取り消す' }).click();
    expect(await select.inputValue()).toBe(run.vehicleCd ?? '');
    await page.getByRole('button', { name: /^前週（.+）と同じにする（1便）$/ }).click();
    await page.getByRole('button', { name: '保存する（1便）' }).click();
    await page.getByRole('status').getByText('1便の車両を保存しました。').waitFor();
    const saved = await consoleCall<VehicleAssignments>(page, 'Admin/GetVehicleAssignments', {
      date: addDays(date, 7),
    });
    expect(saved.runs.find((r) => r.binCd === run.binCd)).toMatchObject({ vehicleCd: other, chosen: true });
    await expectAccessible(page);

    // a past day is shown as a record, not changed
    await page.goto(url(`admin/assignments?date=${addDays(japanDateKey(new Date()), -1)}`));
    await page.getByText('過ぎた日の割り当ては変更できません。記録として表示しています。').waitFor();
    expect(await page.getByRole('button', { name: /保存する/ }).count()).toBe(0);
    await context.close();
  });
});
