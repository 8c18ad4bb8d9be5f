import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** The learner's upcoming bookings, with display texts computed by the server. */
export const reservationListQuery = queryOptions({
  queryKey: queryKeys.reservationList,
  queryFn: () => call(reservationApi.getReservationList, {}),
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
