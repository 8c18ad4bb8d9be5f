import { prunePositions } from '@server/domain/positions/prune-positions';
import { pruneRunProgress } from '@server/domain/positions/run-progress';
import type { JobDefinition } from '@server/queue/job-definition';

/**
 * Hourly: the vehicles' track loses the fixes from before yesterday (Japan dates). Hourly rather
 * than daily so each run deletes about an hour of fixes, never a whole day at once. The runs'
 * progress of days before today goes too.
 */
export const prunePositionsJob: JobDefinition = {
  kind: 'prune-positions',
  schedule: { everySeconds: 3600, maxAttempts: 3 },
  handler: async ({ db, now, log }) => {
    const deleted = await prunePositions(db, now());
    if (deleted > 0) log.info({ deleted }, 'pruned old vehicle positions');
    const progress = await pruneRunProgress(db, now());
    if (progress > 0) log.info({ progress }, 'pruned the progress of past runs');
  },
};
