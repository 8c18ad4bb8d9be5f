import { busStopRegApi } from '@shared/api/bus-stop-reg';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** getBusStopCategory: the categories a learner registers points in, each with their points so far (the menu's dropdown). */
export const pointCategoriesQuery = queryOptions({
  queryKey: queryKeys.pointCategories.register,
  queryFn: () => call(busStopRegApi.getBusStopCategory, {}),
});

export function usePointCategories(enabled = true) {
  return useQuery({ ...pointCategoriesQuery, enabled });
}
