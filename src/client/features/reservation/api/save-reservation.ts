import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveReservationRequest } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

/** Books one bus; every list that shows bookings or cell colours is refreshed afterwards. */
export function useSaveReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReservationRequest) =>
      callData<{ yoyakuId: number }>('Reservation/SaveReservation', body),
    onSettled: () =>
      Promise.all(
        ['reservation-list', 'travel-time', 'net-use-bus-stop'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
