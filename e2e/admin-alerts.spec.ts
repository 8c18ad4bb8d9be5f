import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { learners, pushSubscriptions, reservations, rideAlerts, schools } from '@server/db/schema';
import { seedDemo } from '@server/demo/seed';
import { createPasswordHasher } from '@server/domain/auth/password-hash';
import { enqueueMails } from '@server/domain/mail/outbox';
import { readEnv } from '@server/env';
import { loadSecrets } from '@server/secrets';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';

claim('admin-alerts');

/** A push service's answer as the log shows it: text, never markup. */
const REASON = '<img src=x onerror="document.title=1">410 Gone';

/** The learners the fixture alerted: approach (push, sent), delay (push, failed), delay (mail — the fallback; cancel alerts are push only). */
const alerted: { seitoNo: string; name: string }[] = [];

/**
 * The demo seeded as of now, then three alerts of this morning written as the alert engine would
 * leave them, and one learner with push turned on on two browsers.
 */
async function prepare(dataDir: string): Promise<Record<string, string>> {
  const secrets = loadSecrets(readEnv({ DATA_DIR: dataDir }));
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    const db = database.db;
    const now = new Date();
    await seedDemo(db, createPasswordHasher(secrets.passwordPepper, 10), now);
    const [school] = await db.select().from(schools).where(eq(schools.serviceCode, 'demo'));
    const rows = await db
      .select({
        id: reservations.id,
        learnerId: reservations.learnerId,
        seitoNo: learners.seitoNo,
        name: learners.name,
        mail: learners.mailAddress,
      })
      .from(reservations)
      .innerJoin(learners, eq(learners.id, reservations.learnerId))
      .where(and(eq(reservations.schoolId, school!.id), isNull(reservations.cancelledAt)))
      .orderBy(asc(reservations.id));
    const rides: typeof rows = [];
    for (const r of rows)
      if (!rides.some((x) => x.learnerId === r.learnerId) && rides.length < 3) rides.push(r);
    const [a, b, c] = rides;
    // a few minutes ago, but never on yesterday's page when the spec runs just after midnight
    const midnight = japanInstant(japanDateKey(now)).getTime();
    const minutesAgo = (n: number) => new Date(Math.max(now.getTime() - n * 60_000, midnight));
    const [mailId] = await db.transaction((tx) =>
      enqueueMails(tx, minutesAgo(1), [
        {
          schoolId: school!.id,
          learnerId: c!.learnerId,
          kind: 'alert-delay',
          to: c!.mail || 'learner@example.jp',
          subject: '【みどり自動車学校】バスが遅れています',
          body: 'ご予約の便は約10分遅れています。',
        },
      ]),
    );
    const base = { schoolId: school!.id, url: 'sp/busdisp' };
    await db.insert(rideAlerts).values([
      {
        ...base,
        reservationId: a!.id,
        learnerId: a!.learnerId,
        kind: 'approach',
        step: 5,
        channel: 'push',
        title: 'まもなくバスが到着します',
        body: 'あと約5分で乗車地点に到着します。',
        status: 'sent',
        attempts: 1,
        delivered: 2,
        createdAt: minutesAgo(3),
        sentAt: minutesAgo(3),
      },
      {
        ...base,
        reservationId: b!.id,
        learnerId: b!.learnerId,
        kind: 'delay',
        step: 1,
        channel: 'push',
        title: 'バスが遅れています',
        body: '約10分遅れています。',
        status: 'failed',
        attempts: 3,
        lastError: REASON,
        createdAt: minutesAgo(2),
      },
      {
        ...base,
        reservationId: c!.id,
        learnerId: c!.learnerId,
        kind: 'delay',
        step: 1,
        channel: 'mail',
        title: 'バスが遅れています',
        body: 'ご予約の便は約10分遅れています。',
        status: 'sent',
        mailId,
        createdAt: minutesAgo(1),
      },
    ]);
    const subscription = (n: number) => ({
      schoolId: school!.id,
      learnerId: a!.learnerId,
      endpoint: `http://127.0.0.1:9/push/${n}`,
      p256dh: 'key',
      auth: 'auth',
      createdAt: now,
    });
    await db.insert(pushSubscriptions).values([subscription(1), subscription(2)]);
    alerted.push(...[a!, b!, c!].map((r) => ({ seitoNo: r.seitoNo, name: r.name })));
  } finally {
    await database.close();
  }
  return {};
}

