import { useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@shared/schemas/reservation';
import { useHonestWrite } from '@client/lib/honest-write';

/**
 * Cancels the chosen bookings, all or none, once per press of 取消する however often an
 * unanswered request is sent again (`useHonestWrite`); the freed seats are bookable at once.
 */
export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useHonestWrite<{ yoyakuIdList: number[] }, { cancelled: Reservation[] }>(
    'Reservation/CancelReservation',
    async () => {
      queryClient.removeQueries({ queryKey: ['travel-time'] });
      await queryClient.invalidateQueries({ queryKey: ['reservation-list'] });
    },
  );
}
