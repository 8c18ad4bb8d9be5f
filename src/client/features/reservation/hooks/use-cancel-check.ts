import { useQuery } from '@tanstack/react-query';
import { reservationListQuery } from '../api/get-reservation-list';
import { recheckChosen } from '../components/cancel-selection';

/**
 * The confirm screens' re-check (SPEC.md §4): the list is fetched again on arrival whatever the
 * cache holds, and the chosen bookings are checked only against that fresh answer.
 */
export function useCancelCheck(ids: readonly number[]) {
  const list = useQuery({ ...reservationListQuery, staleTime: 0, refetchOnMount: 'always' });
  const fresh = list.isFetchedAfterMount && list.data !== undefined && !list.isError;
  return {
    /** null until the fresh list is in */
    result: fresh && list.data ? recheckChosen(ids, list.data) : null,
    error: list.error,
    isPending: !fresh && !list.isError,
  };
}
