import { readEnv } from '@server/env';
import { buildApp } from '@server/app';
import { ensureDemoRuns } from '@server/db/seed';
import { purgeExpiredAuthState } from '@server/domain/auth/purge-expired';
import { loggerOptions } from '@server/logger';
import { prepareRuntime } from '@server/start-up';

const HOUR_MS = 3_600_000;

/** The process: listen, periodic housekeeping, graceful shutdown. */
async function main() {
  const env = readEnv();
  const runtime = await prepareRuntime(env);
  const app = await buildApp({ env, ...runtime, logger: loggerOptions(env.LOG_LEVEL) });

  const housekeeping = setInterval(() => {
    const now = new Date();
    Promise.all([
      purgeExpiredAuthState(runtime.database.db, now),
      ensureDemoRuns(runtime.database.db, now),
    ]).catch((err: unknown) => app.log.error({ err }, 'housekeeping failed'));
  }, HOUR_MS);
  housekeeping.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(housekeeping);
    await app.close();
    await runtime.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`serving ${runtime.database.kind} at http://localhost:${env.PORT}${env.BASE_PATH}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
