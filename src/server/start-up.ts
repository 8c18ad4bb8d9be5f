import { clockOf, type Clock } from '@server/clock';
import { openDatabase, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo, serveDemoSchool } from '@server/db/seed';
import { createPasswordHasher, type PasswordHasher } from '@server/domain/auth/password-hash';
import { createMailTransport, type MailTransport } from '@server/domain/mail/transport';
import type { Env } from '@server/env';
import { jobsFor, type JobDefinition } from '@server/jobs';
import { loadSecrets, type Secrets } from '@server/secrets';

export interface Runtime {
  database: Database;
  secrets: Secrets;
  hasher: PasswordHasher;
  /** where outbox mails go (SMTP_URL, or the development mailbox) */
  mail: MailTransport;
  /** the background jobs this deployment runs */
  jobs: readonly JobDefinition[];
  /** the clock the process runs on (CLOCK_START shifts it outside production); buildApp takes it */
  clock: Clock;
  /**
   * the demo school (its published passwords included) is in the database although this
   * deployment has no demo: it is not served (105, its sessions end) and the server warns at every
   * start until `npm run seed -- --remove`
   */
  leftOverDemo: boolean;
}

/**
 * Opens the configured database and migrates it; where the demo belongs (env.DEMO) it also makes
 * sure the demo school is there with runs up to the horizon, as of the process's clock (which
 * CLOCK_START starts here, at the process's start).
 */
export async function prepareRuntime(env: Env, clock: Clock = clockOf(env)): Promise<Runtime> {
  const secrets = loadSecrets(env);
  const hasher = createPasswordHasher(secrets.passwordPepper, env.SCRYPT_LOG_N);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let leftOverDemo = false;
  try {
    await database.exclusive(async () => {
      await runMigrations(database);
      if (env.DEMO) await seedDemo(database.db, hasher, clock());
      else leftOverDemo = await serveDemoSchool(database.db, false);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const mail = createMailTransport(env.SMTP_URL, env.NODE_ENV === 'production');
  return { database, secrets, hasher, mail, jobs: jobsFor({ demo: env.DEMO, mail }), clock, leftOverDemo };
}
