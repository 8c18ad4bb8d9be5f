import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages } from '@shared/i18n/messages';
import type { BoardRun, DayBoard, RunManifest } from '@shared/schemas/admin-board';
import type { RunWaitlist } from '@shared/schemas/admin-waitlist';
import type { StaffSchoolSettings } from '@shared/schemas/admin-school';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { expectAccessible } from './browser';
import { apiLearner, type ApiLearner } from './learner';
import { claim, type DemoLearner } from './owners';
import { useOwnConsole } from './own-console';
import { consoleCall } from './staff';

const { first, second, third } = claim('admin-waitlist').ownServer.learners;
const SCREENSHOTS = path.resolve('test-results/screenshots');

/**
 * A run's キャンセル待ち in the console (issue 29 §1) on a demo of its own: the busiest run of the
 * first bookable day is made full, three learners queue on it through the learners' API, and
 * staff read the queue on the run page and reorder it from the keyboard; a learner leaving
 * meanwhile makes the next move 981. Then 学校の設定's waitlist and reminder switches.
 */
describe('Staff see and reorder a full run’s queue; the school’s waitlist settings', () => {
  const own = useOwnConsole({ dataPrefix: 'bus-e2e-waitlist-' });
  let page: Page;
  let run: BoardRun;
  let date: string;
  const queued = new Map<string, { api: ApiLearner; entry: WaitlistEntry }>();

  const waitlist = () => consoleCall<RunWaitlist>(page, 'Admin/GetRunWaitlist', { runId: run.runId });
  const order = async () =>
    (await waitlist()).entries.filter((e) => e.status === 'waiting').map((e) => e.seitoNo);
  const rowNames = () => page.locator('table.run-waitlist-queue tbody th[scope="row"]').allTextContents();

  beforeAll(async () => {
    page = own.page;
    const api = await apiLearner(first.seitoNo, first.password, '1', own.server.baseUrl);
    const [day] = await api.call<{ date: string }[]>('Reservation/GetReservationDays');
    date = day!.date;
    const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard', { date });
    run = [...board.runs].sort((a, b) => b.riders - a.riders)[0]!;
    expect(run.riders).toBeGreaterThan(0);
    // full: the capacity of each kind down to what is booked
    await consoleCall(page, 'Admin/SetRunCapacity', {
      runId: run.runId,
      seats: run.seats.booked,
      childSeats: run.childSeats.booked,
      bicycles: run.bicycles.booked,
    });
    const manifest = await consoleCall<RunManifest>(page, 'Admin/GetRunManifest', { runId: run.runId });
    const stop = manifest.stops.find((s) => !s.ownPoint)!;
    for (const learner of [first, second, third] as DemoLearner[]) {
      const client =
        learner === first
          ? api
          : await apiLearner(learner.seitoNo, learner.password, '1', own.server.baseUrl);
      const entry = await client.call<WaitlistEntry>('Reservation/SaveWaitlist', {
        date,
        binCd: run.binCd,
        upDown: run.upDown,
        busStopCd: stop.busStopCd,
      });
      queued.set(learner.seitoNo, { api: client, entry });
    }
  });

  it('the run page lists the queue in order, with who fits now; the day board counts it', async () => {
    const board = await consoleCall<DayBoard>(page, 'Admin/GetDayBoard', { date });
    expect(board.runs.find((r) => r.runId === run.runId)?.waiting).toBe(3);
    await page.goto(own.at(`admin/run?runId=${run.runId}`));
    const section = page.getByRole('region', { name: 'キャンセル待ち' });
    await section.getByRole('heading', { level: 2, name: 'キャンセル待ち' }).waitFor();
    await section.locator('table.run-waitlist-queue').waitFor();
    expect(await rowNames()).toEqual([first.name, second.name, third.name]);
    const rows = section.locator('table.run-waitlist-queue tbody tr');
    expect(await rows.nth(0).innerText()).toContain('1番目');
    expect(await rows.nth(0).innerText()).toContain(first.seitoNo);
    expect(await rows.nth(0).innerText()).toContain('収まらない');
    await section.getByText('今の空き: 座席 0・チャイルドシート 0・自転車 0').waitFor();
    await expectAccessible(page);
    await section.screenshot({ path: path.join(SCREENSHOTS, 'admin-waitlist-queue-1280.png') });
    await own.screenshots('admin-waitlist');
  });

  it('staff move the last learner to the top from the keyboard; each move is saved at once and keeps the focus', async () => {
    const up = page.getByRole('button', { name: `${third.name}さん（${third.seitoNo}）を1つ上へ` });
    const down = page.getByRole('button', { name: `${third.name}さん（${third.seitoNo}）を1つ下へ` });
    await up.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `${third.name}さんを2番目にしました。` })
      .waitFor();
    expect(await rowNames()).toEqual([first.name, third.name, second.name]);
    await expect.poll(() => up.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `${third.name}さんを1番目にしました。` })
      .waitFor();
    expect(await rowNames()).toEqual([third.name, first.name, second.name]);
    // at the top 「上へ」 is off: the row's 「下へ」 holds the focus
    expect(await up.isDisabled()).toBe(true);
    await expect.poll(() => down.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await order()).toEqual([third.seitoNo, first.seitoNo, second.seitoNo]);
    await expectAccessible(page);
  });

  it('a learner leaving meanwhile makes the next move 981: its text, and the list read again', async () => {
    const leaving = queued.get(first.seitoNo)!;
    await leaving.api.call('Reservation/CancelWaitlist', { waitlistId: leaving.entry.waitlistId });
    await page.getByRole('button', { name: `${second.name}さん（${second.seitoNo}）を1つ上へ` }).click();
    await page.getByRole('alert').filter({ hasText: messages.error[981] }).waitFor();
    await expect.poll(rowNames).toEqual([third.name, second.name]);
    const ended = page.locator('table.run-waitlist-ended tbody tr');
    expect(await ended.count()).toBe(1);
    expect(await ended.first().innerText()).toContain('取りやめ');
    expect(await ended.first().innerText()).toContain(first.name);
    expect(await order()).toEqual([third.seitoNo, second.seitoNo]);
    await expectAccessible(page);
  });

  it('学校の設定: the waitlist and reminder switches and the lead (982 by its field) are saved', async () => {
    await own.menuLink('学校の設定').click();
    await page.getByRole('heading', { level: 1, name: '学校の設定' }).waitFor();
    const waitlistSwitch = page.getByLabel('キャンセル待ちを受け付ける');
    const reminderSwitch = page.getByLabel('予約のお知らせ（締め切り前のリマインド）を送る');
    const lead = page.getByLabel(/予約のお知らせを送る時刻/);
    expect(await waitlistSwitch.isChecked()).toBe(true);
    expect(await reminderSwitch.isChecked()).toBe(true);
    expect(await lead.inputValue()).toBe('180');
    await expectAccessible(page);

    await lead.fill('20');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('alert').filter({ hasText: messages.error[982] }).waitFor();
    expect(await lead.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await lead.getAttribute('aria-invalid')).toBe('true');

    await waitlistSwitch.uncheck();
    await reminderSwitch.uncheck();
    await lead.fill('90');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('status').filter({ hasText: '学校の設定を保存しました。' }).waitFor();
    expect(await consoleCall<StaffSchoolSettings>(page, 'Admin/GetSchoolSettings')).toMatchObject({
      waitlistEnabled: false,
      bookingReminder: false,
      bookingReminderLeadMinutes: 90,
    });
    await page.reload();
    await lead.waitFor();
    expect(await waitlistSwitch.isChecked()).toBe(false);
    expect(await lead.inputValue()).toBe('90');
    await expectAccessible(page);
  });
});
