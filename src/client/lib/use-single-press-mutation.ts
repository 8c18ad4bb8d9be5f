import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';

/**
 * A write a button sends: each press is one write. A double tap lands before React disables the
 * button, so a `mutate` while the first is on its way is ignored. `onSettled` runs after either outcome.
 */
export function useSinglePressMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  onSettled: () => Promise<void>,
) {
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn,
    onSettled: async () => {
      inFlight.current = false;
      await onSettled();
    },
  });
  const mutate: typeof mutation.mutate = (...args) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}
