import { useQueryClient } from '@tanstack/react-query';
import { reservationApi } from '@shared/api/reservation';
import type { Reservation, SetNotRidingRequest } from '@shared/schemas/reservation';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useSinglePressMutation } from '@client/lib/use-single-press-mutation';

/**
 * Marks or unmarks a ride 「今日は乗りません」. Setting a value is safe to repeat, so no idempotency
 * key: the answered ride replaces its row in the list at once, and the list is fetched again
 * after either outcome (a refusal means the ride changed: the bus left, the driver tapped).
 */
export function useSetNotRiding() {
  const queryClient = useQueryClient();
  return useSinglePressMutation(
    async (body: Pick<SetNotRidingRequest, 'yoyakuId' | 'notRiding'>) => {
      const ride = await call(reservationApi.setNotRiding, body);
      queryClient.setQueryData<Reservation[]>(queryKeys.reservationList, (list) =>
        list?.map((r) => (r.yoyakuId === ride.yoyakuId ? ride : r)),
      );
      return ride;
    },
    () => queryClient.invalidateQueries({ queryKey: queryKeys.reservationList }),
  );
}
