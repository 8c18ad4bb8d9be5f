import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import type { Envelope } from '@shared/schemas/envelope';
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

/** SPEC.md §8: this refusal of BusStopDelete (points with bookings) is shown on the menu; any other stays on the confirm page. */
export const DELETE_REFUSAL_SHOWN_ON_MENU = 999999;

/** Whether a BusStopDelete answer takes the learner to the menu. */
export const deleteLeadsToMenu = (envelope: Envelope<unknown>) =>
  envelope.status || Number(envelope.error?.code) === DELETE_REFUSAL_SHOWN_ON_MENU;

/**
 * BusStopDelete. Answers the whole envelope, since the screen shows one refusal on the menu and
 * any other on the confirm page. One press deletes once; an answer that leads to the menu keeps
 * the press spent until the menu opens.
 */
export function useDeletePoints() {
  const queryClient = useQueryClient();
  return useSinglePressMutation(
    (body: { busStopCdList: string[]; busStopCategoryList: string[] }) =>
      callApi<{ deleted: number }>('BusStopReg/BusStopDelete', body),
    () => refreshPointLists(queryClient),
    deleteLeadsToMenu,
  );
}
