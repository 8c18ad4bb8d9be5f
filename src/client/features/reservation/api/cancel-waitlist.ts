import { useQueryClient } from '@tanstack/react-query';
import { reservationApi } from '@shared/api/reservation';
import { useSinglePressMutation } from '@client/lib/use-single-press-mutation';
import { call } from '@client/lib/api-client';
import { newIdempotencyKey } from '@client/lib/honest-write';
import { queryKeys } from '@client/lib/query-keys';

/**
 * Leaves one queue. Leaving twice does no harm (the second is 978, the entry no longer waits), so
 * a plain call with a key per press; the entries and the bookings are read again either way.
 */
export function useCancelWaitlist() {
  const queryClient = useQueryClient();
  return useSinglePressMutation(
    (waitlistId: number) =>
      call(reservationApi.cancelWaitlist, { waitlistId, idempotencyKey: newIdempotencyKey() }),
    async () => {
      await Promise.all(
        [queryKeys.waitlist, queryKeys.reservationList].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  );
}
