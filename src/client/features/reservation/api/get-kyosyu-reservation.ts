import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lessonSchema } from '@shared/schemas/reservation';
import { call } from '@client/lib/api-client';
import { combineRanges, splitDateRange, type DateRange } from '../utils/date-ranges';
import { queryKeys } from '@client/lib/query-keys';

export type Lesson = z.infer<typeof lessonSchema>;

/** The learner's lessons per date and period (imported from the lesson-booking system). */
export const kyosyuReservationQuery = ({ fromDate, toDate }: DateRange) =>
  queryOptions({
    queryKey: queryKeys.kyosyuReservation(fromDate, toDate),
    queryFn: () => call(reservationApi.getKyosyuReservation, { fromDate, toDate }),
  });

const mergeLessons = (parts: Lesson[][]): Lesson[] => parts.flat();

/** The lessons of any span of dates, asked for in pieces the server accepts; none asked for without dates. */
export function useKyosyuReservation(fromDate: string, toDate: string) {
  const ranges = fromDate && toDate ? splitDateRange(fromDate, toDate) : [];
  return useQueries({
    queries: ranges.map(kyosyuReservationQuery),
    combine: (results) => combineRanges(results, mergeLessons),
  });
}
