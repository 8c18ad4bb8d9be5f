import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Categories of school points that can be searched (station, shop, public facility…). */
export const busStopCategorySearchQuery = queryOptions({
  queryKey: queryKeys.busStopCategorySearch,
  queryFn: () => call(reservationApi.getBusStopCategorySearch, {}),
  staleTime: 5 * 60_000,
});

export function useBusStopCategorySearch(enabled = true) {
  return useQuery({ ...busStopCategorySearchQuery, enabled });
}
