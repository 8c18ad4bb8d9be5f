import { clockOf, type Clock } from '@server/clock';
import { seedDemo, serveDemoSchool } from '@server/demo/seed';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import type { MailTransport } from '@server/domain/mail/transport';
import type { PushService } from '@server/domain/notify/push';
import type { Env } from '@server/env';
import { keepDemoRunsJob } from '@server/demo/keep-demo-runs';
import { productJobs, productPeriodicJobs } from '@server/jobs';
import type { JobDefinition } from '@server/queue';
import { openRuntime, type BaseRuntime } from '@server/runtime';
import { configuredPagesUrl } from '@server/routes/learner-pages-url';

/** Every periodic job a deployment may run: the product's and the demo's hourly top-up. */
export const allJobs: readonly JobDefinition[] = [...productPeriodicJobs, keepDemoRunsJob];

/**
 * The jobs of one deployment: the product's, and the demo's hourly top-up only where the demo
 * school belongs (PRODUCT.md §3).
 */
export function jobsFor(deployment: {
  demo: boolean;
  mail: MailTransport;
  push: PushService;
  hasher: PasswordHasher;
  pagesUrl: string;
}): readonly JobDefinition[] {
  const jobs = productJobs(deployment);
  return deployment.demo ? [...jobs, keepDemoRunsJob] : jobs;
}

export interface Runtime extends BaseRuntime {
  /** the background jobs this deployment runs */
  jobs: readonly JobDefinition[];
  /**
   * the demo school (its published passwords included) is in the database although this
   * deployment has no demo: it is not served (105, its sessions end) and the server warns at every
   * start until `npm run seed -- --remove`
   */
  leftOverDemo: boolean;
}

/**
 * The runtime of a server (and of the operator's commands beside it): the migrated database, and
 * where the demo belongs (env.DEMO) the demo school with runs up to the horizon as of the
 * process's clock; where it does not, a demo school left in the database is no longer served.
 */
export async function prepareRuntime(env: Env, clock: Clock = clockOf(env)): Promise<Runtime> {
  let leftOverDemo = false;
  const base = await openRuntime(env, clock, async (db, hasher) => {
    if (env.DEMO) await seedDemo(db, hasher, clock());
    else leftOverDemo = await serveDemoSchool(db, false);
  });
  return {
    ...base,
    jobs: jobsFor({
      demo: env.DEMO,
      mail: base.mail,
      push: base.push,
      hasher: base.hasher,
      pagesUrl: configuredPagesUrl(env),
    }),
    leftOverDemo,
  };
}
