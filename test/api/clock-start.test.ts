import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { Envelope } from '@shared/schemas/envelope';
import type { ReservationDay } from '@shared/schemas/reservation';
import { buildApp, type Health } from '@server/app';
import { isNationalHoliday, weekdayOf } from '@server/domain/school/calendar';
import { readEnv } from '@server/env';
import { prepareRuntime } from '@server/start-up';
import { describeEachDatabase } from './databases';
import { createClient, createPostgresDatabase, DEMO } from './harness';
import { expectOk } from './reservation-fixtures';
import { spawnServer } from './server-process';

/**
 * A Tuesday some two months ahead whose Tuesday and Wednesday are no national holidays, so that
 * "today" under CLOCK_START is far from the host's today and the next business day is the day after.
 */
function farTuesday(): string {
  let day = addDays(japanDateKey(new Date()), 60);
  while (weekdayOf(day) !== 2 || isNationalHoliday(day) || isNationalHoliday(addDays(day, 1))) {
    day = addDays(day, 1);
  }
  return day;
}

interface ListedBooking {
  date: string;
}

describeEachDatabase("CLOCK_START: the server's clock for demos and tests", (kind) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('seeds the demo as of that day, answers every rule in its time from the process start on, and runs on', async () => {
    const day = farTuesday();
    const start = japanInstant(day, 10 * 60);
    const settings: Record<string, string> = {
      CLOCK_START: `${day}T10:00:00+09:00`,
      // else the generated secret would be written into DATA_DIR
      SESSION_SECRET: 's'.repeat(40),
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'silent',
    };
    if (kind === 'pglite') settings.DATA_DIR = 'memory://';
    else {
      const database = await createPostgresDatabase();
      cleanup.push(() => database.drop());
      Object.assign(settings, { DATABASE_URL: database.url, DEMO: '1' });
    }
    const env = readEnv(settings);
    const runtime = await prepareRuntime(env);
    cleanup.push(() => runtime.database.close());
    // buildApp takes the runtime's clock, as server.ts passes it (and the job runner reads app.now())
    const app = await buildApp({ env, ...runtime });
    cleanup.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const client = createClient(`http://127.0.0.1:${address.port}${env.BASE_PATH}`);

    const health = async () => new Date((await client.get<Envelope<Health>>('api/health')).body.data!.now);
    const first = await health();
    // started at the process's start (prepareRuntime), migrating and seeding since
    expect(first.getTime()).toBeGreaterThanOrEqual(start.getTime());
    expect(first.getTime() - start.getTime()).toBeLessThan(60_000);

    // the demo's "today" is that Tuesday: Wednesday is the first bookable day, its rides booked and fixed
    expect((await client.login(DEMO.main.seitoNo, DEMO.main.password)).body.status).toBe(true);
    const days = expectOk(await client.post<ReservationDay[]>('Reservation/GetReservationDays'));
    expect(days[0]?.date).toBe(addDays(day, 1));
    const booked = expectOk(await client.post<ListedBooking[]>('Reservation/GetReservationList'));
    expect(booked.map((b) => b.date)).toContain(addDays(day, 1));
    expect(booked.every((b) => b.date > day)).toBe(true);

    // and it runs on at the host's pace
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await health();
    expect(later.getTime() - first.getTime()).toBeGreaterThanOrEqual(1_000);
    expect(later.getTime() - first.getTime()).toBeLessThan(30_000);
  });
});

describe('CLOCK_START in production', () => {
  it('stops the start with a configuration error before any data is opened', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-clock-'));
    const dataDir = path.join(parent, 'data');
    try {
      const server = await spawnServer(dataDir, {
        NODE_ENV: 'production',
        SESSION_SECRET: 'c'.repeat(40),
        PUBLIC_URL: 'https://bus.example.jp',
        CLOCK_START: '2026-06-01T08:00:00+09:00',
      });
      expect(await server.exited(30_000)).toBe(1);
      expect(server.output()).toContain(
        'CLOCK_START: for demos and tests only, never with NODE_ENV=production',
      );
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
