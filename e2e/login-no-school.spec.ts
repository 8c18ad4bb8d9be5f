import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, PHONE, useLearnerPages } from './browser';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';

claim('login-no-school');

/**
 * A production deployment has no demo school (PRODUCT.md §3): its login pages without serviceCode
 * say where to start instead of showing a fictional school. A second, short-lived server of its own.
 */
describe('login pages on a deployment without the demo school', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-no-demo-'));
    server = await startServerProcess({
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-production-secret-of-forty-characters',
      PUBLIC_URL: 'https://bus.example.jp',
      DATA_DIR: dataDir,
    });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const phone = useLearnerPages(PHONE);
  const desktop = useLearnerPages(DESKTOP);

  it.each([
    ['the smartphone', phone, 'sp/login'],
    ['the desktop', desktop, 'pc/login?site=1'],
  ])(
    '%s login page without serviceCode asks for the school’s URL, without a form',
    async (_, pages, screen) => {
      const { context, page } = await pages.open();
      await page.goto(`${server.baseUrl}${screen}`);
      await page.getByRole('heading', { name: '学校のURLからアクセスしてください' }).waitFor();
      expect(
        await page
          .getByText('通っている自動車学校から案内されたURLを開いてください。', { exact: false })
          .isVisible(),
      ).toBe(true);
      expect(await page.getByLabel('学生番号').count()).toBe(0);
      expect(await page.getByText('みどり自動車学校').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      await expectAccessible(page);
      await context.close();
    },
  );

  it('the demo school’s own address finds no school there', async () => {
    const { context, page } = await phone.open();
    await page.goto(`${server.baseUrl}sp/login?serviceCode=demo&site=1`);
    await page.getByText('（コード 105）', { exact: false }).waitFor();
    expect(await page.getByLabel('学生番号').count()).toBe(0);
    await context.close();
  });
});
