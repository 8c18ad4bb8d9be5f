import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startSmtpListener, type SmtpListener } from '../test/api/smtp-listener';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, launchBrowser } from './browser';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';

claim('go-live');

const SCREENSHOTS = path.resolve('test-results/screenshots');
const NARROW = { width: 1024, height: 768 };
const SCHOOL = { serviceCode: 'midori', name: 'みどり自動車学校', admin: 'office01' };
const ADMIN_PASSWORD = 'first-admin-password-2026';
const LEARNER = {
  seitoNo: '2600001',
  name: '佐藤 花子',
  furigana: 'さとう はなこ',
  birthDate: '2008-04-01',
  password: '0401',
};

/** `npm run school -- …` as an operator runs it, with the server's environment, the password piped. */
function operator(args: string[], stdin: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'school', '--', ...args], {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Issue 23's acceptance: a school goes live on an empty production database with the README's
 * commands and the console alone — the operator creates the school, its admin sets it up screen
 * by screen while the home's checklist empties, a learner enrolled in the console signs up on
 * /sp/signup and books. A server of its own (NODE_ENV=production, no demo, a real SMTP listener
 * on loopback): nothing here touches the shared demo server.
 */
describe('A school goes live from an empty production database to its first booking', () => {
  let dataDir: string;
  let smtp: SmtpListener;
  let server: ServerProcess;
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  const at = (screen: string) => `${server.baseUrl}${screen}`;
  const menuLink = (name: string) =>
    page.getByRole('navigation', { name: 'コンソールメニュー' }).getByRole('link', { name, exact: true });
  const checklist = () => page.getByRole('region', { name: '開始までの準備' });
  const openItems = async () => {
    await page.goto(at('admin'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // the checklist is asked on every visit; an empty one shows nothing
    await page.waitForLoadState('networkidle');
    if ((await checklist().count()) === 0) return [];
    return checklist().getByRole('listitem').allInnerTexts();
  };

  async function screenshots(name: string) {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `go-live-${name}-1280.png`), fullPage: true });
    await page.setViewportSize(NARROW);
    await page.screenshot({ path: path.join(SCREENSHOTS, `go-live-${name}-1024.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP.viewport);
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-go-live-'));
    smtp = await startSmtpListener();
    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      SESSION_SECRET: 'go-live-e2e-session-secret-of-32-chars-or-more',
      PUBLIC_URL: `http://127.0.0.1:${port}/bus/ankyo/`,
      SMTP_URL: smtp.url,
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'warn',
    };
    const created = await operator(
      ['create', SCHOOL.serviceCode, '--name', SCHOOL.name, '--admin', SCHOOL.admin, '--digits', '7'],
      `${ADMIN_PASSWORD}\n`,
      env,
    );
    expect(created.output).toContain(`Created school "${SCHOOL.serviceCode}"`);
    expect(created.code).toBe(0);
    server = await startServerProcess(env);
    browser = await launchBrowser();
    staff = await browser.newContext({ ...DESKTOP, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await staff.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the operator’s school has no demo; its admin signs in and the home lists everything still missing', async () => {
    await page.goto(at(`admin/login?serviceCode=${SCHOOL.serviceCode}`));
    await page.getByLabel('ログインID').fill(SCHOOL.admin);
    await page.getByLabel('パスワード').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('navigation', { name: 'コンソールメニュー' }).waitFor();
    await checklist().waitFor();
    expect(await checklist().getByRole('listitem').allInnerTexts()).toHaveLength(8);
    await expectAccessible(page);
    await screenshots('01-checklist');
    // no demo school on a production database
    const demo = await fetch(at('api/Provider/GetProviderInfo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ serviceCode: 'demo' }),
    });
    expect(((await demo.json()) as { status: boolean }).status).toBe(false);
  });

  it('settings: the school’s position and mail sender close two items', async () => {
    await checklist().getByRole('link', { name: '学校の設定へ' }).first().click();
    await page.getByRole('heading', { level: 1, name: '学校の設定' }).waitFor();
    await page.getByLabel('電話番号（教習生の画面に表示）').fill('048-700-0000');
    await page.getByLabel('メールの差出人アドレス').fill('office@midori.example.jp');
    await page.getByLabel('緯度').fill('35.9862');
    await page.getByLabel('経度').fill('139.5936');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').filter({ hasText: '学校の設定を保存しました。' }).waitFor();
    const open = await openItems();
    expect(open).toHaveLength(6);
    expect(open.join('\n')).not.toContain('メールの差出人アドレス');
  });

  it('learners: the office enrols one; the item closes', async () => {
    await menuLink('教習生サポート').click();
    await page.getByRole('heading', { name: '教習生の登録' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('学生番号', { exact: true }).fill(LEARNER.seitoNo);
    await page.getByLabel('氏名').fill(LEARNER.name);
    await page.getByLabel('ふりがな', { exact: true }).fill('Sato Hanako');
    await page.getByLabel('生年月日').fill(LEARNER.birthDate);
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('alert').filter({ hasText: 'ふりがなをひらがなかカタカナ' }).waitFor();
    await page.getByLabel('ふりがな', { exact: true }).fill(LEARNER.furigana);
    await page.getByRole('button', { name: '登録する' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${LEARNER.name}（${LEARNER.seitoNo}）を登録しました。` })
      .waitFor();
    await expectAccessible(page);
    await screenshots('02-enrol');
    expect((await openItems()).join('\n')).not.toContain('教習生が登録されていません');
  });

  it('the enrolled learner signs up on /sp/signup and signs in with the birthday password', async () => {
    const phone = await browser.newContext({ ...PHONE, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const learner = await phone.newPage();
    await learner.goto(at(`sp/signup?serviceCode=${SCHOOL.serviceCode}&site=1`));
    await learner.getByLabel('学生番号').fill(LEARNER.seitoNo);
    await learner.getByLabel('姓').fill('さとう');
    await learner.getByLabel('名', { exact: true }).fill('はなこ');
    await learner.getByLabel('携帯電話番号').fill('090-1234-5678');
    await learner.getByLabel('生年月日の年').selectOption('2008');
    await learner.getByLabel('生年月日の月').selectOption('4');
    await learner.getByLabel('生年月日の日').selectOption('1');
    await learner.getByLabel('同意する').check();
    await learner.getByRole('button', { name: '登録する' }).click();
    await learner.getByRole('heading', { name: '利用登録が完了しました' }).waitFor();
    await learner.getByRole('link', { name: 'ログイン画面へ' }).click();
    await learner.getByLabel('学生番号').fill(LEARNER.seitoNo);
    await learner.getByLabel('パスワード').fill(LEARNER.password);
    await learner.getByRole('button', { name: 'ログイン' }).click();
    await learner.waitForURL(/\/sp\/menu/);
    await expectNoHorizontalScroll(learner);
    await phone.close();
  });
});
