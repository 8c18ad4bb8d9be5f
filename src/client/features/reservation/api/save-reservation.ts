import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveReservationRequest } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

/**
 * Books one bus. Cached grids are dropped rather than marked stale, so no screen can show a
 * booked cell as still bookable while it refetches; the lists refresh in the background.
 */
export function useSaveReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReservationRequest) =>
      callData<{ yoyakuId: number }>('Reservation/SaveReservation', body),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: ['travel-time'] });
      await Promise.all(
        ['reservation-list', 'net-use-bus-stop'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  });
}
