import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { busRunStops, learners, outboxMails, planFixes, reservations, schools } from '@server/db/schema';
import { seedDemo } from '@server/demo/seed';
import { createPasswordHasher } from '@server/domain/auth/password-hash';
import { readEnv } from '@server/env';
import { loadSecrets } from '@server/secrets';
import { DESKTOP, PHONE, expectAccessible, launchBrowser } from './browser';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';

const SCREENSHOTS = path.resolve('test-results/screenshots');
const { main } = claim('admin-fix-plan').ownServer.learners;

/**
 * The demo on a folder of its own, as a school whose booking cut-off is midnight, so tomorrow's
 * bookings are closed and its plan can be fixed whatever the hour the suite runs. The seed's fix
 * of tomorrow is undone (as if nobody had fixed it yet), and the main learner's drop-off stop is
 * taken off their return run's timetable, so the dispatcher has a time to enter.
 */
async function prepareDemo(dataDir: string): Promise<string> {
  const secrets = loadSecrets(readEnv({ DATA_DIR: dataDir }));
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    await seedDemo(database.db, createPasswordHasher(secrets.passwordPepper, 10), new Date());
    const db = database.db;
    const [school] = await db.select().from(schools).where(eq(schools.serviceCode, 'demo'));
    // booking closes and the plan is released at midnight: the fix and what learners see of it work at any hour
    await db
      .update(schools)
      .set({ bookingCutoffMinutes: 0, planReleaseMinutes: 0 })
      .where(eq(schools.id, school!.id));
    const [fix] = await db.select().from(planFixes).where(eq(planFixes.schoolId, school!.id));
    const date = fix!.date;
    await db.delete(planFixes).where(eq(planFixes.schoolId, school!.id));
    await db
      .update(reservations)
      .set({ fixedMinutes: null, fixedAt: null })
      .where(eq(reservations.date, date));
    await db.delete(outboxMails).where(eq(outboxMails.schoolId, school!.id));
    const [learner] = await db.select().from(learners).where(eq(learners.seitoNo, main.seitoNo));
    const [down] = await db
      .select()
      .from(reservations)
      .where(
        and(eq(reservations.learnerId, learner!.id), eq(reservations.date, date), eq(reservations.upDown, 2)),
      );
    await db
      .delete(busRunStops)
      .where(and(eq(busRunStops.runId, down!.runId), eq(busRunStops.stopId, down!.stopId)));
    return date;
  } finally {
    await database.close();
  }
}

describe('Fixing tomorrow’s plan in the console; the learner sees it on both menus and in the mailbox', () => {
  let dataDir: string;
  let server: ServerProcess;
  let browser: Browser;
  let tomorrow: string;
  const at = (screen: string) => `${server.baseUrl}${screen}`;
  const dateLabel = () => formatShortDate(japanInstant(tomorrow));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-plan-'));
    tomorrow = await prepareDemo(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir, JOBS_POLL_SECONDS: '1' });
    browser = await launchBrowser();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function learnerMenu(area: 'sp' | 'pc'): Promise<Page> {
    const context = await browser.newContext({
      ...(area === 'sp' ? PHONE : DESKTOP),
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
    });
    const page = await context.newPage();
    await page.goto(at(`${area}/login?serviceCode=demo&site=1`));
    await page.getByLabel('学生番号').fill(main.seitoNo);
    await page.getByLabel('パスワード').fill(main.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('heading', { level: 2, name: '送迎予定確定' }).waitFor();
    return page;
  }

  it('the dispatcher enters the missing time, fixes the plan, and every learner with an address gets a mail', async () => {
    const context = await browser.newContext({ ...DESKTOP, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await page.goto(at('admin/login'));
    await page.getByLabel('ログインID').fill('admin');
    await page.getByLabel('パスワード').fill('admin-demo-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: '送迎予定の確定' })
      .click();
    await page.getByRole('heading', { level: 1, name: `送迎予定の確定 ${dateLabel()}` }).waitFor();
    await page.getByText('乗車時刻が未入力の予約が 1 件あります。').waitFor();
    const fixButton = page.getByRole('button', { name: '送迎予定を確定してメールを送る' });
    expect(await fixButton.isDisabled()).toBe(true);
    await expectAccessible(page);

    const row = page.getByRole('row').filter({ hasText: main.seitoNo }).filter({ hasText: '復路' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-plan-unfixed-1280.png') });
    await row.screenshot({ path: path.join(SCREENSHOTS, 'admin-plan-time-entry-1280.png') });
    await row.getByLabel('山田 太郎 復路 北上尾駅東口 の乗車時刻').fill('11:20');
    await row.getByRole('button', { name: '保存' }).click();
    await page.getByText('乗車時刻が未入力の予約が').waitFor({ state: 'detached' });
    expect(await fixButton.isDisabled()).toBe(false);
    const summary = await page.locator('.plan-facts').textContent();
    const learnersToMail = Number(summary?.match(/送迎予定のお知らせ (\d+) 人/)?.[1]);
    expect(learnersToMail).toBeGreaterThan(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await fixButton.click();
    await page
      .getByRole('status')
      .filter({ hasText: `${dateLabel()} の送迎予定を確定しました。メール ${learnersToMail} 通` })
      .waitFor();
    await page.getByText(/^確定済み（/).waitFor();
    await page.getByText('前回の確定から変更はありません。').waitFor();
    await page.getByLabel('前回の確定から変わった予約と、時刻が未入力の予約だけを表示').check();
    await page.getByText('該当する予約はありません。').waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-plan-1280.png'), fullPage: true });
    await context.close();
  });

  it('on /sp/menu the learner sees 送迎予定確定 with the date and the fixed drop-off time', async () => {
    const page = await learnerMenu('sp');
    const notice = page.locator('section', { has: page.getByRole('heading', { name: '送迎予定確定' }) });
    await notice.getByText(`${dateLabel()}時刻確定`).waitFor();
    await notice.getByText('到着 11:20').waitFor();
    const rides = page.locator('.sp-ride').filter({ hasText: dateLabel() });
    // the cards say what the panel says (issue 25): the booking 予約済み, its time 時刻確定
    expect(await rides.filter({ hasText: '予約済み・時刻確定' }).count()).toBe(2);
    await rides.filter({ hasText: '復路' }).getByText('到着 11:20').waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'sp-menu-fixed-plan-360.png'), fullPage: true });
    await page.context().close();
  });

  it('on /pc/menu too, and the ride-time mail is in the development mailbox', async () => {
    const page = await learnerMenu('pc');
    const notice = page.locator('section', { has: page.getByRole('heading', { name: '送迎予定確定' }) });
    await notice.getByText('出発').first().waitFor();
    expect(await notice.textContent()).toContain('到着 11:20');
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'pc-menu-fixed-plan-1280.png'), fullPage: true });

    await page.goto(at('dev/mailbox'));
    const mail = page.locator('article').filter({ hasText: 'yamada.taro@example.jp' });
    await mail
      .getByRole('heading', {
        name: `【みどり自動車学校】送迎予定のお知らせ（${tomorrow.slice(0, 4)}年${dateLabel()}）`,
      })
      .waitFor();
    const body = await mail.locator('pre').textContent();
    expect(body).toContain('やまだ たろう 様');
    expect(body).toContain('・復路（学校発）\u300011:20 降車\u3000北上尾駅東口');
    await page.context().close();
  });
});
