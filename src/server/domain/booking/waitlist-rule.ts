import { fits, type CapacityNeed } from '@shared/rules/capacity';

/** A waiting entry as the promotion walk sees it, in queue order (sort_key, then id). */
export interface QueuedEntry {
  id: number;
  /** what the learner's booking would take from the run */
  need: CapacityNeed;
  /** the date's cut-off has passed: the closing job closes it, nobody books it now */
  pastCutoff: boolean;
  /** the learner holds an active booking for that date, direction and period (this run or another) */
  alreadyBooked: boolean;
  /** the run no longer calls at the entry's stop (staff changed the route) */
  stopServed: boolean;
}

/** What the walk does with one entry; entries it does not name stay waiting. */
export type QueueDecision = { id: number; action: 'promote' | 'drop' };

/**
 * The fair walk of a run's queue when room was freed (issue 29 §1): in queue order, an entry past
 * its cut-off is left for the closing job; one whose learner booked that lesson meanwhile, or whose
 * stop the run no longer serves, is dropped; one whose party fits the room left is promoted and
 * takes its room; one that does not fit is passed over but keeps its place, so a smaller party
 * behind it may ride — no seat stays free while someone in the queue fits it.
 */
export function decideQueue(room: CapacityNeed, queue: readonly QueuedEntry[]): QueueDecision[] {
  let left = room;
  const decisions: QueueDecision[] = [];
  for (const entry of queue) {
    if (entry.pastCutoff) continue;
    if (entry.alreadyBooked || !entry.stopServed) {
      decisions.push({ id: entry.id, action: 'drop' });
      continue;
    }
    if (!fits(entry.need, left)) continue;
    decisions.push({ id: entry.id, action: 'promote' });
    left = {
      seats: left.seats - entry.need.seats,
      childSeats: left.childSeats - entry.need.childSeats,
      bicycles: left.bicycles - entry.need.bicycles,
    };
  }
  return decisions;
}
