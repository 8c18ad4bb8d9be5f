/**
 * The week planner's rule (issue 29 §2): which rides a day of lessons needs and what to propose for
 * each. Pure, so the states read the same whatever the queries looked like.
 */

/** A ride the day needs: to school (up, 1) for the first lesson's period, home (down, 2) after the last. */
export interface NeededRide {
  upDown: 1 | 2;
  jgn: number;
}

/**
 * The rides a day of lessons needs: none without a lesson; otherwise the ride to school serving the
 * first lesson's period and the ride home serving the last one's (the same period for a single lesson).
 */
export function neededRides(lessonPeriods: number[]): NeededRide[] {
  if (lessonPeriods.length === 0) return [];
  const first = Math.min(...lessonPeriods);
  const last = Math.max(...lessonPeriods);
  return [
    { upDown: 1, jgn: first },
    { upDown: 2, jgn: last },
  ];
}

/** A run of the ride's direction and period that serves the planned stop. */
export interface CandidateRun {
  /** the school offers it on the net and the period is not closed that day */
  isNetReservation: boolean;
  /** it can take one more learner (no extras: the planner books the learner alone) */
  hasRoom: boolean;
}

/** What the planner proposes for one needed ride. */
export type RideProposal<R, B, W> =
  | { state: 'booked'; booking: B }
  | { state: 'waiting'; entry: W }
  | { state: 'bookable'; run: R }
  | { state: 'full'; run: R }
  | { state: 'none' };

/**
 * One ride's proposal: what the learner already holds wins (a booking on any run, from any stop, then
 * a waiting queue entry); else the first net-reservable run with room is bookable; when every
 * net-reservable run is full the first is offered for the waitlist; with none at all, none.
 *
 * @param runs the candidate runs in the order the learner should prefer them (earliest first)
 */
export function proposeRide<R extends CandidateRun, B, W>(
  held: { booking: B | undefined; waiting: W | undefined },
  runs: R[],
): RideProposal<R, B, W> {
  if (held.booking !== undefined) return { state: 'booked', booking: held.booking };
  if (held.waiting !== undefined) return { state: 'waiting', entry: held.waiting };
  const offered = runs.filter((run) => run.isNetReservation);
  const withRoom = offered.find((run) => run.hasRoom);
  if (withRoom) return { state: 'bookable', run: withRoom };
  const first = offered[0];
  return first ? { state: 'full', run: first } : { state: 'none' };
}
