import { raiseRunAlerts } from '@server/domain/notify/raise-alerts';
import { updateRunProgress } from '@server/domain/positions/run-progress';
import type { JobDefinition } from '@server/queue/job-definition';

/**
 * Every 15 s, once per period whatever the number of processes (a phone reports every 5–10 s, the
 * learners' screens poll every 20 s): each run on the road gets its progress, delay and ETAs
 * reckoned from its bus's latest fix (issue 28 §1). One attempt: the next period reckons afresh.
 */
export const watchRunsJob: JobDefinition = {
  kind: 'watch-runs',
  schedule: { everySeconds: 15, maxAttempts: 1 },
  handler: async ({ db, now, log }) => {
    const reckoned = await updateRunProgress(db, now());
    const alerts = await raiseRunAlerts(db, now());
    log.debug({ reckoned, alerts }, 'run progress reckoned, alerts raised');
  },
};
