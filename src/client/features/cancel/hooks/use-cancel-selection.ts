import type { Reservation } from '@shared/schemas/reservation';
import { withChosenIds } from '@client/config/paths';
import { useTickSelection } from '@client/lib/use-tick-selection';
import { cancellableOf, parseChosenIds } from '../utils/cancel-selection';

/**
 * The cancel selection of both areas (SPEC.md §4): the bookings that can still be cancelled,
 * the ticked ones, and "next" that goes to `confirmPath` with them or warns that none is ticked.
 */
export function useCancelSelection(list: readonly Reservation[] | undefined, confirmPath: string) {
  const candidates = list ? cancellableOf(list) : [];
  const ticks = useTickSelection(
    candidates.map((r) => r.yoyakuId),
    { parse: parseChosenIds, confirmHref: (ids) => withChosenIds(confirmPath, ids) },
  );
  return { candidates, ...ticks };
}
