import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseChosenIds } from '@client/features/reservation/components/cancel-selection';

/**
 * The ticked bookings of a cancel page. The tick itself is component state, so the checkbox
 * answers at once; the address (?ids=) mirrors it, so a reload or coming back from the confirm
 * page keeps the choice.
 */
export function useChosenIds() {
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState(() => new Set(parseChosenIds(params.get('ids'))));
  const toggle = (yoyakuId: number, checked: boolean, order: number[]) => {
    const next = new Set(chosen);
    if (checked) next.add(yoyakuId);
    else next.delete(yoyakuId);
    setChosen(next);
    const ids = order.filter((id) => next.has(id));
    setParams(ids.length > 0 ? { ids: ids.join(',') } : {}, { replace: true });
    return ids;
  };
  return { chosen, toggle };
}
