import { LOGIN_LIMITS } from '@shared/constants';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';

/**
 * When a student number stays locked after a failed sign-in (PRODUCT.md §3), or null.
 * - 10 failures in one Japan day: locked until the next day begins (as schools already do).
 * - 5 consecutive failures: 15 minutes, doubling with each further failure, never past the next day.
 *
 * @param consecutive failures since the last successful sign-in, including this one
 * @param failuresToday failures on this Japan day, including this one
 */
export function lockedUntil(consecutive: number, failuresToday: number, now: Date): Date | null {
  const nextDay = japanInstant(addDays(japanDateKey(now), 1));
  if (failuresToday >= LOGIN_LIMITS.failuresPerDay) return nextDay;
  if (consecutive < LOGIN_LIMITS.consecutiveFailuresBeforeLock) return null;
  const doublings = consecutive - LOGIN_LIMITS.consecutiveFailuresBeforeLock;
  const minutes = LOGIN_LIMITS.firstLockMinutes * 2 ** Math.min(doublings, 10);
  const until = new Date(now.getTime() + minutes * 60_000);
  return until < nextDay ? until : nextDay;
}

/** Whether an address has used up its failed sign-ins in the current window. */
export function isIpThrottled(failures: number, windowStart: Date, now: Date): boolean {
  const windowOpen = now.getTime() - windowStart.getTime() < LOGIN_LIMITS.ipWindowMinutes * 60_000;
  return windowOpen && failures >= LOGIN_LIMITS.failuresPerIp;
}

/**
 * Whether a new attempt must wait for the account's attempts in flight: it may be checked
 * alongside them only if their all failing would not lock the account, so no more passwords are
 * ever tried than one after another would allow.
 *
 * @param consecutive failures recorded since the last successful sign-in
 * @param failuresToday failures recorded on this Japan day
 * @param inFlight attempts begun and not yet ended
 */
export function mustWaitForAttemptsInFlight(
  consecutive: number,
  failuresToday: number,
  inFlight: number,
  now: Date,
): boolean {
  return inFlight > 0 && lockedUntil(consecutive + inFlight, failuresToday + inFlight, now) !== null;
}
