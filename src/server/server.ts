import { readEnv } from '@server/env';
import { buildApp } from '@server/app';
import { createJobRunner } from '@server/jobs';
import { loggerOptions } from '@server/logger';
import { prepareRuntime } from '@server/start-up';

/** The process: listen, run background jobs, graceful shutdown. */
async function main() {
  const env = readEnv();
  const runtime = await prepareRuntime(env);
  const app = await buildApp({ env, ...runtime, logger: loggerOptions(env.LOG_LEVEL) });
  const jobs = createJobRunner({
    db: runtime.database.db,
    definitions: runtime.jobs,
    log: app.log,
    now: () => app.now(),
    pollMs: env.JOBS_POLL_SECONDS * 1000,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await jobs.stop();
    await app.close();
    await runtime.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  jobs.start();
  app.log.info(`serving ${runtime.database.kind} at http://localhost:${env.PORT}${env.BASE_PATH}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
