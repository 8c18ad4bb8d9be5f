import { useQueryClient } from '@tanstack/react-query';
import { reservationApi } from '@shared/api/reservation';
import { useHonestWrite } from '@client/lib/honest-write';
import { queryKeys } from '@client/lib/query-keys';

/**
 * Cancels the chosen bookings, all or none, once per press of 取消する however often an
 * unanswered request is sent again (`useHonestWrite`); the freed seats are bookable at once.
 */
export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useHonestWrite(reservationApi.cancelReservation, async () => {
    queryClient.removeQueries({ queryKey: queryKeys.travelTime.all });
    await queryClient.invalidateQueries({ queryKey: queryKeys.reservationList });
  });
}
