import { japanInstant } from './japan-time';

/**
 * What the 「今日は乗りません」 rule reads of an active booking (issue 27 §4, PRODUCT.md "Not
 * riding"). Minutes are after midnight of `date`, Japan time.
 */
export interface NotRidingRide {
  /** the ride's Japan date, 'YYYY-MM-DD' */
  date: string;
  /** 1 up (往路: boards at the learner's stop), 2 down (復路: boards at school) */
  upDown: 1 | 2;
  /** still cancellable on the net: before the date's cut-off (reservationFlags' isNetCancel) */
  isNetCancel: boolean;
  planStartMinutes: number;
  /** recorded by the driver's 出発 / 運行終了 taps, else null */
  actualStartMinutes: number | null;
  actualEndMinutes: number | null;
  /** the ride time the plan fix froze and mailed (reservations.fixed_minutes), else null */
  fixedMinutes: number | null;
  /** staff's time for a stop the run has no time for (reservations.time_override_minutes) */
  timeOverrideMinutes: number | null;
  /** the run's planned time at the learner's stop (bus_run_stops), null where it lists none */
  stopPlanMinutes: number | null;
  /** the driver recorded the rider 乗車 or 不在 (ride_boardings; an undo back to 未確認 does not count) */
  boardingRecorded: boolean;
}

/**
 * Whether the learner may mark (or unmark) the ride now: `open`, or why not —
 * `cancellable` before the cut-off (cancel instead: that frees the seat), `departed` once the bus
 * has left the learner's boarding place or ended, `boardingRecorded` once the driver tapped them.
 */
export type NotRidingWindow = 'open' | 'cancellable' | 'departed' | 'boardingRecorded';

/**
 * When the run leaves the learner's boarding place, minutes after midnight of the ride date:
 * - up (往路): the time at the learner's stop — the fixed time once the plan froze one (what the
 *   learner was told), else staff's time for the stop, else the run's planned time there, else
 *   (a stop the run has no time for) the run's planned start;
 * - down (復路): the learner boards at school, so the run's planned start.
 * Planned, never actual: a bus running late does not hold the window open, since the driver's
 * list must be settled before the bus comes.
 */
export function notRidingDepartureMinutes(ride: NotRidingRide): number {
  if (ride.upDown === 2) return ride.planStartMinutes;
  return ride.fixedMinutes ?? ride.timeOverrideMinutes ?? ride.stopPlanMinutes ?? ride.planStartMinutes;
}

/**
 * The window of 「今日は乗りません」 at `now` (issue 27 §4): it opens at the cut-off, when the ride
 * can no longer be cancelled, and closes when the run leaves the learner's boarding place
 * ({@link notRidingDepartureMinutes}; at that minute itself it is closed). It closes earlier
 * when the driver's phone says so: a down run's recorded 出発 (it left school, where the
 * learner boards), a recorded 運行終了, or the driver's 乗車 / 不在 for the rider. An up run's
 * recorded 出発 does not close it: the bus has left its first stop, not necessarily the learner's.
 * Marking and unmarking share the window.
 */
export function notRidingWindow(ride: NotRidingRide, now: Date): NotRidingWindow {
  if (ride.boardingRecorded) return 'boardingRecorded';
  if (ride.actualEndMinutes !== null) return 'departed';
  if (ride.upDown === 2 && ride.actualStartMinutes !== null) return 'departed';
  if (now >= japanInstant(ride.date, notRidingDepartureMinutes(ride))) return 'departed';
  if (ride.isNetCancel) return 'cancellable';
  return 'open';
}

/** Whether the learner may mark or unmark the ride now ({@link notRidingWindow} is open). */
export const canSetNotRiding = (ride: NotRidingRide, now: Date): boolean =>
  notRidingWindow(ride, now) === 'open';
