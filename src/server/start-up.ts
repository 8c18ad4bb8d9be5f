import { openDatabase, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed';
import { createPasswordHasher, type PasswordHasher } from '@server/domain/auth/password-hash';
import type { Env } from '@server/env';
import { loadSecrets, type Secrets } from '@server/secrets';

export interface Runtime {
  database: Database;
  secrets: Secrets;
  hasher: PasswordHasher;
}

/** Opens the configured database, migrates it and makes sure the demo school is there with runs up to the horizon. */
export async function prepareRuntime(env: Env, now = new Date()): Promise<Runtime> {
  const secrets = loadSecrets(env);
  const hasher = createPasswordHasher(secrets.passwordPepper, env.SCRYPT_LOG_N);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.exclusive(async () => {
      await runMigrations(database);
      await seedDemo(database.db, hasher, now);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, secrets, hasher };
}
