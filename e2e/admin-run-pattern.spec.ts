import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { DESKTOP, expectAccessible, launchBrowser } from './browser';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';
import { DEMO_ADMIN } from './staff';

claim('admin-run-pattern');

const SCREENSHOTS = path.resolve('test-results/screenshots');
const NARROW = { viewport: { width: 1024, height: 768 } };

/**
 * 運行パターン (issue 23 §7) on a demo of its own: saving a course's pattern changes its runs to
 * the horizon, which no spec on the shared server may see change under it.
 */
describe('An admin saves a course’s weekly run pattern; booked runs it drops are listed, not removed', () => {
  let dataDir: string;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  const at = (screen: string) => `${server.baseUrl}${screen}`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-pattern-'));
    server = await startServerProcess({ DATA_DIR: dataDir });
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const context = await browser.newContext({ ...DESKTOP, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
    await page.goto(at('admin/login'));
    await page.getByLabel('ログインID').fill(DEMO_ADMIN.loginId);
    await page.getByLabel('パスワード').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('navigation', { name: 'コンソールメニュー' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function screenshots(name: string) {
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1280.png`), fullPage: true });
    await page.setViewportSize(NARROW.viewport);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1024.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP.viewport);
  }

  const save = () => page.getByRole('button', { name: '保存して便を作る' }).click();

  it('a course without a stored pattern is offered empty; seats of 0 are refused with their text', async () => {
    await page
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: '運行パターン' })
      .click();
    await page.getByRole('heading', { level: 1, name: '運行パターン' }).waitFor();
    await page.getByText('この方面の運行パターンはまだ保存されていません。').waitFor();
    await page.getByLabel('方面').selectOption('03');
    await page.getByRole('checkbox', { name: /^1時限.* 往路 月曜日に運行$/ }).waitFor();
    await expectAccessible(page);

    const mondayFirstUp = page.getByRole('checkbox', { name: /^1時限.* 往路 月曜日に運行$/ });
    await mondayFirstUp.check();
    await page.getByRole('checkbox', { name: /^1時限.* 復路 月曜日に運行$/ }).check();
    const seats = page.getByLabel(/^1時限.* 往路 座席$/);
    await seats.fill('0');
    await save();
    await page.getByRole('alert').filter({ hasText: messages.error[842] }).waitFor();
    expect(await seats.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seats.getAttribute('aria-invalid')).toBe('true');
  });

  it('saving a small pattern generates and removes runs and lists the booked runs it left', async () => {
    await page.getByLabel(/^1時限.* 往路 座席$/).fill('12');
    await save();
    // the runs the save would delete are listed first, and nothing is saved until staff confirm
    const removal = page.getByRole('region', { name: /^保存すると削除される便/ });
    await removal.waitFor();
    expect(await removal.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: '予約があるため変更していない便' }).count()).toBe(0);
    await expectAccessible(page);
    await removal.getByRole('button', { name: '削除して保存する' }).click();
    await page.getByRole('status').filter({ hasText: '運行パターンを保存しました。' }).waitFor();
    await removal.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '予約があるため変更していない便' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /^1時限.* 往路 月曜日に運行$/ }).isChecked()).toBe(true);
    expect(await page.getByRole('cell', { name: 'パターンにない' }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshots('admin-run-pattern');

    // the list stays when the screen is opened again
    await page.reload();
    await page.getByRole('heading', { name: '予約があるため変更していない便' }).waitFor();
  });
});
