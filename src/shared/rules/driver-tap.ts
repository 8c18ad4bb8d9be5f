import { japanParts } from './japan-time';

/**
 * How old a tap may be when it arrives: a phone offline for a whole day has nothing of that day
 * left to correct, and a clock set wrong (1970, a reset phone) must not rewrite a run.
 */
export const MAX_TAP_AGE_MS = 24 * 60 * 60_000;

/** What a tap does to the state held for its rider or run. */
export type TapDecision =
  { outcome: 'apply'; tappedAt: Date } | { outcome: 'superseded' } | { outcome: 'refused' };

/**
 * Whether a tap replaces what is held (issue 27 §2: taps queued offline arrive late and in any
 * order, and the driver's last tap is the truth). The tap is dated by the phone's clock, but
 * never later than its arrival (a phone whose clock runs ahead would otherwise win against every
 * later tap until real time caught up); older than {@link MAX_TAP_AGE_MS} it is refused. It is
 * applied when made at or after the held tap (the later of two taps of one instant wins, as it
 * arrived later), else it is superseded.
 *
 * @param held when the tap now held was made (as clamped when it was applied), or null for none
 */
export function decideTap(tappedAt: Date, receivedAt: Date, held: Date | null): TapDecision {
  const at = tappedAt > receivedAt ? receivedAt : tappedAt;
  if (receivedAt.getTime() - at.getTime() > MAX_TAP_AGE_MS) return { outcome: 'refused' };
  if (held !== null && at < held) return { outcome: 'superseded' };
  return { outcome: 'apply', tappedAt: at };
}

/** Minutes after midnight, Japan time, of an instant: what bus_runs' actual times hold. */
export function japanMinutesOf(instant: Date): number {
  const { hour, minute } = japanParts(instant);
  return hour * 60 + minute;
}
