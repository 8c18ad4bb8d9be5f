import { closeWaitlists } from '@server/domain/booking/promote-waitlist';
import type { JobDefinition } from '@server/queue/job-definition';

/**
 * Every minute, once per period whatever the number of processes: the queues whose date's cut-off
 * has passed close, each learner still waiting mailed once (issue 29 §1). A minute late at most,
 * and harmless: no promotion books an entry past its cut-off meanwhile. One attempt: the next
 * period picks up whatever this one left.
 */
export const closeWaitlistsJob: JobDefinition = {
  kind: 'close-waitlists',
  schedule: { everySeconds: 60, maxAttempts: 1 },
  handler: async ({ db, now, log }) => {
    const closed = await closeWaitlists(db, now());
    if (closed > 0) log.info({ closed }, 'waitlists closed at the cut-off');
  },
};
