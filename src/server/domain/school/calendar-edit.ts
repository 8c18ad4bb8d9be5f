import { addDays } from '@shared/rules/japan-time';

/** A closed period as stored (school_closures), both ends included. */
export interface StoredClosure {
  id: number;
  startDate: string;
  endDate: string;
  reason: string;
}

/**
 * How the closed periods change when staff open the days `start`–`end` (issue 23 §4): every period
 * overlapping them is removed, and the parts of it outside the opened days are kept as new periods
 * with the same reason — opening one day of a week-long closure leaves the days before and after
 * it closed. Dates are Japan date keys; `start` ≤ `end`.
 */
export function closuresAfterOpening(
  closures: readonly StoredClosure[],
  start: string,
  end: string,
): { removed: number[]; added: Omit<StoredClosure, 'id'>[] } {
  const overlapping = closures.filter((c) => c.startDate <= end && start <= c.endDate);
  const added: Omit<StoredClosure, 'id'>[] = [];
  for (const c of overlapping) {
    if (c.startDate < start)
      added.push({ startDate: c.startDate, endDate: addDays(start, -1), reason: c.reason });
    if (c.endDate > end) added.push({ startDate: addDays(end, 1), endDate: c.endDate, reason: c.reason });
  }
  return { removed: overlapping.map((c) => c.id), added };
}
