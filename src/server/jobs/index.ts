import type { MailTransport } from '@server/domain/mail/transport';
import { deliverMailJob } from './deliver-mail';
import type { JobDefinition } from './job-definition';
import { keepDemoRunsJob } from './keep-demo-runs';
import { prunePositionsJob } from './prune-positions';
import { purgeExpiredAuthJob } from './purge-expired-auth';
import { purgeJobHistoryJob } from './purge-job-history';

export { createJobRunner, JOB_CONCURRENCY, type JobRunner, type JobRunnerOptions } from './runner';
export type { JobContext, JobDefinition, JobLogger } from './job-definition';

/** The periodic jobs the server runs; a new job is a file in this folder and a line here. */
export const allJobs: readonly JobDefinition[] = [
  purgeExpiredAuthJob,
  keepDemoRunsJob,
  purgeJobHistoryJob,
  prunePositionsJob,
];

/**
 * The jobs of one deployment: mail delivery through its transport, and the demo's hourly top-up
 * only where the demo school belongs (PRODUCT.md §3).
 */
export function jobsFor(deployment: { demo: boolean; mail: MailTransport }): readonly JobDefinition[] {
  const periodic = deployment.demo ? allJobs : allJobs.filter((job) => job !== keepDemoRunsJob);
  return [...periodic, deliverMailJob(deployment.mail)];
}
