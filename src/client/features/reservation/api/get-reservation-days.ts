import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationDay } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

/** Bookable dates with their deadlines (PRODUCT.md §4); the server owns the rule. */
export const reservationDaysQuery = queryOptions({
  queryKey: ['reservation-days'],
  queryFn: () => callData<ReservationDay[]>('Reservation/GetReservationDays'),
});

export function useReservationDays() {
  return useQuery(reservationDaysQuery);
}
