import type { PasswordHasher } from '@server/domain/auth/password-hash';
import type { MailTransport } from '@server/domain/mail/transport';
import type { PushService } from '@server/domain/notify/push';
import type { JobDefinition } from '@server/queue';
import { closeWaitlistsJob } from './close-waitlists';
import { deliverAlertJob } from './deliver-alert';
import { deliverMailJob } from './deliver-mail';
import { importFileJob } from './import-file';
import { keepPatternRunsJob } from './keep-pattern-runs';
import { prunePositionsJob } from './prune-positions';
import { purgeExpiredAuthJob } from './purge-expired-auth';
import { purgeJobHistoryJob } from './purge-job-history';
import { watchRunsJob } from './watch-runs';

/** The product's periodic jobs; a new job is a file in this folder and a line here (the demo's own is in demo/). */
export const productPeriodicJobs: readonly JobDefinition[] = [
  purgeExpiredAuthJob,
  purgeJobHistoryJob,
  prunePositionsJob,
  keepPatternRunsJob,
  watchRunsJob,
  closeWaitlistsJob,
];

/**
 * Every deployment's jobs: the periodic ones, mail delivery through its transport, alert delivery
 * through its push sender, and imports.
 */
export function productJobs(deployment: {
  mail: MailTransport;
  push: PushService;
  hasher: PasswordHasher;
}): readonly JobDefinition[] {
  return [
    ...productPeriodicJobs,
    deliverMailJob(deployment.mail),
    deliverAlertJob(deployment.push),
    importFileJob(deployment.hasher),
  ];
}
