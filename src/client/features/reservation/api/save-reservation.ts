import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@shared/messages';
import type { SaveReservationRequest } from '@shared/schemas/reservation';
import { OutcomeUnknown, useHonestWrite } from '@client/lib/honest-write';
import { failureText } from '@client/lib/refusal-text';

/**
 * Books one bus, once per press of 予約する however often an unanswered request is sent again
 * (`useHonestWrite`). Cached grids are dropped rather than marked stale, so no screen can show a
 * booked cell as still bookable while it refetches; the lists refresh in the background.
 */
export function useSaveReservation() {
  const queryClient = useQueryClient();
  const save = useHonestWrite<Omit<SaveReservationRequest, 'idempotencyKey'>, { yoyakuId: number }>(
    'Reservation/SaveReservation',
    async () => {
      queryClient.removeQueries({ queryKey: ['travel-time'] });
      await Promise.all(
        ['reservation-list', 'net-use-bus-stop'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  );
  return {
    ...save,
    /** while an unanswered booking is sent again */
    checkingText: save.checking ? messages.reservation.checkingBooking : null,
    /** a refusal with its code, or the honest "cannot tell" once the check gave up */
    failure:
      save.error instanceof OutcomeUnknown ? messages.reservation.bookingUnknown : failureText(save.error),
  };
}
