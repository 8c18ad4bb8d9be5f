import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PointInput } from '@shared/schemas/bus-stop-reg';
import { busStopRegApi } from '@shared/api/bus-stop-reg';
import { call } from '@client/lib/api-client';
import { useSinglePressMutation } from '@client/lib/use-single-press-mutation';
import { queryKeys } from '@client/lib/query-keys';

/**
 * What a point write changes: the point screens' lists and the booking flow's point lists (the
 * delete confirm page's own list is read afresh on each visit, and must not empty under it).
 */
export async function refreshPointLists(queryClient: QueryClient) {
  await Promise.all(
    [queryKeys.pointCategories.all, queryKeys.netUseBusStop, queryKeys.busStopList.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export type SavePointBody =
  { busStopCategory: string; busStop: PointInput } | { busStopCd: string; busStop: PointInput };

/**
 * BusStopRegister (a new point, `busStopCategory`) or BusStopUpdate (an edit, `busStopCd`); either
 * way the point lands in the approval area. Answers the category's name for the menu's message.
 * A second tap while the first write is on its way, or after it succeeded and before the menu
 * opens, is ignored, so one press registers one point.
 */
export function useSavePoint() {
  const queryClient = useQueryClient();
  return useSinglePressMutation(
    async (body: SavePointBody) =>
      ('busStopCd' in body
        ? await call(busStopRegApi.busStopUpdate, body)
        : await call(busStopRegApi.busStopRegister, body)
      ).busStopCategoryName,
    () => refreshPointLists(queryClient),
    () => true,
  );
}
