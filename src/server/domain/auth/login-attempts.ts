import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_LIMITS } from '@shared/constants';
import { formatLongDate, formatTime, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { ipLoginFailures, loginFailures } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import { isIpThrottled, lockedUntil } from './lockout';

interface Attempt {
  schoolId: number;
  /** the account the lock counts on: a student number, `staff:<loginId>` (staffLockKey) or `signup:<number>` (signUpLockKey) */
  account: string;
  ip: string;
  now: Date;
}

/** The refusal of a locked account: 102 at sign-in, 112 at sign-up (its own wording), with the time it opens. */
export function lockedError(until: Date, now: Date, code = 102): BusinessError {
  // the minute shown is one at which the lock has surely ended: 18:01:50 reads 18:02, not 18:01
  const shown = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  const sameDay = japanDateKey(shown) === japanDateKey(now);
  const text = sameDay ? formatTime(shown) : `${formatLongDate(shown)} ${formatTime(shown)}`;
  return BusinessError.of('error', code, { until: text });
}

const accountRow = (a: Attempt) =>
  and(eq(loginFailures.schoolId, a.schoolId), eq(loginFailures.seitoNo, a.account));

/**
 * What an address over its failure limit must show to be let through (PRODUCT.md §3: a solved
 * proof-of-work challenge); throws the refusal (103) when it shows nothing valid. Runs inside the
 * attempt's transaction, with the address row locked.
 */
export type ThrottleGate = (tx: Db) => Promise<void>;

/**
 * Counts an attempt as a failure *before* the password is checked, under row locks, so that
 * guesses sent all at once are limited exactly like guesses sent one by one. When the address is
 * throttled the attempt goes on only through `passThrottle`; `lockedCode` (102) when the account
 * is locked. Returns the lock that applies if this attempt does fail.
 */
export async function reserveAttempt(
  db: Db,
  attempt: Attempt,
  passThrottle: ThrottleGate,
  lockedCode = 102,
): Promise<Date | null> {
  const { schoolId, account, ip, now } = attempt;
  const today = japanDateKey(now);
  return db.transaction(async (tx) => {
    await tx.insert(ipLoginFailures).values({ ip, windowStart: now, count: 0 }).onConflictDoNothing();
    const [ipRow] = await tx.select().from(ipLoginFailures).where(eq(ipLoginFailures.ip, ip)).for('update');
    const windowOpen =
      ipRow !== undefined &&
      now.getTime() - ipRow.windowStart.getTime() < LOGIN_LIMITS.ipWindowMinutes * 60_000;
    const ipCount = windowOpen ? ipRow.count : 0;
    if (windowOpen && isIpThrottled(ipCount, ipRow.windowStart, now)) await passThrottle(tx);
    await tx
      .update(ipLoginFailures)
      .set({ count: ipCount + 1, windowStart: windowOpen ? ipRow.windowStart : now })
      .where(eq(ipLoginFailures.ip, ip));

    await tx.insert(loginFailures).values({ schoolId, seitoNo: account, day: today }).onConflictDoNothing();
    const [row] = await tx.select().from(loginFailures).where(accountRow(attempt)).for('update');
    if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now, lockedCode);
    const consecutive = (row?.consecutive ?? 0) + 1;
    const dayCount = row?.day === today ? row.dayCount + 1 : 1;
    const lock = lockedUntil(consecutive, dayCount, now);
    await tx
      .update(loginFailures)
      .set({ consecutive, dayCount, day: today, lockedUntil: lock })
      .where(accountRow(attempt));
    return lock;
  });
}

/** A successful sign-in clears the number's failures and gives the address its attempt back. */
export async function settleSuccess(db: Db, attempt: Attempt): Promise<void> {
  await db.delete(loginFailures).where(accountRow(attempt));
  await db
    .update(ipLoginFailures)
    .set({ count: sql`greatest(${ipLoginFailures.count} - 1, 0)` })
    .where(eq(ipLoginFailures.ip, attempt.ip));
}
