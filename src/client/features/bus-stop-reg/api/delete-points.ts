import { busStopRegApi } from '@shared/api/bus-stop-reg';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@shared/schemas/envelope';
import { call, callEnvelope } from '@client/lib/api-client';
import { useSinglePressMutation } from '@client/lib/use-single-press-mutation';
import { refreshPointLists } from './save-point';
import { queryKeys } from '@client/lib/query-keys';

/** getDeleteBusStopCategory: the ticked points by category, read afresh for the delete confirm page. */
export const deleteCategoriesQuery = (busStopCdList: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.deleteCategories(busStopCdList),
    queryFn: () => call(busStopRegApi.getDeleteBusStopCategory, { busStopCdList: [...busStopCdList] }),
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
      callEnvelope(busStopRegApi.busStopDelete, body),
    () => refreshPointLists(queryClient),
    deleteLeadsToMenu,
  );
}
