import { busStopRegApi } from '@shared/api/bus-stop-reg';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** getBusStopCategoryKojin: the learner's own points by personal category (edit and check screens). */
export const ownPointsQuery = queryOptions({
  queryKey: queryKeys.pointCategories.own,
  queryFn: () => call(busStopRegApi.getBusStopCategoryKojin, {}),
});

export function useOwnPoints() {
  return useQuery(ownPointsQuery);
}
