import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@shared/i18n/messages';
import { DESKTOP, expectAccessible, useLearnerPages } from './browser';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';
import { DEMO_ADMIN } from './staff';

/**
 * Issue 23 §2 in the console: スタッフ and パスワード変更. A server of its own: it adds and stops
 * accounts of the demo school and demotes nobody else's, but the school's staff list is shared.
 */
claim('admin-staff');

const SCREENSHOTS = path.resolve('test-results/screenshots');

describe('Staff console: スタッフ and パスワード変更 at 1280 × 800 (issue 23 §2)', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-staff-'));
    server = await startServerProcess({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const pages = useLearnerPages(DESKTOP);

  async function signIn(page: Page, account: { loginId: string; password: string }) {
    await page.goto(`${server.baseUrl}admin/login?serviceCode=demo`);
    await page.getByLabel('ログインID').fill(account.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
  }
  const menu = (page: Page) => page.getByRole('navigation', { name: 'コンソールメニュー' });

  it('an admin adds a dispatcher, whose password is shown once; the dispatcher changes it; stopped, they cannot sign in', async () => {
    const admin = await pages.open();
    admin.page.on('dialog', (dialog) => void dialog.accept());
    await signIn(admin.page, DEMO_ADMIN);
    await menu(admin.page).getByRole('link', { name: 'スタッフ' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'スタッフ' }).waitFor();
    await expectAccessible(admin.page);

    await admin.page.getByRole('button', { name: 'スタッフを追加' }).click();
    await admin.page.getByLabel(/^ログインID/).fill('e2e-desk');
    await admin.page.getByLabel(/^名前/).fill('受付 花子');
    await admin.page.getByRole('button', { name: '追加してパスワードを発行' }).click();
    const panel = admin.page.getByRole('region', { name: 'e2e-desk の初期パスワード' });
    await panel.waitFor();
    const issued = await panel.getByLabel('パスワード').inputValue();
    expect(issued).toMatch(/^[A-Za-z0-9]{16}$/);
    await expect(admin.page.getByRole('status').textContent()).resolves.toBe('e2e-desk を追加しました。');
    const row = admin.page.getByRole('row', { name: /e2e-desk/ });
    await expect(row.textContent()).resolves.toMatch(/受付 花子.*配車係.*有効/);
    await expectAccessible(admin.page);
    await admin.page.screenshot({ path: path.join(SCREENSHOTS, 'admin-staff-1280.png'), fullPage: true });
    await admin.page.setViewportSize({ width: 1024, height: 768 });
    await admin.page.screenshot({ path: path.join(SCREENSHOTS, 'admin-staff-1024.png'), fullPage: true });
    const overflow = await admin.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.page.setViewportSize(DESKTOP.viewport);
    await panel.getByRole('button', { name: '伝えたので閉じる' }).click();
    await panel.waitFor({ state: 'detached' });

    // the dispatcher: no スタッフ in the menu; changes the issued password to one of their own
    const desk = await pages.open();
    await signIn(desk.page, { loginId: 'e2e-desk', password: issued });
    await menu(desk.page).getByRole('link', { name: 'パスワード変更' }).click();
    expect(await menu(desk.page).getByRole('link', { name: 'スタッフ' }).count()).toBe(0);
    await desk.page.getByLabel('現在のパスワード').fill('not-the-password');
    await desk.page.getByLabel(/^新しいパスワード（\d/).fill('desk-own-password');
    await desk.page.getByLabel('新しいパスワード（確認）').fill('desk-own-password');
    await desk.page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(desk.page.getByRole('alert').textContent()).resolves.toContain(messages.error[805]);
    await desk.page.getByLabel('現在のパスワード').fill(issued);
    await desk.page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(desk.page.getByRole('status').textContent()).resolves.toBe('パスワードを変更しました。');
    await expectAccessible(desk.page);
    await desk.page.screenshot({ path: path.join(SCREENSHOTS, 'admin-password-1280.png') });

    // stopped by the admin: the dispatcher's screen signs out, and sign-in says why
    await row.getByRole('button', { name: /^停止/ }).click();
    await expect(admin.page.getByRole('status').textContent()).resolves.toMatch(/^e2e-desk を停止しました。/);
    await expect(row.textContent()).resolves.toMatch(/停止中/);
    await desk.page.reload();
    await desk.page.waitForURL(/\/admin\/login/);
    await signIn(desk.page, { loginId: 'e2e-desk', password: 'desk-own-password' });
    await expect(desk.page.getByRole('alert').textContent()).resolves.toContain(messages.error[806]);
    await desk.context.close();

    // the demo admin is the school's only admin: demoting them is refused with the rule's text
    const own = admin.page.getByRole('row', { name: /^admin/ });
    await own.getByRole('button', { name: /^配車係にする/ }).click();
    await expect(admin.page.getByRole('alert').textContent()).resolves.toContain(messages.error[803]);
    await admin.context.close();
  });
});
