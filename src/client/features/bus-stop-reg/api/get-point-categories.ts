import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import { callData } from '@client/lib/api-client';

/** getBusStopCategory: the categories a learner registers points in, each with their points so far (the menu's dropdown). */
export const pointCategoriesQuery = queryOptions({
  queryKey: ['point-categories', 'register'],
  queryFn: () => callData<PointCategory[]>('BusStopReg/getBusStopCategory'),
});

export function usePointCategories(enabled = true) {
  return useQuery({ ...pointCategoriesQuery, enabled });
}
