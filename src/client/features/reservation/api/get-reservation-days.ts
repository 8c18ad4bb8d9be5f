import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Bookable dates with their deadlines (PRODUCT.md §4); the server owns the rule. */
export const reservationDaysQuery = queryOptions({
  queryKey: queryKeys.reservationDays,
  queryFn: () => call(reservationApi.getReservationDays, {}),
});

export function useReservationDays() {
  return useQuery(reservationDaysQuery);
}
