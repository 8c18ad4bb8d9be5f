import { topUpPatternRuns } from '@server/domain/runs/manage-pattern';
import { KEEP_PATTERN_RUNS_JOB } from '@server/domain/school/horizon-job';
import type { JobDefinition } from '@server/queue/job-definition';

/**
 * Daily: every served school with a stored weekly pattern gets its runs generated up to its
 * horizon as the days go by (issue 23 §7). Runs that exist are left alone, so a second run the
 * same day adds nothing. A settings save that lengthens the horizon enqueues it too.
 */
export const keepPatternRunsJob: JobDefinition = {
  kind: KEEP_PATTERN_RUNS_JOB,
  schedule: { everySeconds: 86_400, maxAttempts: 3 },
  handler: async ({ db, now, log }) => {
    const added = await topUpPatternRuns(db, now());
    if (added > 0) log.info({ added }, 'runs added from the weekly patterns up to the horizon');
  },
};
