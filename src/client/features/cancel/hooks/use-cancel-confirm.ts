import { useState } from 'react';
import { messages } from '@shared/i18n/messages';
import type { Reservation } from '@shared/schemas/reservation';
import { OutcomeUnknown } from '@client/lib/honest-write';
import { useCancelReservation } from '../api/cancel-reservation';
import { recheckChosen } from '../utils/cancel-selection';

/**
 * The cancel confirm of both areas (SPEC.md §4, §5): the chosen bookings re-checked against a
 * freshly fetched list (`fresh`, undefined until it is in), then cancelled all or none.
 * `onCancelled` learns whether the answer came only after a check of an unanswered request, so
 * the screen can say 取消は完了しています.
 */
export function useCancelConfirm(ids: readonly number[], fresh: readonly Reservation[] | undefined) {
  const cancel = useCancelReservation();
  // what was confirmed stays on screen while the cancellation runs and the lists refresh
  const [sent, setSent] = useState<Reservation[] | null>(null);
  const check = fresh ? recheckChosen(ids, fresh) : null;

  const execute = (onCancelled: (cancelled: Reservation[], checked: boolean) => void) => {
    if (!check) return;
    setSent(check.chosen);
    cancel.mutate(
      { yoyakuIdList: check.chosen.map((r) => r.yoyakuId) },
      {
        onSuccess: ({ data, checked }) => onCancelled(data.cancelled, checked),
        onError: () => setSent(null),
      },
    );
  };

  return {
    /** null until the fresh list is in */
    check,
    shown: sent ?? check?.chosen ?? [],
    busy: cancel.isPending || cancel.isSuccess,
    /** while an unanswered cancel is sent again */
    checkingText: cancel.checking ? messages.reservation.checkingCancel : null,
    failure: cancel.error,
    /** the check gave up: the text that says so and where to look */
    unknownText: cancel.error instanceof OutcomeUnknown ? messages.reservation.cancelUnknown : null,
    execute,
  };
}
