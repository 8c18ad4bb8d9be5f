import { queryOptions } from '@tanstack/react-query';
import type { OwnPoint } from '@shared/schemas/bus-stop-reg';
import { callData } from '@client/lib/api-client';

/**
 * checkBusStopCategory: the learner's points in a category and its limit, asked afresh each time
 * registration starts (another tab may have registered one meanwhile). Asked even offline, so a
 * press answers at once instead of waiting for the connection.
 */
export const checkCategoryQuery = (busStopCategory: string) =>
  queryOptions({
    queryKey: ['point-categories', 'check', busStopCategory],
    queryFn: () =>
      callData<{ busStopList: OwnPoint[]; limit: number }>('BusStopReg/checkBusStopCategory', {
        busStopCategory,
      }),
    staleTime: 0,
    networkMode: 'always',
  });
