import { prunePositions } from '@server/domain/positions/prune-positions';
import type { JobDefinition } from '@server/queue/job-definition';

/**
 * Hourly: the vehicles' track loses the fixes from before yesterday (Japan dates). Hourly rather
 * than daily so each run deletes about an hour of fixes, never a whole day at once.
 */
export const prunePositionsJob: JobDefinition = {
  kind: 'prune-positions',
  schedule: { everySeconds: 3600, maxAttempts: 3 },
  handler: async ({ db, now, log }) => {
    const deleted = await prunePositions(db, now());
    if (deleted > 0) log.info({ deleted }, 'pruned old vehicle positions');
  },
};
