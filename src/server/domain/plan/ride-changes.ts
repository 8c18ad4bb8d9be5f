import type { LearnerMail, RideChange } from '@shared/schemas/admin-plan';

/** What a learner is told about one ride: which run, at which stop, at what time. */
export interface RideFacts {
  runId: number;
  stopId: number;
  /** minutes after midnight, Japan time; null while the time is unknown (an own point without staff time) */
  minutes: number | null;
}

/** One booking of the date as fixing the plan sees it. */
export interface PlanBooking {
  reservationId: number;
  learnerId: number;
  upDown: 1 | 2;
  jgn: number;
  /** false: cancelled */
  active: boolean;
  /** the ride as it stands: its run, its stop, the time a fix would freeze */
  current: RideFacts;
  /** what the last fix told the learner (reservations.fixed_minutes); null when nothing stands told */
  told: RideFacts | null;
}

/** A booking's state against the last fix, and the booking whose told ride it is compared with. */
export interface RideVerdict {
  booking: PlanBooking;
  change: RideChange;
  /** the told ride it replaces or updates (itself, or a cancelled booking of the same lesson); null when new */
  before: PlanBooking | null;
}

/** One line of a 変更あり mail: the ride as told → as it stands; null on a side for none. */
export interface RideChangeLine {
  before: PlanBooking | null;
  after: PlanBooking | null;
}

/** What fixing the plan does for one learner. */
export interface LearnerPlan {
  learnerId: number;
  /** the mail due, whatever their address: all rides (first fix), the changes, or none */
  mail: Exclude<LearnerMail, 'noAddress'>;
  /** active bookings, then told bookings since cancelled and not replaced ('gone') */
  rides: RideVerdict[];
  /** the lines of a 変更あり mail, by direction and period */
  changes: RideChangeLine[];
  /** active bookings whose fixed time must be written (never told, or told otherwise) */
  freeze: PlanBooking[];
  /** cancelled bookings whose told ride this fix settles: their fixed time is cleared */
  settle: PlanBooking[];
}

const sameRide = (a: RideFacts, b: RideFacts) =>
  a.runId === b.runId && a.stopId === b.stopId && a.minutes === b.minutes;

const lessonOrder = (a: PlanBooking, b: PlanBooking) =>
  a.upDown - b.upDown || a.jgn - b.jgn || a.reservationId - b.reservationId;

const sideOf = (line: RideChangeLine) => (line.after ?? line.before)!;

/**
 * Compares one learner's bookings of a date with what the last fix told them (issue 11 §5):
 * - a booking told before is unchanged when run, stop and time are the same, else changed;
 * - a new booking of a lesson whose told booking was cancelled (a staff re-booking) is compared
 *   with that one, so moving a learner to another bus reads as one change, old → new;
 * - any other new booking is new; a told booking since cancelled and not replaced is gone.
 * A learner never told anything gets all their rides (the ride-time mail); one told before gets
 * only the changes (変更あり), or nothing when nothing changed. `bookings` must all be the
 * learner's, of one date.
 */
export function planLearnerRides(learnerId: number, bookings: readonly PlanBooking[]): LearnerPlan {
  const active = bookings.filter((b) => b.active).sort(lessonOrder);
  const toldCancelled = bookings.filter((b) => !b.active && b.told).sort(lessonOrder);
  const everTold = bookings.some((b) => b.told);
  const replaced = new Set<PlanBooking>();
  const rides: RideVerdict[] = [];
  const changes: RideChangeLine[] = [];

  for (const booking of active) {
    const before =
      booking.told !== null
        ? booking
        : (toldCancelled.find(
            (c) => !replaced.has(c) && c.upDown === booking.upDown && c.jgn === booking.jgn,
          ) ?? null);
    if (before && before !== booking) replaced.add(before);
    const change: RideChange = before
      ? sameRide(before.told!, booking.current)
        ? 'unchanged'
        : 'changed'
      : 'new';
    rides.push({ booking, change, before });
    if (change === 'changed' || (change === 'new' && everTold)) changes.push({ before, after: booking });
  }
  for (const gone of toldCancelled.filter((c) => !replaced.has(c))) {
    rides.push({ booking: gone, change: 'gone', before: gone });
    changes.push({ before: gone, after: null });
  }
  changes.sort((a, b) => lessonOrder(sideOf(a), sideOf(b)));

  const mail = !everTold
    ? active.length > 0
      ? 'rideTimes'
      : 'none'
    : changes.length > 0
      ? 'changes'
      : 'none';
  return {
    learnerId,
    mail,
    rides,
    changes,
    freeze: active.filter((b) => b.told === null || !sameRide(b.told, b.current)),
    settle: toldCancelled,
  };
}

/** {@link planLearnerRides} for every learner with bookings on the date, in the order they first appear. */
export function planDay(bookings: readonly PlanBooking[]): LearnerPlan[] {
  const byLearner = new Map<number, PlanBooking[]>();
  for (const b of bookings) byLearner.set(b.learnerId, [...(byLearner.get(b.learnerId) ?? []), b]);
  return [...byLearner].map(([learnerId, own]) => planLearnerRides(learnerId, own));
}
