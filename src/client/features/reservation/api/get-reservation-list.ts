import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

/** The learner's upcoming bookings, with display texts computed by the server. */
export const reservationListQuery = queryOptions({
  queryKey: ['reservation-list'],
  queryFn: () => callData<Reservation[]>('Reservation/GetReservationList'),
});

export function useReservationList() {
  return useQuery(reservationListQuery);
}

/**
 * The list fetched again on arrival whatever the cache holds (the cancel confirm screens re-check
 * against it, SPEC.md §4): `data` stays undefined until that fresh answer is in.
 */
export function useFreshReservationList() {
  const list = useQuery({ ...reservationListQuery, staleTime: 0, refetchOnMount: 'always' });
  const fresh = list.isFetchedAfterMount && list.data !== undefined && !list.isError;
  return { data: fresh ? list.data : undefined, error: list.error, isPending: !fresh && !list.isError };
}
