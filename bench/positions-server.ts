import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import { createPasswordHasher } from '@server/domain/auth/password-hash';
import { createMailTransport } from '@server/domain/mail/transport';
import { readEnv } from '@server/env';
import { createJobRunner, JOB_CONCURRENCY } from '@server/queue';
import { createPushService } from '@server/domain/notify/push';
import { jobsFor } from '@server/start-up';
import { configuredPagesUrl } from '@server/routes/learner-pages-url';
import { loggerOptions } from '@server/logger';
import type { Secrets } from '@server/secrets';

/**
 * The server of the live-positions benchmark (bench/positions.ts), a child process of the bench so
 * that its CPU time is its own: what src/server/server.ts runs — buildApp with the product's
 * logger writing JSON lines to stdout (a file here), and the background jobs — on a database the
 * bench has prepared (no migration, no seed at start), but on the bench's clock, which the built
 * server cannot take. Started with `node --import tsx`; driven by its parent over IPC:
 * {@link ToServer} in, {@link FromServer} out.
 */

export interface ServerSetup {
  type: 'start';
  /** the environment readEnv reads (DATABASE_URL or DATA_DIR, LOG_LEVEL…) */
  env: Record<string, string>;
  /** the bench's secrets, hex: the parent signs the sessions' XSRF tokens with the same key */
  secrets: Record<keyof Secrets, string>;
  /** the server's clock is Date.now() + this */
  clockOffsetMs: number;
}

export type ToServer =
  | ServerSetup
  /** learners' sessions last seen between now and `spreadSeconds` ago, uniformly (see bench/positions.ts) */
  | { type: 'age-sessions'; spreadSeconds: number }
  | { type: 'usage' }
  | { type: 'stop' };

/** CPU time of the whole process (every thread) and its resident memory at `atMs` (performance.now()). */
export interface Usage {
  atMs: number;
  userMicros: number;
  systemMicros: number;
  rssBytes: number;
  /** performance.eventLoopUtilization() so far */
  loop: { idle: number; active: number };
}

export type FromServer =
  | { type: 'listening'; port: number }
  | { type: 'sessions-aged'; count: number }
  | { type: 'usage'; usage: Usage }
  | { type: 'failed'; error: string };

const send = (message: FromServer) => process.send?.(message);

async function serve(setup: ServerSetup): Promise<void> {
  const env = readEnv(setup.env);
  const secrets = Object.fromEntries(
    Object.entries(setup.secrets).map(([k, v]) => [k, Buffer.from(v, 'hex')]),
  ) as unknown as Secrets;
  const hasher = createPasswordHasher(secrets.passwordPepper, env.SCRYPT_LOG_N);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const clock = () => new Date(Date.now() + setup.clockOffsetMs);
  const app = await buildApp({ env, database, secrets, hasher, clock, logger: loggerOptions(env.LOG_LEVEL) });
  const mail = createMailTransport(env.SMTP_URL, false);
  const jobs = createJobRunner({
    db: database.db,
    definitions: jobsFor({
      demo: env.DEMO,
      mail,
      push: createPushService(env, secrets),
      hasher,
      pagesUrl: configuredPagesUrl(env),
    }),
    log: app.log,
    now: clock,
    pollMs: env.JOBS_POLL_SECONDS * 1000,
    concurrency: JOB_CONCURRENCY,
  });

  process.on('message', (message: ToServer) => {
    if (message.type === 'usage') {
      const cpu = process.cpuUsage();
      const loop = performance.eventLoopUtilization();
      send({
        type: 'usage',
        usage: {
          atMs: performance.now(),
          userMicros: cpu.user,
          systemMicros: cpu.system,
          rssBytes: process.memoryUsage.rss(),
          loop: { idle: loop.idle, active: loop.active },
        },
      });
    } else if (message.type === 'age-sessions') {
      void database.db
        .execute(
          sql`update sessions set last_seen_at = ${clock().toISOString()}::timestamptz
            - random() * (${message.spreadSeconds}::int * interval '1 second')
            where learner_id is not null`,
        )
        .then((result) => {
          // node-postgres answers rowCount, PGlite affectedRows
          const counted = result as { rowCount?: number | null; affectedRows?: number };
          send({ type: 'sessions-aged', count: counted.rowCount ?? counted.affectedRows ?? 0 });
        });
    } else if (message.type === 'stop') {
      void (async () => {
        await jobs.stop();
        app.server.closeAllConnections();
        await app.close();
        mail.close();
        await database.close();
        process.exit(0);
      })();
    }
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  jobs.start();
  const address = app.server.address();
  send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
}

// the bench ended without stopping it (an exception, Ctrl-C): no server is left behind
process.once('disconnect', () => process.exit(1));

process.once('message', (message: ToServer) => {
  if (message.type !== 'start') return;
  serve(message).catch((error: unknown) => {
    send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  });
});
