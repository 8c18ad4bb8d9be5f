import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';

/**
 * A write a button sends: each press is one write. A double tap lands before React disables the
 * button, so a `mutate` while the first is on its way is ignored. `onSettled` runs after either
 * outcome. `leavesAfter(data)` says a success takes the learner off the page: the press then stays
 * spent (`busy` stays true), since the button is pressable again before the page changes; a failure
 * always frees it for another try.
 */
export function useSinglePressMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  onSettled: () => Promise<void>,
  leavesAfter: (data: TData) => boolean = () => false,
) {
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn,
    onSettled: async (data, error) => {
      if (error || data === undefined || !leavesAfter(data)) inFlight.current = false;
      await onSettled();
    },
  });
  const mutate: typeof mutation.mutate = (...args) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(...args);
  };
  const busy = mutation.isPending || (mutation.isSuccess && leavesAfter(mutation.data));
  return { ...mutation, mutate, busy };
}
