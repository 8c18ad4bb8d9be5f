import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { expectAccessible } from './browser';
import { claim } from './owners';
import { useOwnConsole } from './own-console';

claim('admin-settings-calendar');

/**
 * 学校の設定 and 営業日カレンダー (issue 23 §3, §4) on a demo of its own: they change what every
 * learner may book, which no spec on the shared server may see change under it.
 */
describe('An admin sets the school’s settings and calendar; the learners’ bookable days follow at once', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-settings-' });
  const screenshots = (name: string) => own.screenshots(name);
  const at = (screen: string) => own.at(screen);
  const menuLink = (name: string) => own.menuLink(name);
  let page: Page;
  beforeAll(() => {
    page = own.page;
  });

  it('a bad horizon is refused with its text and focus; a new cut-off, horizon and typed location are saved', async () => {
    await menuLink('学校の設定').click();
    await page.getByRole('heading', { level: 1, name: '学校の設定' }).waitFor();
    expect(await page.getByLabel('予約の締切時刻（前の営業日）').inputValue()).toBe('16:00');
    await expectAccessible(page);
    await screenshots('admin-settings');

    const horizon = page.getByLabel(/予約できる期間/);
    await horizon.fill('0');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('alert').filter({ hasText: messages.error[796] }).waitFor();
    expect(await horizon.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await horizon.getAttribute('aria-invalid')).toBe('true');

    await horizon.fill('10');
    await page.getByLabel('予約の締切時刻（前の営業日）').fill('12:30');
    await page.getByLabel('緯度').fill('35.99');
    await page.getByLabel('経度').fill('139.59');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').filter({ hasText: '学校の設定を保存しました。' }).waitFor();
    expect(await page.getByLabel('緯度').inputValue()).toBe('35.99');
    await expectAccessible(page);
  });

  it('the calendar previews the new rule, and closing a day takes it out of the learners’ days at once', async () => {
    await menuLink('営業日カレンダー').click();
    await page.getByRole('heading', { level: 1, name: '営業日カレンダー' }).waitFor();
    const preview = page.getByRole('list', { name: '教習生が予約できる日' });
    await preview.getByRole('listitem').first().waitFor();
    const items = await preview.getByRole('listitem').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items.every((text) => text.includes('12:30'))).toBe(true);
    await expectAccessible(page);
    await screenshots('admin-calendar');

    // the last day a learner may book: close it, then open it again
    const last = items.at(-1)!.slice(0, 6); // 'MM月DD日'
    const day = Number(last.slice(3, 5));
    const month = Number(last.slice(0, 2));
    const shown = await page.getByRole('heading', { level: 2, name: /年\d+月/ }).textContent();
    if (!shown?.endsWith(`${month}月`)) await page.getByRole('button', { name: '次の月 →' }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(`年${month}月$`) }).waitFor();
    const cell = page.getByRole('button', { name: new RegExp(`^${day}日`) });
    await cell.click();
    await page.getByLabel(/^理由/).fill('臨時休校');
    await page.getByRole('button', { name: '休業にする' }).click();
    await page.getByRole('status').filter({ hasText: 'を休業にしました。' }).waitFor();
    await cell.filter({ hasText: '休業：臨時休校' }).waitFor();
    await preview.getByText(last).waitFor({ state: 'detached' });
    expect((await preview.getByRole('listitem').allTextContents()).length).toBe(items.length - 1);
    await expectAccessible(page);

    await page.getByRole('button', { name: '営業日にする' }).click();
    await page.getByRole('status').filter({ hasText: 'を営業日にしました。' }).waitFor();
    await preview.getByText(last).waitFor();
  });

  it('the audit log names the changes in the school’s words', async () => {
    await menuLink('操作履歴').click();
    await page.getByRole('rowheader', { name: '学校の設定の変更' }).waitFor();
    await page.getByText('予約の締切時刻: 16:00 → 12:30').waitFor();
    expect(await page.getByRole('rowheader', { name: '休業にする' }).count()).toBe(1);
  });

  it('the audit log fits 1024 px with a long word staff typed (a URL as the reason of a closed span)', async () => {
    const reason = 'https://example.jp/notices/2027/renovation-of-the-course-and-the-bus-depot.html';
    const answer = await page.evaluate(
      async ({ reason, endpoint }) => {
        const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
          body: JSON.stringify({ startDate: day(300), endDate: day(330), open: false, reason }),
        });
        return (await response.json()) as { status: boolean; error: unknown };
      },
      { reason, endpoint: at('api/Admin/SetCalendarDays') },
    );
    expect(answer.error).toBeNull();
    await page.reload();
    await page.getByRole('cell', { name: reason, exact: true }).waitFor();
    await screenshots('admin-audit');
    await expectAccessible(page);
  });

  it('closing a day with bookings offers to cancel its runs; the learners are told by mail', async () => {
    await menuLink('日別運行表').click();
    // the board opens on the next business day, which has the demo's bookings
    await page.getByRole('heading', { level: 1, name: /^日別運行表 \d+月\d+日/ }).waitFor();
    const date = await page.locator('#board-date').inputValue();
    await menuLink('営業日カレンダー').click();
    await page.getByRole('heading', { level: 1, name: '営業日カレンダー' }).waitFor();
    await page.locator('#calendar-start').fill(date);
    await page.locator('#calendar-end').fill(date);
    await page.getByLabel(/^理由/).fill('台風のため休校');
    await page.getByRole('button', { name: '休業にする' }).click();
    await page.getByRole('status').filter({ hasText: '予約は取り消されていません。' }).waitFor();
    const cancel = page.getByRole('button', { name: /^休業日の便を運休にして予約\d+件を取り消す/ });
    await expectAccessible(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await cancel.click();
    const done = page
      .getByRole('status')
      .filter({ hasText: /便を運休にし、予約\d+件を取り消しました（メール\d+通）。/ });
    await done.waitFor();
    const [, mailed] = /（メール(\d+)通）/.exec((await done.textContent()) ?? '') ?? [];
    expect(Number(mailed)).toBeGreaterThan(0);
    expect(await cancel.count()).toBe(0);
  });
});
