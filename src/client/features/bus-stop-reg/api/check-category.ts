import { busStopRegApi } from '@shared/api/bus-stop-reg';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/**
 * checkBusStopCategory: the learner's points in a category and its limit, asked afresh each time
 * registration starts (another tab may have registered one meanwhile). Asked even offline, so a
 * press answers at once instead of waiting for the connection.
 */
export const checkCategoryQuery = (busStopCategory: string) =>
  queryOptions({
    queryKey: queryKeys.pointCategories.check(busStopCategory),
    queryFn: () =>
      call(busStopRegApi.checkBusStopCategory, {
        busStopCategory,
      }),
    staleTime: 0,
    networkMode: 'always',
  });
