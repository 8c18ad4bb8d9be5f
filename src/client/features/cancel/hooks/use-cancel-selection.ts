import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Reservation } from '@shared/schemas/reservation';
import { withChosenIds } from '@client/config/paths';
import { cancellableOf, parseChosenIds } from '../utils/cancel-selection';

/**
 * The cancel selection of both areas (SPEC.md §4): the bookings that can still be cancelled,
 * the ticked ones, and "next" that goes to `confirmPath` with them or warns that none is ticked.
 * A tick is component state, so the checkbox answers at once; the address (?ids=) mirrors it, so
 * a reload or coming back from the confirm page keeps the choice.
 */
export function useCancelSelection(list: readonly Reservation[] | undefined, confirmPath: string) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(() => new Set(parseChosenIds(params.get('ids'))));
  const [warning, setWarning] = useState(false);
  const candidates = list ? cancellableOf(list) : [];
  const order = candidates.map((r) => r.yoyakuId);
  const chosenIds = order.filter((id) => chosen.has(id));

  const onToggle = (yoyakuId: number, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(yoyakuId);
    else next.delete(yoyakuId);
    setChosen(next);
    const ids = order.filter((id) => next.has(id));
    setParams(ids.length > 0 ? { ids: ids.join(',') } : {}, { replace: true });
    if (ids.length > 0) setWarning(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenIds.length === 0) {
      setWarning(true);
      return;
    }
    navigate(withChosenIds(confirmPath, chosenIds));
  };

  return { candidates, selection: { chosen, onToggle }, warning, submit };
}
