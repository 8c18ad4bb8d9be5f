import type { JobDefinition } from '@server/queue/job-definition';
import { purgeFinishedJobs } from '@server/queue/queue';

/** Finished jobs are kept this long for inspection; failed ones of other than periodic kinds stay until staff deal with them. */
export const JOB_HISTORY_DAYS = 7;

/** Daily: the job table keeps a short history of what ran, not all of it. */
export const purgeJobHistoryJob: JobDefinition = {
  kind: 'purge-job-history',
  schedule: { everySeconds: 86_400, maxAttempts: 3 },
  handler: async ({ db, now }) => {
    await purgeFinishedJobs(db, new Date(now().getTime() - JOB_HISTORY_DAYS * 86_400_000));
  },
};
