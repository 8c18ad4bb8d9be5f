import { purgeExpiredAuthState } from '@server/domain/auth/purge-expired';
import type { JobDefinition } from './job-definition';

/** Hourly: expired sessions, used silent-token nonces and proof-of-work challenges, and closed per-address windows go. */
export const purgeExpiredAuthJob: JobDefinition = {
  kind: 'purge-expired-auth',
  schedule: { everySeconds: 3600, maxAttempts: 3 },
  handler: ({ db, now }) => purgeExpiredAuthState(db, now()),
};
