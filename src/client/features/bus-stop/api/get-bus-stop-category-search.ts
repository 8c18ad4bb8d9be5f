import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusStopCategory } from '@shared/schemas/bus-stop';
import { callData } from '@client/lib/api-client';

/** Categories of school points that can be searched (station, shop, public facility…). */
export const busStopCategorySearchQuery = queryOptions({
  queryKey: ['bus-stop-category-search'],
  queryFn: () => callData<BusStopCategory[]>('Reservation/GetBusStopCategorySearch'),
  staleTime: 5 * 60_000,
});

export function useBusStopCategorySearch(enabled = true) {
  return useQuery({ ...busStopCategorySearchQuery, enabled });
}
