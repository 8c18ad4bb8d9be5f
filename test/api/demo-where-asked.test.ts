import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { buildApp } from '@server/app';
import {
  jobs,
  jobSchedules,
  learners,
  outboxMails,
  reservations,
  schools,
  staff,
  stops,
} from '@server/db/schema';
import { readEnv } from '@server/env';
import { createJobRunner } from '@server/queue';
import { prepareRuntime, type Runtime } from '@server/start-up';
import { describeEachDatabase } from './databases';
import { createClient, createPostgresDatabase } from './harness';

const run = promisify(execFile);
const SESSION_SECRET = 'p'.repeat(40);
const quietLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

describeEachDatabase('The demo school only where it was asked for (PRODUCT.md §3)', (kind) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  /** The settings of a production deployment on this leg's database: a throw-away PostgreSQL database, or an embedded one. */
  async function productionSettings(): Promise<Record<string, string>> {
    const settings = {
      NODE_ENV: 'production',
      SESSION_SECRET,
      PUBLIC_URL: 'https://bus.example.jp',
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'silent',
    };
    if (kind === 'pglite') return { ...settings, DATA_DIR: 'memory://' };
    const database = await createPostgresDatabase();
    cleanup.push(() => database.drop());
    return { ...settings, DATABASE_URL: database.url };
  }

  async function start(settings: Record<string, string>): Promise<Runtime> {
    const runtime = await prepareRuntime(readEnv(settings));
    cleanup.push(() => runtime.database.close());
    return runtime;
  }

  async function listen(runtime: Runtime, settings: Record<string, string>): Promise<FastifyInstance> {
    const app = await buildApp({ env: readEnv(settings), ...runtime });
    cleanup.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  it('a production start on an empty database has no demo school, and a login page without serviceCode gets no school', async () => {
    const settings = await productionSettings();
    const runtime = await start(settings);
    const [all] = await runtime.database.db.select({ n: count() }).from(schools);
    expect(all?.n).toBe(0);

    const app = await listen(runtime, settings);
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    const client = createClient(`http://127.0.0.1:${address.port}/bus/ankyo/`);
    await client.init();
    for (const action of ['Provider/GetProviderInfo', 'Provider/GetSiteOption']) {
      const answer = await client.post(action, {});
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: false,
        error: { code: 105, message: messages.error[105], data: null },
        data: null,
      });
    }
    const demo = await client.post('Provider/GetProviderInfo', { serviceCode: 'demo' });
    expect(demo.body.error?.code).toBe(105);
    const login = await client.post('Auth/Login', { site: '1', seitoNo: '1234567', password: '0401' });
    expect(login.body.status).toBe(false);
    expect(login.body.error?.code).toBe(105);
  });

  it('without the demo, the hourly top-up of demo runs is neither scheduled nor run', async () => {
    const runtime = await start(await productionSettings());
    expect(runtime.jobs.map((job) => job.kind)).not.toContain('keep-demo-runs');
    const worker = createJobRunner({
      db: runtime.database.db,
      definitions: runtime.jobs,
      log: quietLog,
      concurrency: runtime.jobs.length,
    });
    // the periodic ones, enqueued by the first tick (mail delivery has nothing to deliver)
    expect(await worker.runOnce()).toBe(runtime.jobs.filter((job) => job.schedule).length);
    const db = runtime.database.db;
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'keep-demo-runs'))).toEqual([]);
    expect(await db.select().from(jobSchedules).where(eq(jobSchedules.name, 'keep-demo-runs'))).toEqual([]);
  });

  it('`npm run seed` refuses in production and creates nothing', async () => {
    const settings = await productionSettings();
    if (kind === 'pglite') {
      settings.DATA_DIR = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bus-demo-')), 'data');
      cleanup.push(async () => fs.rmSync(path.dirname(settings.DATA_DIR!), { recursive: true, force: true }));
    }
    const refused = await run('node_modules/.bin/tsx', ['src/server/demo/cli/seed.ts'], {
      env: { PATH: process.env.PATH, ...settings },
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('The demo school is never created with NODE_ENV=production.');
    if (kind === 'pglite') {
      expect(fs.existsSync(settings.DATA_DIR!)).toBe(false);
    } else {
      const runtime = await start(settings);
      const [all] = await runtime.database.db.select({ n: count() }).from(schools);
      expect(all?.n).toBe(0);
    }
  });

  it('a demo school left where the demo is off is not served and is reported at start; `npm run seed -- --remove` removes it with all its data (issue 21)', async () => {
    const base = { SCRYPT_LOG_N: '10', LOG_LEVEL: 'silent' };
    let withDemo: Record<string, string>;
    let withoutDemo: Record<string, string>;
    if (kind === 'pglite') {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bus-demo-left-'));
      cleanup.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
      withDemo = { ...base, DATA_DIR: path.join(folder, 'data') };
      withoutDemo = { ...withDemo, DEMO: '0' };
    } else {
      const database = await createPostgresDatabase();
      cleanup.push(() => database.drop());
      withoutDemo = { ...base, DATABASE_URL: database.url };
      withDemo = { ...withoutDemo, DEMO: '1' };
    }
    const seeded = await prepareRuntime(readEnv(withDemo));
    expect(seeded.leftOverDemo).toBe(false);
    await seeded.database.close();
    const signIns = async (settings: Record<string, string>) => {
      const runtime = await prepareRuntime(readEnv(settings));
      const app = await buildApp({ env: readEnv(settings), ...runtime });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        if (typeof address !== 'object' || !address) throw new Error('not listening');
        const client = createClient(`http://127.0.0.1:${address.port}/bus/ankyo/`);
        await client.init();
        const learner = await client.post('Auth/Login', {
          serviceCode: 'demo',
          site: '1',
          seitoNo: '1234567',
          password: '0401',
        });
        const admin = await client.post('Admin/StaffLogin', {
          serviceCode: 'demo',
          loginId: 'admin',
          password: 'admin-demo-password',
        });
        return {
          leftOverDemo: runtime.leftOverDemo,
          codes: [learner, admin].map((a) => a.body.error?.code ?? 'signed in'),
        };
      } finally {
        await app.close();
        await runtime.database.close();
      }
    };
    // left where the demo is off: not served, its published passwords sign nobody in
    expect(await signIns(withoutDemo)).toEqual({ leftOverDemo: true, codes: [105, 105] });
    // the demo on again serves it again
    expect(await signIns(withDemo)).toEqual({ leftOverDemo: false, codes: ['signed in', 'signed in'] });

    const seed = (settings: Record<string, string>) =>
      run('node_modules/.bin/tsx', ['src/server/demo/cli/seed.ts', '--remove'], {
        env: { PATH: process.env.PATH, ...settings },
      }).then(
        ({ stdout }) => ({ code: 0, output: stdout }),
        (error: { code?: number; stderr?: string }) => ({ code: error.code, output: error.stderr ?? '' }),
      );
    const refused = await seed(withDemo);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The demo is on for this deployment');
    const removed = await seed(withoutDemo);
    expect(removed).toEqual({
      code: 0,
      output: 'The demo school and everything belonging to it are removed.\n',
    });

    const clean = await prepareRuntime(readEnv(withoutDemo));
    expect(clean.leftOverDemo).toBe(false);
    const db = clean.database.db;
    for (const table of [schools, learners, staff, reservations, stops, outboxMails]) {
      const [rows] = await db.select({ n: count() }).from(table);
      expect(rows?.n).toBe(0);
    }
    await clean.database.close();
    expect(await seed(withoutDemo)).toEqual({
      code: 0,
      output: 'There is no demo school in this database.\n',
    });
  });
});
