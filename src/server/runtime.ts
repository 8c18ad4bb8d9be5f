import { clockOf, type Clock } from '@server/clock';
import { openDatabase, type Database, type Db } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { createPasswordHasher, type PasswordHasher } from '@server/domain/auth/password-hash';
import { createMailTransport, type MailTransport } from '@server/domain/mail/transport';
import { createPushService, type PushService } from '@server/domain/notify/push';
import type { Env } from '@server/env';
import { loadSecrets, type Secrets } from '@server/secrets';

/** What every process of the product opens first: the migrated database and the parts around it. */
export interface BaseRuntime {
  database: Database;
  secrets: Secrets;
  hasher: PasswordHasher;
  /** where outbox mails go (SMTP_URL, or the development mailbox) */
  mail: MailTransport;
  /** Web Push through the deployment's VAPID keys (issue 28 §2) */
  push: PushService;
  /** the clock the process runs on (CLOCK_START shifts it outside production); buildApp takes it */
  clock: Clock;
}

/**
 * Opens the configured database and migrates it, then runs `afterMigrations` (making sure of the
 * demo school, say) under the same exclusive lock, so two processes starting at once on one
 * PostgreSQL never do either twice. The clock starts here, at the process's start (CLOCK_START).
 */
export async function openRuntime(
  env: Env,
  clock: Clock = clockOf(env),
  afterMigrations: (db: Db, hasher: PasswordHasher) => Promise<void> = async () => undefined,
): Promise<BaseRuntime> {
  const secrets = loadSecrets(env);
  const hasher = createPasswordHasher(secrets.passwordPepper, env.SCRYPT_LOG_N);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.exclusive(async () => {
      await runMigrations(database);
      await afterMigrations(database.db, hasher);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const mail = createMailTransport(env.SMTP_URL, env.NODE_ENV === 'production');
  return { database, secrets, hasher, mail, push: createPushService(env, secrets), clock };
}
