import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_LIMITS } from '@shared/constants';
import { loginWarnings, loginWarningText } from '@shared/rules/login-validation';
import { formatLongDate, formatTime, japanDateKey } from '@shared/rules/japan-time';
import type { SiteOption } from '@shared/schemas/provider';
import type { Db } from '@server/db/client';
import { ipLoginFailures, learners, loginFailures, usedSilentTokens } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { School } from '@server/domain/school/site-option';
import type { PasswordHasher } from './password-hash';
import { isIpThrottled, lockedUntil } from './lockout';
import { readSilentToken } from './silent-token';

export type Learner = typeof learners.$inferSelect;

interface SignInInput {
  school: School;
  siteOption: SiteOption;
  seitoNo: string;
  password: string;
  ip: string;
  now: Date;
}

function lockedError(until: Date, now: Date): BusinessError {
  const sameDay = japanDateKey(until) === japanDateKey(now);
  const text = sameDay ? formatTime(until) : `${formatLongDate(until)} ${formatTime(until)}`;
  return BusinessError.of('error', 102, { until: text });
}

/**
 * Sign-in by student number and password (SPEC.md §5, PRODUCT.md §3). An unknown number and a
 * wrong password get the same answer after the same work; failures lock the number (whether or
 * not it exists) and count against the caller's address, successes are never throttled.
 */
export async function signIn(db: Db, hasher: PasswordHasher, input: SignInInput): Promise<Learner> {
  const { school, siteOption, seitoNo, password, ip, now } = input;
  const warnings = loginWarnings({ seitoNo, password }, siteOption.account);
  if (warnings.length > 0) throw new BusinessError(warnings[0]!, loginWarningText(warnings));

  const [ipRow] = await db.select().from(ipLoginFailures).where(eq(ipLoginFailures.ip, ip));
  if (ipRow && isIpThrottled(ipRow.count, ipRow.windowStart, now)) throw BusinessError.of('error', 103);

  const [lock] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.schoolId, school.id), eq(loginFailures.seitoNo, seitoNo)));
  if (lock?.lockedUntil && lock.lockedUntil > now) throw lockedError(lock.lockedUntil, now);

  const [learner] = await db
    .select()
    .from(learners)
    .where(and(eq(learners.schoolId, school.id), eq(learners.seitoNo, seitoNo)));
  let ok: boolean;
  if (!siteOption.account.passwordRequired) ok = learner !== undefined;
  else if (learner) ok = await hasher.verify(password, learner.passwordHash);
  else {
    await hasher.verifyDummy(password);
    ok = false;
  }

  if (ok && learner) {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.schoolId, school.id), eq(loginFailures.seitoNo, seitoNo)));
    return learner;
  }
  const until = await recordFailure(db, school.id, seitoNo, ip, now);
  if (until) throw lockedError(until, now);
  throw BusinessError.of('error', 101);
}

/** Counts a failure atomically (concurrent attempts cannot slip past the limit) and returns the lock. */
async function recordFailure(db: Db, schoolId: number, seitoNo: string, ip: string, now: Date): Promise<Date | null> {
  const today = japanDateKey(now);
  const [counts] = await db
    .insert(loginFailures)
    .values({ schoolId, seitoNo, day: today, consecutive: 1, dayCount: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.schoolId, loginFailures.seitoNo],
      set: {
        consecutive: sql`${loginFailures.consecutive} + 1`,
        dayCount: sql`case when ${loginFailures.day} = excluded.day then ${loginFailures.dayCount} + 1 else 1 end`,
        day: sql`excluded.day`,
      },
    })
    .returning({ consecutive: loginFailures.consecutive, dayCount: loginFailures.dayCount });
  const until = counts ? lockedUntil(counts.consecutive, counts.dayCount, now) : null;
  if (until) {
    await db
      .update(loginFailures)
      .set({ lockedUntil: until })
      .where(and(eq(loginFailures.schoolId, schoolId), eq(loginFailures.seitoNo, seitoNo)));
  }
  const windowOpen = sql`${ipLoginFailures.windowStart} > excluded.window_start - make_interval(mins => ${LOGIN_LIMITS.ipWindowMinutes})`;
  await db
    .insert(ipLoginFailures)
    .values({ ip, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: ipLoginFailures.ip,
      set: {
        count: sql`case when ${windowOpen} then ${ipLoginFailures.count} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${ipLoginFailures.windowStart} else excluded.window_start end`,
      },
    });
  return until;
}

/**
 * Silent sign-in of the mng entry (PRODUCT.md §3): only with a genuine, unexpired token issued
 * for this learner of this school, and only once. A bare recNo is refused.
 */
export async function silentSignIn(
  db: Db,
  key: Buffer,
  input: { school: School; recNo: number; token: string; now: Date },
): Promise<Learner> {
  const claims = readSilentToken(key, input.token, input.now);
  if (!claims || claims.serviceCode !== input.school.serviceCode || claims.recNo !== input.recNo) {
    throw BusinessError.of('error', 104);
  }
  const [learner] = await db
    .select()
    .from(learners)
    .where(and(eq(learners.schoolId, input.school.id), eq(learners.id, input.recNo)));
  if (!learner) throw BusinessError.of('error', 104);
  const used = await db
    .insert(usedSilentTokens)
    .values({ nonce: claims.nonce, expiresAt: new Date(claims.expiresAt * 1000), usedAt: input.now })
    .onConflictDoNothing()
    .returning({ nonce: usedSilentTokens.nonce });
  if (used.length === 0) throw BusinessError.of('error', 104);
  return learner;
}
