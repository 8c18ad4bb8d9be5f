import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DESKTOP, launchBrowser } from './browser';
import { startServerProcess, type ServerProcess } from './server-process';
import { DEMO_ADMIN } from './staff';

const SCREENSHOTS = path.resolve('test-results/screenshots');
const NARROW = { width: 1024, height: 768 };

export interface OwnConsoleOptions {
  /** the temporary data folder's prefix, e.g. 'bus-e2e-sites-' */
  dataPrefix: string;
  /** the server's environment on top of DATA_DIR */
  env?: Record<string, string>;
  /**
   * run before the server starts, on its data folder (the operator's commands on PGlite); what it
   * answers is added to the server's environment
   */
  beforeStart?: (dataDir: string) => Promise<Record<string, string>>;
  /** sign in as this account (the demo admin by default); null: the spec signs in itself */
  account?: { loginId: string; password: string; serviceCode?: string } | null;
  /** say yes to every confirm() the console asks (deleting, saving with consequences) */
  acceptDialogs?: boolean;
}

export interface OwnConsole {
  server: ServerProcess;
  page: Page;
  browser: Browser;
  /** an address of the server: at('admin/sites') */
  at(screen: string): string;
  /** the console menu's link of that name */
  menuLink(name: string): ReturnType<Page['getByRole']>;
  /** full-page PNGs at 1280 and 1024 px, and no sideways scroll at 1024 */
  screenshots(name: string): Promise<void>;
}

/**
 * A console spec on a server of its own (e2e/owners.ts `ownServer`): a fresh data folder, the
 * built product, a desktop browser signed in to the console, and what every such spec looks at
 * the screens with. The fields are set once the hooks have run: read them inside tests and hooks.
 */
export function useOwnConsole(options: OwnConsoleOptions): OwnConsole {
  let dataDir = '';
  const own = {
    at: (screen: string) => `${own.server.baseUrl}${screen}`,
    menuLink: (name: string) =>
      own.page
        .getByRole('navigation', { name: 'コンソールメニュー' })
        .getByRole('link', { name, exact: true }),
    screenshots: async (name: string) => {
      const { page } = own;
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1280.png`), fullPage: true });
      await page.setViewportSize(NARROW);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1024.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize(DESKTOP.viewport);
    },
  } as OwnConsole;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.dataPrefix));
    const more = (await options.beforeStart?.(dataDir)) ?? {};
    own.server = await startServerProcess({ ...options.env, ...more, DATA_DIR: dataDir });
    own.browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const context = await own.browser.newContext({ ...DESKTOP, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    own.page = await context.newPage();
    if (options.acceptDialogs) own.page.on('dialog', (dialog) => void dialog.accept());
    const account = options.account === undefined ? DEMO_ADMIN : options.account;
    if (account) {
      const school =
        'serviceCode' in account && account.serviceCode ? `?serviceCode=${account.serviceCode}` : '';
      await own.page.goto(own.at(`admin/login${school}`));
      await own.page.getByLabel('ログインID').fill(account.loginId);
      await own.page.getByLabel('パスワード').fill(account.password);
      await own.page.getByRole('button', { name: 'ログイン' }).click();
      await own.page.getByRole('navigation', { name: 'コンソールメニュー' }).waitFor();
    }
  });
  afterAll(async () => {
    await own.browser?.close();
    await own.server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return own;
}
