import { purgeOldMailConfirmations } from '@server/domain/account/mail-confirmation';
import { purgeExpiredAuthState } from '@server/domain/auth/purge-expired';
import { purgeIdempotencyKeys } from '@server/domain/booking/idempotent-write';
import type { JobDefinition } from '@server/queue/job-definition';

/**
 * Hourly: expired sessions, used silent-token nonces and proof-of-work challenges, and closed
 * per-address windows go, and so do the idempotency keys of writes older than a day (the same
 * kind of short-lived state, so one job rather than another schedule), and mail confirmation
 * links a week past their expiry.
 */
export const purgeExpiredAuthJob: JobDefinition = {
  kind: 'purge-expired-auth',
  schedule: { everySeconds: 3600, maxAttempts: 3 },
  handler: async ({ db, now }) => {
    const at = now();
    await purgeExpiredAuthState(db, at);
    await purgeIdempotencyKeys(db, at);
    await purgeOldMailConfirmations(db, at);
  },
};
