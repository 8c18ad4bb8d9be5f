import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import { callApi, callData } from '@client/lib/api-client';
import { useSinglePressMutation } from '@client/lib/use-single-press-mutation';
import { refreshPointLists } from './save-point';

/** getDeleteBusStopCategory: the ticked points by category, read afresh for the delete confirm page. */
export const deleteCategoriesQuery = (busStopCdList: readonly string[]) =>
  queryOptions({
    queryKey: ['delete-categories', busStopCdList],
    queryFn: () => callData<PointCategory[]>('BusStopReg/getDeleteBusStopCategory', { busStopCdList }),
    staleTime: 0,
  });

export function useDeleteCategories(busStopCdList: readonly string[]) {
  return useQuery(deleteCategoriesQuery(busStopCdList));
}

/**
 * BusStopDelete. Answers the whole envelope: SPEC.md §8 shows one refusal (999999, points with
 * bookings) on the menu and any other on the confirm page, so the screen decides. One press deletes once.
 */
export function useDeletePoints() {
  const queryClient = useQueryClient();
  return useSinglePressMutation(
    (body: { busStopCdList: string[]; busStopCategoryList: string[] }) =>
      callApi<{ deleted: number }>('BusStopReg/BusStopDelete', body),
    () => refreshPointLists(queryClient),
  );
}
