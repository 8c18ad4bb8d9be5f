import { deleteDemoSchool, hasDemoSchool, seedDemo } from '@server/demo/seed';
import { clockOf } from '@server/clock';
import { readEnv } from '@server/env';
import { openRuntime } from '@server/runtime';

/**
 * `npm run seed` tops the demo school up; `npm run seed -- --reset` rebuilds it from scratch. Only
 * where the server would have the demo (PRODUCT.md §3): never in production.
 * `npm run seed -- --remove` deletes a demo school left in a database whose deployment has no
 * demo (production included), with everything that belongs to it.
 */
async function main() {
  const reset = process.argv.includes('--reset');
  const remove = process.argv.includes('--remove');
  const env = readEnv();
  if (remove) {
    if (env.DEMO) {
      throw new Error(
        'The demo is on for this deployment, so it would come back at the next start: turn it off first (DEMO=0, or DATABASE_URL without DEMO=1).',
      );
    }
    const runtime = await openRuntime(env);
    try {
      const db = runtime.database.db;
      if (!(await hasDemoSchool(db))) {
        console.log('There is no demo school in this database.');
        return;
      }
      await db.transaction((tx) => deleteDemoSchool(tx));
      console.log('The demo school and everything belonging to it are removed.');
    } finally {
      await runtime.database.close();
    }
    return;
  }
  if (!env.DEMO) {
    throw new Error(
      env.NODE_ENV === 'production'
        ? 'The demo school is never created with NODE_ENV=production.'
        : 'The demo school is off on this deployment: it is on by default on the embedded database, or with DEMO=1.',
    );
  }
  const clock = clockOf(env);
  // a top-up is what every start does; a reset rebuilds below, once the database is open
  const runtime = await openRuntime(env, clock, async (db, hasher) => {
    if (!reset) await seedDemo(db, hasher, clock());
  });
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
