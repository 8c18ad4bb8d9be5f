import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DayBoard } from '@shared/schemas/admin-board';
import type { PlannedRide, WaitlistEntry, WeekPlan } from '@shared/schemas/waitlist';
import type { Reservation } from '@shared/schemas/reservation';
import { expectAccessible, expectNoHorizontalScroll, DESKTOP, PHONE, useLearnerPages } from './browser';
import { apiClient, apiLearner, type ApiLearner } from './learner';
import { claim } from './owners';
import { startServerProcess, type ServerProcess } from './server-process';
import { nextOpenWeekday } from './shifted-clock';
import { DEMO_ADMIN } from './staff';

/**
 * The week planner (issue 29 §2) on a server of its own, at 10:00 on a weekday: the demo's main
 * learner has lessons on the next business days, some rides booked. One of their booked rides is
 * cancelled, so four rides are left to book; one of them is made full through the console. On
 * /sp/planner the three free ones are chosen, the full one offers the queue; one confirm books
 * the three and queues the fourth, each result read out; the lists then hold them. /pc/planner
 * shows the same plan at 1280 px.
 */

const { planner: LEARNER, filler: FILLER } = claim('sp-planner').ownServer.learners;
const SCREENSHOTS = path.resolve('test-results/screenshots');
const DAY = nextOpenWeekday();

type Choice = { date: string; ride: PlannedRide };

const choosable = (plan: WeekPlan): Choice[] =>
  plan.days.flatMap((day) =>
    day.rides
      .filter((r) => r.state === 'bookable' || r.state === 'full')
      .map((ride) => ({ date: day.date, ride })),
  );

