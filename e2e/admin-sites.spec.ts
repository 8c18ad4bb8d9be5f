import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '@shared/i18n/messages';
import { DESKTOP, expectAccessible, launchBrowser } from './browser';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';
import { DEMO_ADMIN } from './staff';

claim('admin-sites');

const SCREENSHOTS = path.resolve('test-results/screenshots');

/**
 * サイトの設定 (issue 23 §5) on a demo of its own: a site's menu switches change what every
 * learner of that site sees, which no spec on the shared server may see change under it.
 */
describe('An admin edits a site and previews its phone menu', () => {
  let dataDir: string;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-sites-'));
    server = await startServerProcess({ DATA_DIR: dataDir });
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const context = await browser.newContext({ ...DESKTOP, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
    await page.goto(`${server.baseUrl}admin/login`);
    await page.getByLabel('ログインID').fill(DEMO_ADMIN.loginId);
    await page.getByLabel('パスワード').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: 'サイトの設定' })
      .click();
    await page.getByRole('heading', { name: 'サイトの設定', level: 1 }).waitFor();
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

  const preview = () => page.getByTestId('phone-preview');

  it('a menu switch turned off leaves the preview at once and is saved', async () => {
    await page.getByRole('heading', { name: 'サイト 1 の設定' }).waitFor();
    await preview().getByRole('heading', { name: 'バスの現在地' }).waitFor();
    await expectAccessible(page);
    await screenshots('admin-sites');

    await page.getByLabel('バスの現在地').uncheck();
    await expect(preview().getByRole('heading', { name: 'バスの現在地' }).count()).resolves.toBe(0);
    // the rest of the menu stays as it was
    await preview().getByRole('heading', { name: '送迎バスの予約' }).waitFor();
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByText('サイト 1 の設定を保存しました。').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'サイト 1 の設定' }).waitFor();
    await expect(page.getByLabel('バスの現在地').isChecked()).resolves.toBe(false);
    await expect(preview().getByRole('heading', { name: 'バスの現在地' }).count()).resolves.toBe(0);
  });

  it('a kiosk site without networks says nobody can sign in; a line that is no network is refused', async () => {
    await page.getByRole('button', { name: 'サイト 2（パスワードなし）' }).click();
    await page.getByRole('heading', { name: 'サイト 2 の設定' }).waitFor();
    const networks = page.getByLabel('ログインできるネットワーク（CIDR、1行に1つ）');
    await networks.fill('');
    await page.getByText('ネットワークが1つもないため、このサイトには誰もログインできません。').waitFor();
    // a password-less site never offers the change of registration
    await expect(preview().getByRole('heading', { name: '登録情報' }).count()).resolves.toBe(0);
    await networks.fill('2001:db8::/32\nlobby wifi');
    await page.getByRole('button', { name: '保存する' }).click();
    await page
      .getByRole('alert')
      .getByText(messageFor('error', 895, { network: 'lobby wifi' }))
      .waitFor();
    await expect(networks.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expectAccessible(page);
    await screenshots('admin-sites-kiosk');
  });
});
