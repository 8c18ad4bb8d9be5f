import { useQueryClient } from '@tanstack/react-query';
import { reservationApi } from '@shared/api/reservation';
import { t } from '@shared/i18n/learner/waitlist';
import { OutcomeUnknown, useHonestWrite } from '@client/lib/honest-write';
import { failureText } from '@client/lib/refusal-text';
import { queryKeys } from '@client/lib/query-keys';

/**
 * Joins a full bus's queue, once per press of the confirm however often an unanswered request is
 * sent again (one idempotency key per press, as a booking). The learner's entries and the buses
 * on screen are read again: the queue may have become a booking meanwhile.
 */
export function useSaveWaitlist() {
  const queryClient = useQueryClient();
  const save = useHonestWrite(reservationApi.saveWaitlist, async () => {
    await Promise.all(
      [queryKeys.waitlist, queryKeys.reservationList, queryKeys.travelTime.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  });
  return {
    ...save,
    checkingText: save.checking ? t('confirm.checking') : null,
    failure: save.error instanceof OutcomeUnknown ? t('confirm.unknown') : failureText(save.error),
  };
}
