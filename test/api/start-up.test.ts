import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schools } from '@server/db/schema';
import { readEnv } from '@server/env';
import { prepareRuntime, type Runtime } from '@server/start-up';
import { postgresReachable } from './databases';
import { createPostgresDatabase } from './harness';

describe.skipIf(!postgresReachable)('Start-up of several processes at once (PostgreSQL)', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('three processes starting together on an empty database all come up, migrated and seeded once', async () => {
    const database = await createPostgresDatabase();
    cleanup.push(() => database.drop());
    const env = readEnv({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DEMO: '1',
      SESSION_SECRET: 'x'.repeat(40),
      SCRYPT_LOG_N: '10',
    });
    const started = await Promise.allSettled([0, 1, 2].map(() => prepareRuntime(env)));
    const runtimes = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    cleanup.push(async () => {
      for (const runtime of runtimes as Runtime[]) await runtime.database.close();
    });
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    const [demo] = await runtimes[0]!.database.db
      .select({ n: count() })
      .from(schools)
      .where(eq(schools.serviceCode, 'demo'));
    expect(demo?.n).toBe(1);
  });
});