describe('the week planner books the week in one confirm, queueing for a full run', () => {
  let dataDir: string;
  let server: ServerProcess;
  let learner: ApiLearner;
  let choices: Choice[];
  let full: Choice;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-e2e-planner-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
      CLOCK_START: `${DAY}T10:00:00+09:00`,
    });
    fs.mkdirSync(SCREENSHOTS, { recursive: true });

    learner = await apiLearner(LEARNER.seitoNo, LEARNER.password, '1', server.baseUrl);
    const before = await learner.call<WeekPlan>('Reservation/GetWeekPlan');
    // give back one ride home the learner booked from their workplace: the planner proposes it again from the station
    const fromWork = before.days
      .flatMap((d) => d.rides)
      .find((r) => r.state === 'booked' && r.upDown === 2 && r.run?.busStopCd !== before.usualBusStopCd);
    expect(fromWork?.yoyakuId).toBeTypeOf('number');
    await learner.call('Reservation/CancelReservation', { yoyakuIdList: [fromWork!.yoyakuId] });

    const staff = await apiClient({}, server.baseUrl);
    await staff.call('Admin/StaffLogin', { serviceCode: 'demo', ...DEMO_ADMIN });
    const runOf = async ({ date, ride }: Choice) => {
      const board = await staff.call<DayBoard>('Admin/GetDayBoard', { date });
      const run = board.runs.find((r) => r.binCd === ride.run!.binCd);
      expect(run, `${date} ${ride.run!.binCd}`).toBeDefined();
      return run!;
    };
    const setSeats = async (choice: Choice, seats: number) => {
      const run = await runOf(choice);
      await staff.call('Admin/SetRunCapacity', {
        runId: run.runId,
        seats,
        childSeats: run.childSeats.capacity,
        bicycles: run.bicycles.capacity,
      });
    };

    const planned = choosable(await learner.call<WeekPlan>('Reservation/GetWeekPlan'));
    expect(planned.length).toBe(4);
    // room on every proposed run whatever the seed's busy runs hold, then the last one full
    for (const choice of planned) await setSeats(choice, (await runOf(choice)).seats.booked + 3);
    full = planned[planned.length - 1]!;
    const filler = await apiLearner(FILLER.seitoNo, FILLER.password, '1', server.baseUrl);
    await filler.call('Reservation/SaveReservation', {
      date: full.date,
      binCd: full.ride.run!.binCd,
      upDown: full.ride.upDown,
      busStopCd: full.ride.run!.busStopCd,
    });
    await setSeats(full, (await runOf(full)).seats.booked);

    choices = choosable(await learner.call<WeekPlan>('Reservation/GetWeekPlan'));
    expect(choices.map((c) => c.ride.state)).toEqual(['bookable', 'bookable', 'bookable', 'full']);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(page: Page, area: 'sp' | 'pc') {
    await page.goto(`${server.baseUrl}${area}/login?serviceCode=demo&site=1`);
    await page.getByLabel('学生番号').fill(LEARNER.seitoNo);
    await page.getByLabel('パスワード').fill(LEARNER.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(new RegExp(`/${area}/menu`));
  }

  describe('on the phone', () => {
    const pages = useLearnerPages(PHONE);

    it('proposes the rides, offers the queue for the full one, and one confirm books three and queues one', async () => {
      const { page } = await pages.open();
      await signIn(page, 'sp');
      await page.getByRole('link', { name: '1週間分をまとめて予約' }).click();
      await page.waitForURL(/\/sp\/planner/);
      await page.getByRole('heading', { level: 1, name: '1週間分をまとめて予約' }).waitFor();

      const boxes = page.getByRole('checkbox');
      await expect.poll(() => boxes.count()).toBe(4);
      const bookBoxes = page.getByRole('checkbox', { name: /この便を予約する/ });
      const queueBox = page.getByRole('checkbox', { name: /キャンセル待ちに登録/ });
      expect(await bookBoxes.count()).toBe(3);
      for (const box of await bookBoxes.all()) expect(await box.isChecked()).toBe(true);
      expect(await queueBox.count()).toBe(1);
      expect(await queueBox.isChecked()).toBe(false);
      // the label names the date and direction of the full ride
      const fullName = await queueBox.evaluate(
        (el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '',
      );
      expect(fullName).toContain(full.ride.upDown === 1 ? '往路' : '復路');
      expect(fullName).toContain(`${full.date.slice(5, 7)}月${full.date.slice(8, 10)}日`);
      await page.getByText('満席です。キャンセル待ちに登録できます。').waitFor();
      expect(await page.getByText('予約済みです').count()).toBeGreaterThan(0);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'sp-planner-360.png'), fullPage: true });

      await queueBox.check();
      await page.getByRole('button', { name: '選んだ便を予約する' }).click();
      const results = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: '予約の結果' }) });
      await results.waitFor({ timeout: 30_000 });
      const lines = await results.getByRole('listitem').allInnerTexts();
      expect(lines).toHaveLength(4);
      expect(lines.filter((l) => l.endsWith('予約しました。'))).toHaveLength(3);
      expect(lines.filter((l) => /キャンセル待ちに登録しました（1番目）。$/.test(l))).toHaveLength(1);
      // the plan reloaded: nothing left to choose, the queue shown with its place
      await expect.poll(() => page.getByRole('checkbox').count()).toBe(0);
      await page.getByText('キャンセル待ち 1番目です').waitFor();
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'sp-planner-360-done.png'), fullPage: true });

      const booked = await learner.call<Reservation[]>('Reservation/GetReservationList');
      for (const { date, ride } of choices.slice(0, 3))
        expect(
          booked.some((b) => b.date === date && b.upDown === ride.upDown && b.binCd === ride.run!.binCd),
        ).toBe(true);
      const queued = await learner.call<WaitlistEntry[]>('Reservation/GetWaitlist');
      expect(queued).toEqual([
        expect.objectContaining({ date: full.date, upDown: full.ride.upDown, status: 'waiting', place: 1 }),
      ]);
      await page.goto(`${server.baseUrl}sp/check`);
      for (const { ride } of choices.slice(0, 3)) await page.getByText(ride.run!.binNm).first().waitFor();
    });
  });

  describe('on the desktop', () => {
    const pages = useLearnerPages(DESKTOP);

    it('shows the same week at 1280 px: the rides booked, the queue with its place', async () => {
      const { page } = await pages.open();
      await signIn(page, 'pc');
      await page.getByRole('link', { name: '1週間分をまとめて予約' }).click();
      await page.waitForURL(/\/pc\/planner/);
      await page.getByText('キャンセル待ち 1番目です').waitFor();
      expect(await page.getByRole('checkbox').count()).toBe(0);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      await page.getByRole('button', { name: '乗車地点を変える' }).click();
      await page.getByLabel('乗車地点を選んでください').waitFor();
      await expectAccessible(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'pc-planner-1280.png'), fullPage: true });
    });
  });
});
