import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { DayManifests } from '@shared/schemas/admin-board';
import { openDatabase } from '@server/db/client';
import { learners, rideAlerts } from '@server/db/schema';
import { openSimulator, type Simulator } from '@server/demo/simulator/simulator';
import { isNationalHoliday, weekdayOf } from '@server/domain/school/calendar';
import { DEMO_ADMIN } from './admin-fixtures';
import { createClient, DEMO, type TestClient } from './harness';
import {
  createBrowserKeys,
  decryptPush,
  startPushService,
  subscriptionFor,
  type TestPushService,
} from './push-service';
import { expectOk } from './reservation-fixtures';
import { startServer, type ServerProcess } from './server-process';

/** A Wednesday some two months ahead, no national holiday: the demo's runs and bookings of that day. */
function farWednesday(): string {
  let day = addDays(japanDateKey(new Date()), 60);
  while (weekdayOf(day) !== 3 || isNationalHoliday(day)) day = addDays(day, 1);
  return day;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const iso = (instant: Date) => instant.toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server process (dist/server/server.js, `npm run build` first) on a PGlite folder, its
 * clock at CLOCK_START, the demo's buses driven by the simulator (`npm run simulate`), the
 * `watch-runs` job reckoning and raising alerts every 15 s, a push service on loopback.
 */
describe('Alerts from the simulated demo day, surviving kill -9 (issue 28 acceptance)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-alerts-'));
  let server: ServerProcess | undefined;
  let push: TestPushService | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await push?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = (clockStart: Date) => ({
    CLOCK_START: iso(clockStart),
    SESSION_SECRET: 's'.repeat(40),
    SCRYPT_LOG_N: '10',
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    JOBS_POLL_SECONDS: '1',
  });

  async function signIn(base: string, seitoNo: string, password: string): Promise<TestClient> {
    const client = createClient(base);
    const answer = await client.login(seitoNo, password);
    if (!answer.body.status) throw new Error(`sign-in of ${seitoNo} failed: ${answer.text}`);
    return client;
  }

  it('one approach alert per booked ride whose stop the bus nears, none for a learner not booked; a delivery cut by kill -9 arrives once after the restart', async () => {
    const day = farWednesday();
    // a first start to read the day's plan: which school-bound run, which riders, their stops' times
    server = await startServer(dataDir, settings(japanInstant(day, 5 * 60)), 60_000);
    const staff = createClient(server.baseUrl);
    await staff.init();
    expectOk(
      await staff.post('Admin/StaffLogin', {
        serviceCode: DEMO.serviceCode,
        loginId: DEMO_ADMIN.loginId,
        password: DEMO_ADMIN.password,
      }),
    );
    const { manifests } = expectOk(await staff.post<DayManifests>('Admin/GetDayManifests', { date: day }));
    const loadRider = (seitoNo: string) => /^10000\d\d$/.test(seitoNo);
    const manifest = manifests.find(
      (m) =>
        m.run.upDown === 1 &&
        m.run.vehicle !== null &&
        m.stops.some((s) => s.planTime && s.riders.some((r) => loadRider(r.seitoNo) && !r.notRiding)),
    )!;
    expect(manifest).toBeDefined();
    const stop = manifest.stops.find((s) => s.planTime && s.riders.some((r) => loadRider(r.seitoNo)))!;
    const rider = stop.riders.find((r) => loadRider(r.seitoNo))!;
    const booked = manifest.stops.flatMap((s) => s.riders).filter((r) => loadRider(r.seitoNo));
    const notBooked = manifests.flatMap((m) => m.stops.flatMap((s) => s.riders)).map((r) => r.seitoNo);
    const stranger = Array.from({ length: 80 }, (_, i) => DEMO.load(i + 1).seitoNo).find(
      (n) => !notBooked.includes(n),
    )!;
    server.child.kill('SIGTERM');
    await server.exited(10_000);

    // the clock 3 minutes before the bus is due at the rider's stop
    const due = japanInstant(day, minutesOf(stop.planTime!));
    const start = new Date(due.getTime() - 3 * 60_000);
    push = await startPushService();
    server = await startServer(dataDir, settings(start), 60_000);
    const keys = new Map<string, ReturnType<typeof createBrowserKeys>>();
    const endpointOf = (seitoNo: string) => push!.endpoint(`learner-${seitoNo}`);
    for (const seitoNo of [...new Set([...booked.map((r) => r.seitoNo), stranger])].slice(0, 6)) {
      const learner = await signIn(server.baseUrl, seitoNo, DEMO.load(Number(seitoNo) - 1_000_000).password);
      const browser = createBrowserKeys();
      keys.set(seitoNo, browser);
      expectOk(
        await learner.post('Notification/SavePushSubscription', {
          subscription: subscriptionFor(endpointOf(seitoNo), browser),
          approachMinutes: 5,
        }),
      );
    }
    if (!keys.has(rider.seitoNo)) throw new Error('the rider was not subscribed');
    // the rider's push service fails at first: the alert is enqueued, its delivery not done
    push.answer(endpointOf(rider.seitoNo), 500);

    const startedAt = Date.now();
    let simulator: Simulator = await openSimulator({ baseUrl: server.baseUrl, ...DEMO_ADMIN });
    while (push.receivedAt(endpointOf(rider.seitoNo)).length === 0) {
      if (Date.now() - startedAt > 60_000) throw new Error(`no alert for the rider:\n${server.output()}`);
      expect((await simulator.tick()).failed).toEqual([]);
      await sleep(2_000);
    }
    // kill -9 while the delivery waits for its retry
    server.child.kill('SIGKILL');
    await server.exited(10_000);
    push.answer(endpointOf(rider.seitoNo), 201);
    server = await startServer(
      dataDir,
      settings(new Date(start.getTime() + (Date.now() - startedAt))),
      60_000,
    );
    simulator = await openSimulator({ baseUrl: server.baseUrl, ...DEMO_ADMIN });
    const restartedAt = Date.now();
    const accepted = () => push!.receivedAt(endpointOf(rider.seitoNo)).filter((r) => r.answered === 201);
    while (accepted().length === 0) {
      if (Date.now() - restartedAt > 60_000)
        throw new Error(`not delivered after the restart:\n${server.output()}`);
      await simulator.tick();
      await sleep(2_000);
    }
    // a few more cycles: nothing more for anyone already alerted
    for (let i = 0; i < 10; i++) {
      await simulator.tick();
      await sleep(2_000);
    }
    expect(accepted()).toHaveLength(1);
    const message = JSON.parse(decryptPush(accepted()[0]!, keys.get(rider.seitoNo)!)) as {
      title: string;
      tag: string;
    };
    expect(message.title).toBe('まもなく送迎バスが到着します');
    expect(push.receivedAt(endpointOf(stranger))).toEqual([]);
    server.child.kill('SIGTERM');
    await server.exited(10_000);

    // the folder as the server left it: one approach alert per alerted ride, each to a booked learner
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({
          reservationId: rideAlerts.reservationId,
          kind: rideAlerts.kind,
          status: rideAlerts.status,
          seitoNo: learners.seitoNo,
        })
        .from(rideAlerts)
        .innerJoin(learners, eq(learners.id, rideAlerts.learnerId))
        .orderBy(asc(rideAlerts.id));
      const approaches = rows.filter((r) => r.kind === 'approach');
      expect(approaches.length).toBeGreaterThanOrEqual(1);
      expect(new Set(approaches.map((r) => r.reservationId)).size).toBe(approaches.length);
      const bookedIds = new Set(booked.map((r) => r.reservationId));
      expect(approaches.every((r) => bookedIds.has(r.reservationId))).toBe(true);
      expect(rows.some((r) => r.seitoNo === stranger)).toBe(false);
      expect(approaches.find((r) => r.seitoNo === rider.seitoNo)?.status).toBe('sent');
      // each push service saw each alerted learner once (the rider: the failed try and the delivery)
      for (const r of approaches.filter((a) => a.seitoNo !== rider.seitoNo))
        expect(push.receivedAt(endpointOf(r.seitoNo))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});