describe('通知履歴 and the alert settings (issue 28 §4)', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-alerts-', beforeStart: prepare });
  let page: Page;
  beforeAll(() => {
    page = own.page;
  });

  const rowOf = (seitoNo: string) => page.getByRole('row').filter({ hasText: seitoNo });

  it("shows this morning's alerts: to whom, about which ride, how, the failure's reason as text, the day's counts", async () => {
    await own.menuLink('通知履歴').click();
    await page.getByRole('heading', { level: 1, name: /通知履歴/ }).waitFor();
    const [a, b, c] = alerted;
    await rowOf(a!.seitoNo).getByText('送信済み（2台）').waitFor();
    await rowOf(a!.seitoNo)
      .getByRole('link', { name: `${a!.seitoNo} ${a!.name}` })
      .waitFor();
    await rowOf(a!.seitoNo).getByText('まもなく到着').waitFor();
    const failed = rowOf(b!.seitoNo);
    await failed.getByText('遅れ（10分）').waitFor();
    await failed.getByText('失敗', { exact: true }).waitFor();
    await failed.getByText(`理由：${REASON}`).waitFor();
    await failed.getByText('試行 3回').waitFor();
    expect(await page.locator('table img').count()).toBe(0);
    await rowOf(c!.seitoNo).getByText('遅れ（10分）').waitFor();
    await rowOf(c!.seitoNo)
      .getByText(/^メール：/)
      .waitFor();
    await page.getByText('プッシュ通知を有効にしている教習生：1人').waitFor();
    const summary = page.getByRole('table', { name: 'この日の通知の件数' });
    expect(await summary.getByRole('row').filter({ hasText: '遅れ' }).textContent()).toBe('遅れ110');
    await expectAccessible(page);
    await own.screenshots('admin-alerts');
  });

  it('narrows to failures, to a kind and to one student number', async () => {
    const [a, b, c] = alerted;
    const body = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: '送信方法' }) });
    await page.getByLabel('状態').selectOption({ label: '失敗' });
    await body.getByText(b!.seitoNo).waitFor();
    await expect.poll(() => body.getByRole('row').count()).toBe(2);
    await page.getByLabel('状態').selectOption({ label: 'すべて' });
    await page.getByLabel('種類').selectOption({ label: 'まもなく到着' });
    await expect.poll(() => body.getByRole('row').count()).toBe(2);
    await body.getByText(a!.seitoNo).waitFor();
    await page.getByLabel('種類').selectOption({ label: 'すべて' });
    await page.getByLabel('学生番号').fill(c!.seitoNo);
    await page.getByRole('button', { name: '絞り込む' }).click();
    await expect.poll(() => body.getByRole('row').count()).toBe(2);
    await body.getByText(c!.seitoNo).waitFor();
    await page.getByLabel('学生番号').fill('0000000');
    await page.getByRole('button', { name: '絞り込む' }).click();
    await page.getByText('該当する通知はありません。').waitFor();
    await expectAccessible(page);
  });

  it('an admin sets the alert switches in 学校の設定: a bad step is refused with its text and focus, a good one is saved', async () => {
    await own.menuLink('学校の設定').click();
    await page.getByRole('heading', { level: 1, name: '学校の設定' }).waitFor();
    const enabled = page.getByLabel('接近・遅れ・運休の通知を送る');
    const step = page.getByLabel(/遅れの通知：何分遅れるごと/);
    const mail = page.getByLabel('プッシュ通知を受け取れない教習生にはメールで送る');
    expect(await enabled.isChecked()).toBe(true);
    expect(await step.inputValue()).toBe('10');
    expect(await mail.isChecked()).toBe(true);

    await step.fill('2');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('alert').filter({ hasText: messages.error[985] }).waitFor();
    expect(await step.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await step.getAttribute('aria-invalid')).toBe('true');

    await step.fill('15');
    await mail.uncheck();
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').filter({ hasText: '学校の設定を保存しました。' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '学校の設定' }).waitFor();
    expect(await page.getByLabel(/遅れの通知：何分遅れるごと/).inputValue()).toBe('15');
    expect(await page.getByLabel('プッシュ通知を受け取れない教習生にはメールで送る').isChecked()).toBe(false);
    await expectAccessible(page);
    await page.getByRole('group', { name: '教習生への通知' }).scrollIntoViewIfNeeded();
    await own.screenshots('admin-settings-alerts');
  });
});
