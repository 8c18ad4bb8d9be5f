import { ensureDemoRuns } from '@server/demo/seed';
import type { JobDefinition } from '@server/queue/job-definition';

/** Hourly: the demo school's bus runs reach the booking horizon as the days go by. */
export const keepDemoRunsJob: JobDefinition = {
  kind: 'keep-demo-runs',
  schedule: { everySeconds: 3600, maxAttempts: 3 },
  handler: async ({ db, now, log }) => {
    const added = await ensureDemoRuns(db, now());
    if (added > 0) log.info({ added }, 'demo runs added up to the horizon');
  },
};
