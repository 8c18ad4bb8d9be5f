import { addDays } from '@shared/rules/japan-time';
import { HttpError } from '@server/domain/business-error';
import { isDateKey } from './bookable-days';
import type { BookingOptions } from './school-calendar';

/** Longest date range one grid or lesson request may span (a month; the horizon is 30 days). */
export const MAX_RANGE_DAYS = 31;

/**
 * Refuses with HTTP 400 a date string that matches 'YYYY-MM-DD' but is no calendar date
 * ('2027-02-30'): the database would reject it, and nothing a client sends may yield a 500.
 */
export function assertDates(...dates: (string | undefined)[]): void {
  for (const date of dates) {
    if (date !== undefined && !isDateKey(date)) throw new HttpError(400);
  }
}

/**
 * A range fromDate..toDate (both included) of at most {@link MAX_RANGE_DAYS} days, in order;
 * HTTP 400 otherwise. Answers the dates of the range, ascending.
 */
export function rangeDates(fromDate: string, toDate: string): string[] {
  assertDates(fromDate, toDate);
  if (fromDate > toDate) throw new HttpError(400);
  const dates: string[] = [];
  for (let d = fromDate; d <= toDate; d = addDays(d, 1)) {
    dates.push(d);
    if (dates.length > MAX_RANGE_DAYS) throw new HttpError(400);
  }
  return dates;
}

/**
 * Extras (children, child seats, a bicycle) are allowed only when the learner's site enables them
 * (SPEC.md §3 reservation flags): asking for one that is switched off is a forged request, HTTP 400.
 */
export function assertExtrasAllowed(
  options: BookingOptions,
  extras: { passenger: number; childSheet: number; jitensya: number },
): void {
  const flags = options.reservation;
  if (
    (extras.passenger > 0 && !flags.isPassengerOptionEnabled) ||
    (extras.childSheet > 0 && !flags.isChildSheetOptionEnabled) ||
    (extras.jitensya > 0 && !flags.isJitensyaOptionEnabled)
  ) {
    throw new HttpError(400);
  }
}
