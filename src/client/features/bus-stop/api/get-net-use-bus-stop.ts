import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusStop } from '@shared/schemas/bus-stop';
import { callData } from '@client/lib/api-client';

/** Points the learner has booked from before (and their own approved points). */
export const netUseBusStopQuery = queryOptions({
  queryKey: ['net-use-bus-stop'],
  queryFn: () => callData<BusStop[]>('Reservation/GetNetUseBusStop'),
});

export function useNetUseBusStop() {
  return useQuery(netUseBusStopQuery);
}
