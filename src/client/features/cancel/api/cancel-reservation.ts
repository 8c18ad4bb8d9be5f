import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

/** Cancels the chosen bookings, all or none; the freed seats are bookable at once. */
export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (yoyakuIdList: number[]) =>
      callData<{ cancelled: Reservation[] }>('Reservation/CancelReservation', { yoyakuIdList }),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: ['travel-time'] });
      await queryClient.invalidateQueries({ queryKey: ['reservation-list'] });
    },
  });
}
