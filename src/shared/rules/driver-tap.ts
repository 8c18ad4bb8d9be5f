import { japanParts } from './japan-time';

/**
 * How far back a tap's own time is believed: a tap names one of today's runs (older ones are
 * refused before this rule), so one dated more than a day before its arrival comes from a clock
 * set wrong (1970, a reset phone) — its time says nothing, while the driver's tap still does.
 */
export const MAX_TAP_AGE_MS = 24 * 60 * 60_000;

/** What a tap does to the state held for its rider or run. */
export type TapDecision = { outcome: 'apply'; tappedAt: Date } | { outcome: 'superseded' };

/**
 * Whether a tap replaces what is held (issue 27 §2: taps queued offline arrive late and in any
 * order, and the driver's last tap is the truth). The tap is dated by the phone's clock, but
 * never later than its arrival (a phone whose clock runs ahead would otherwise win against every
 * later tap until real time caught up), and one dated more than {@link MAX_TAP_AGE_MS} back counts
 * as made on arrival too: refusing it would drop the driver's record without a word (probe, issue
 * 27). It is applied when made at or after the held tap (the later of two taps of one instant
 * wins, as it arrived later), else it is superseded.
 *
 * @param held when the tap now held was made (as clamped when it was applied), or null for none
 */
export function decideTap(tappedAt: Date, receivedAt: Date, held: Date | null): TapDecision {
  const believable = tappedAt <= receivedAt && receivedAt.getTime() - tappedAt.getTime() <= MAX_TAP_AGE_MS;
  const at = believable ? tappedAt : receivedAt;
  if (held !== null && at < held) return { outcome: 'superseded' };
  return { outcome: 'apply', tappedAt: at };
}

/** Minutes after midnight, Japan time, of an instant: what bus_runs' actual times hold. */
export function japanMinutesOf(instant: Date): number {
  const { hour, minute } = japanParts(instant);
  return hour * 60 + minute;
}
