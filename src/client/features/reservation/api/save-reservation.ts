import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@shared/i18n/messages';
import { reservationApi } from '@shared/api/reservation';
import { OutcomeUnknown, useHonestWrite } from '@client/lib/honest-write';
import { failureText } from '@client/lib/refusal-text';
import { queryKeys } from '@client/lib/query-keys';

/**
 * Books one bus, once per press of 予約する however often an unanswered request is sent again
 * (`useHonestWrite`). Cached grids no screen shows are dropped rather than marked stale, so no
 * screen can open with a booked cell still bookable; a grid on screen reloads, the lists refresh.
 */
export function useSaveReservation() {
  const queryClient = useQueryClient();
  const save = useHonestWrite(reservationApi.saveReservation, async () => {
    // a screen still showing buses (the learner went back while the booking was checked) reloads them
    queryClient.removeQueries({ queryKey: queryKeys.travelTime.all, type: 'inactive' });
    await queryClient.invalidateQueries({ queryKey: queryKeys.travelTime.all });
    await Promise.all(
      [queryKeys.reservationList, queryKeys.netUseBusStop].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  });
  return {
    ...save,
    /** while an unanswered booking is sent again */
    checkingText: save.checking ? messages.reservation.checkingBooking : null,
    /** a refusal with its code, or the honest "cannot tell" once the check gave up */
    failure:
      save.error instanceof OutcomeUnknown ? messages.reservation.bookingUnknown : failureText(save.error),
  };
}
