import { lt, or } from 'drizzle-orm';
import { LOGIN_LIMITS, SESSION_LIMITS } from '@shared/constants';
import type { Db } from '@server/db/client';
import {
  ipLoginFailures,
  loginAttemptsInFlight,
  sessions,
  usedPowChallenges,
  usedSilentTokens,
} from '@server/db/schema';

/**
 * Deletes what no longer means anything: sessions past either limit, silent-token nonces and
 * redeemed proof-of-work challenges past their expiry (an expired token or challenge is refused
 * anyway), per-address counters whose window closed and sign-in attempts in flight left a day
 * ago by a process that ended (they stopped counting after a minute).
 * Per-number failure counters stay: they carry the lockout escalation.
 */
export async function purgeExpiredAuthState(db: Db, now: Date): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SESSION_LIMITS.idleMinutes * 60_000);
  const ipWindowCutoff = new Date(now.getTime() - LOGIN_LIMITS.ipWindowMinutes * 60_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  await db.delete(usedSilentTokens).where(lt(usedSilentTokens.expiresAt, now));
  await db.delete(usedPowChallenges).where(lt(usedPowChallenges.expiresAt, now));
  await db.delete(ipLoginFailures).where(lt(ipLoginFailures.windowStart, ipWindowCutoff));
  await db
    .delete(loginAttemptsInFlight)
    .where(lt(loginAttemptsInFlight.startedAt, new Date(now.getTime() - 24 * 3_600_000)));
}
