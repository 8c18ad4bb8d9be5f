import { reservationApi } from '@shared/api/reservation';
import { useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/**
 * The stops the planner may switch to (GetNetUseBusStop: booked before, and the learner's own
 * points), under the key the booking flow caches the same answer by.
 */
export function useUsedStops() {
  return useQuery({
    queryKey: queryKeys.netUseBusStop,
    queryFn: () => call(reservationApi.getNetUseBusStop, {}),
  });
}
