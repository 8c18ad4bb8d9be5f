import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Points the learner has booked from before (and their own approved points). */
export const netUseBusStopQuery = queryOptions({
  queryKey: queryKeys.netUseBusStop,
  queryFn: () => call(reservationApi.getNetUseBusStop, {}),
});

export function useNetUseBusStop() {
  return useQuery(netUseBusStopQuery);
}
