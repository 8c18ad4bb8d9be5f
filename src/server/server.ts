import type { FastifyInstance } from 'fastify';
import { readEnv } from '@server/env';
import { buildApp } from '@server/app';
import { createJobRunner, JOB_CONCURRENCY, type JobRunner } from '@server/queue';
import { loggerOptions } from '@server/logger';
import { prepareRuntime } from '@server/start-up';

/** Closing the database and exiting after the grace period may take this long before the process is ended hard. */
const SHUTDOWN_MARGIN_MS = 5_000;

/**
 * Stops accepting, closes idle keep-alive connections at once and again as requests in progress
 * finish, and after `graceMs` cuts whatever is still open (a request half sent, an answer
 * unread): app.close() alone waits for every connection, forever if a client holds one.
 */
async function closeHttp(app: FastifyInstance, graceMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

/** The process: listen, run background jobs, graceful shutdown. */
async function main() {
  const env = readEnv();
  const runtime = await prepareRuntime(env);
  // the runner logs through the app, and the app wakes the runner when a request enqueues a job
  let runner: JobRunner | null = null;
  const app = await buildApp({
    env,
    ...runtime,
    logger: loggerOptions(env.LOG_LEVEL),
    wakeJobs: () => runner?.wake(),
  });
  const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
  const jobs = createJobRunner({
    db: runtime.database.db,
    definitions: runtime.jobs,
    log: app.log,
    now: () => app.now(),
    pollMs: env.JOBS_POLL_SECONDS * 1000,
    concurrency: JOB_CONCURRENCY,
    stopTimeoutMs: graceMs,
  });
  runner = jobs;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // the shutdown under way is bounded already; a second signal asks for an end now
      app.log.warn({ signal }, 'second signal during shutdown: exiting at once');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, graceSeconds: env.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    // whatever hangs (a job, the database), the process ends within the grace period and a margin
    setTimeout(() => {
      app.log.error('shutdown overran its bound: exiting');
      process.exit(1);
    }, graceMs + SHUTDOWN_MARGIN_MS).unref();
    // jobs stop polling at once; jobs and requests in progress share the one grace period
    await Promise.all([jobs.stop(), closeHttp(app, graceMs)]);
    runtime.mail.close();
    await runtime.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (env.CLOCK_START) {
    app.log.warn(
      { clockStart: env.CLOCK_START.toISOString(), hostTime: new Date().toISOString() },
      "CLOCK_START: this server's clock started at CLOCK_START and runs on from there (demos and tests only)",
    );
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  jobs.start();
  app.log.info(`serving ${runtime.database.kind} at http://localhost:${env.PORT}${env.BASE_PATH}`);
  if (runtime.leftOverDemo) {
    app.log.warn(
      'the demo school (serviceCode demo, with its published passwords) is in this database although the demo is off: it is not served; remove it with `npm run seed -- --remove`',
    );
  }
  if (runtime.mail.kind === 'unset') {
    app.log.warn(
      'SMTP_URL is not set: mails wait in the outbox and fail after their retries; set it to deliver them',
    );
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL?.startsWith('https:')) {
    // cookies are marked Secure only for an https PUBLIC_URL or a request the app sees as https
    app.log.warn('PUBLIC_URL is not an https URL: set it to the address learners use, so cookies are Secure');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
