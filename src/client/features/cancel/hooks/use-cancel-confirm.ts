import { useState } from 'react';
import type { Reservation } from '@shared/schemas/reservation';
import { useCancelReservation } from '../api/cancel-reservation';
import { recheckChosen } from '../utils/cancel-selection';

/**
 * The cancel confirm of both areas (SPEC.md §4, §5): the chosen bookings re-checked against a
 * freshly fetched list (`fresh`, undefined until it is in), then cancelled all or none.
 */
export function useCancelConfirm(ids: readonly number[], fresh: readonly Reservation[] | undefined) {
  const cancel = useCancelReservation();
  // what was confirmed stays on screen while the cancellation runs and the lists refresh
  const [sent, setSent] = useState<Reservation[] | null>(null);
  const check = fresh ? recheckChosen(ids, fresh) : null;

  const execute = (onCancelled: (cancelled: Reservation[]) => void) => {
    if (!check) return;
    setSent(check.chosen);
    cancel.mutate(
      check.chosen.map((r) => r.yoyakuId),
      { onSuccess: ({ cancelled }) => onCancelled(cancelled), onError: () => setSent(null) },
    );
  };

  return {
    /** null until the fresh list is in */
    check,
    shown: sent ?? check?.chosen ?? [],
    busy: cancel.isPending || cancel.isSuccess,
    failure: cancel.error,
    execute,
  };
}
