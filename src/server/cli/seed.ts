import { seedDemo } from '@server/db/seed';
import { readEnv } from '@server/env';
import { prepareRuntime } from '@server/start-up';

/**
 * `npm run seed` tops the demo school up; `npm run seed -- --reset` rebuilds it from scratch.
 * Only where the server would have the demo (PRODUCT.md §3): never in production.
 */
async function main() {
  const reset = process.argv.includes('--reset');
  const env = readEnv();
  if (!env.DEMO) {
    throw new Error(
      env.NODE_ENV === 'production'
        ? 'The demo school is never created with NODE_ENV=production.'
        : 'The demo school is off on this deployment: it is on by default on the embedded database, or with DEMO=1.',
    );
  }
  const runtime = await prepareRuntime(env);
  try {
    if (reset) {
      const result = await seedDemo(runtime.database.db, runtime.hasher, runtime.clock(), { reset: true });
      console.log(`Demo school rebuilt: ${result.runsAdded} runs.`);
    } else {
      console.log('Demo school is present and its runs reach the booking horizon.');
    }
  } finally {
    await runtime.database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
