import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import { parseChosenPoints, withChosenPoints } from '../utils/point-hrefs';

/**
 * The edit list's ticks (SPEC.md §5 delete): only points that may be deleted count; 削除 goes to
 * `confirmPath` with them or warns (46) that none is ticked. The address (?ids=) mirrors the
 * ticks, so coming back from the confirm page keeps them.
 */
export function usePointSelection(categories: readonly PointCategory[] | undefined, confirmPath: string) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(() => new Set(parseChosenPoints(params.get('ids'))));
  const [warning, setWarning] = useState(false);
  const order = (categories ?? []).flatMap((c) =>
    c.busStopList.filter((p) => p.isDeletable).map((p) => p.busStopCd),
  );
  const chosenIds = order.filter((cd) => chosen.has(cd));

  const onToggle = (busStopCd: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(busStopCd);
    else next.delete(busStopCd);
    setChosen(next);
    const ids = order.filter((cd) => next.has(cd));
    setParams(ids.length > 0 ? { ids: ids.join(',') } : {}, { replace: true });
    if (ids.length > 0) setWarning(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenIds.length === 0) {
      setWarning(true);
      return;
    }
    navigate(withChosenPoints(confirmPath, chosenIds));
  };
  return { selection: { chosen, onToggle }, warning, anyDeletable: order.length > 0, submit };
}
