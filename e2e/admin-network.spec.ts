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

claim('admin-network');

const SCREENSHOTS = path.resolve('test-results/screenshots');

/**
 * 時限と路線 (issue 23 §6) on a demo of its own: the timetable and areas every learner screen
 * reads change here, which no spec on the shared server may see change under it.
 */
describe('An admin edits the timetable and the areas', () => {
  let dataDir: string;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-network-'));
    server = await startServerProcess({ DATA_DIR: dataDir });
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const context = await browser.newContext({ ...DESKTOP, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${server.baseUrl}admin/login`);
    await page.getByLabel('ログインID').fill(DEMO_ADMIN.loginId);
    await page.getByLabel('パスワード').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: '時限と路線' })
      .click();
    await page.getByRole('heading', { name: '時限と路線', level: 1 }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function screenshots(name: string) {
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1024.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP.viewport);
  }

  it('an overlapping period is refused with its text; a new evening period is saved', async () => {
    await page.getByRole('button', { name: '時限を追加' }).click();
    await page.getByLabel('10番目の時限の開始').fill('09:30');
    await page.getByLabel('10番目の時限の終了').fill('10:20');
    await page.getByRole('button', { name: '時限を保存' }).click();
    await page.getByRole('alert').getByText(messages.error[822]).waitFor();
    await page.getByLabel('10番目の時限の名前').fill('夜間');
    await page.getByLabel('10番目の時限の開始').fill('21:00');
    await page.getByLabel('10番目の時限の終了').fill('21:50');
    await page.getByRole('button', { name: '時限を保存' }).click();
    await page.getByText('時限を保存しました。').waitFor();
    await expect(page.getByLabel('10番目の時限の名前').inputValue()).resolves.toBe('夜間');
    await expectAccessible(page);
    await screenshots('admin-network');
  });

  it('an area is added and deleted; one with stops offers no delete', async () => {
    await page.getByRole('button', { name: 'エリアを追加' }).click();
    await page.getByLabel('エリアコード').fill('05');
    await page.getByLabel('エリア名（30文字以内）').fill('川越');
    await expectAccessible(page);
    await page.getByRole('button', { name: '追加する' }).click();
    await page.getByText('エリア「川越」を追加しました。').waitFor();
    await page.getByRole('cell', { name: '川越', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: '上尾中央を削除' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: '川越を削除' }).click();
    await page.getByText('エリア「川越」を削除しました。').waitFor();
    await expect(page.getByRole('cell', { name: '川越', exact: true }).count()).resolves.toBe(0);
  });
});
