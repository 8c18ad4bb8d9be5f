import type { UseQueryResult } from '@tanstack/react-query';
import { MAX_RANGE_DAYS } from '@shared/constants';
import { addDays, daysBetween } from '@shared/rules/japan-time';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

/**
 * `fromDate`..`toDate` cut into consecutive ranges of at most `maxDays` days, in order: the
 * server answers at most {@link MAX_RANGE_DAYS} days per grid or lesson request, while a school's
 * booking horizon may be longer. Empty when the range is out of order.
 */
export function splitDateRange(fromDate: string, toDate: string, maxDays = MAX_RANGE_DAYS): DateRange[] {
  const ranges: DateRange[] = [];
  for (let start = fromDate; daysBetween(start, toDate) >= 0; start = addDays(start, maxDays)) {
    const end = addDays(start, maxDays - 1);
    ranges.push({ fromDate: start, toDate: daysBetween(end, toDate) < 0 ? toDate : end });
  }
  return ranges;
}

/** The answers of a range's requests as one: pending until all are in, failed as soon as one fails. */
export type RangeResult<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: undefined; error: unknown }
  | { isPending: false; isError: false; data: T; error: null };

const PENDING = { isPending: true, isError: false, data: undefined, error: null } as const;

/** Joins the queries of the pieces of a range (`useQueries`' combine) with `merge`, in range order. */
export function combineRanges<Part, Whole>(
  results: Pick<UseQueryResult<Part>, 'data' | 'error' | 'isError'>[],
  merge: (parts: Part[]) => Whole,
): RangeResult<Whole> {
  const failed = results.find((result) => result.isError);
  if (failed) return { isPending: false, isError: true, data: undefined, error: failed.error };
  const parts = results.map((result) => result.data);
  if (parts.length === 0 || parts.some((part) => part === undefined)) return PENDING;
  return { isPending: false, isError: false, data: merge(parts as Part[]), error: null };
}
