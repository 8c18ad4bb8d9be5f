import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import { callData } from '@client/lib/api-client';

/** getBusStopCategoryKojin: the learner's own points by personal category (edit and check screens). */
export const ownPointsQuery = queryOptions({
  queryKey: ['point-categories', 'own'],
  queryFn: () => callData<PointCategory[]>('BusStopReg/getBusStopCategoryKojin'),
});

export function useOwnPoints() {
  return useQuery(ownPointsQuery);
}
