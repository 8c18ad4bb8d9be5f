import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import { useTickSelection } from '@client/lib/use-tick-selection';
import { parseChosenPoints, withChosenPoints } from '../utils/point-hrefs';

/**
 * The edit list's ticks (SPEC.md §5 delete): only points that may be deleted count; 削除 goes to
 * `confirmPath` with them or warns (46) that none is ticked.
 */
export function usePointSelection(categories: readonly PointCategory[] | undefined, confirmPath: string) {
  const order = (categories ?? []).flatMap((c) =>
    c.busStopList.filter((p) => p.isDeletable).map((p) => p.busStopCd),
  );
  const ticks = useTickSelection(order, {
    parse: parseChosenPoints,
    confirmHref: (ids) => withChosenPoints(confirmPath, ids),
  });
  return { ...ticks, anyDeletable: order.length > 0 };
}
