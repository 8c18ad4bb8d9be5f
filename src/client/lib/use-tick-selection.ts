import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * A list's ticks that lead to a confirm page: `order` holds the ids that may be ticked, in list
 * order; submit goes to `confirmHref` with the ticked ones or warns that none is ticked. A tick is
 * component state, so the checkbox answers at once; the address (?ids=) mirrors it, so a reload
 * or coming back from the confirm page keeps the choice.
 */
export function useTickSelection<Id extends string | number>(
  order: readonly Id[],
  { parse, confirmHref }: { parse: (value: string | null) => Id[]; confirmHref: (ids: Id[]) => string },
) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(() => new Set(parse(params.get('ids'))));
  const [warning, setWarning] = useState(false);
  const chosenIds = order.filter((id) => chosen.has(id));

  const onToggle = (id: Id, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    setChosen(next);
    const ids = order.filter((other) => next.has(other));
    setParams(ids.length > 0 ? { ids: ids.join(',') } : {}, { replace: true });
    if (ids.length > 0) setWarning(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenIds.length === 0) {
      setWarning(true);
      return;
    }
    navigate(confirmHref(chosenIds));
  };
  return { selection: { chosen, onToggle }, warning, submit };
}
