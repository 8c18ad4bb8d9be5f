import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lessonSchema } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

export type Lesson = z.infer<typeof lessonSchema>;

/** The learner's lessons per date and period (imported from the lesson-booking system). */
export const kyosyuReservationQuery = (fromDate: string, toDate: string) =>
  queryOptions({
    queryKey: ['kyosyu-reservation', fromDate, toDate],
    queryFn: () => callData<Lesson[]>('Reservation/GetKyosyuReservation', { fromDate, toDate }),
  });

export function useKyosyuReservation(fromDate: string, toDate: string) {
  return useQuery({ ...kyosyuReservationQuery(fromDate, toDate), enabled: Boolean(fromDate && toDate) });
}
