import { useSyncExternalStore } from 'react';

/**
 * How many waits the learner is in right now: API calls and screens' code on their way. The
 * progress bar (components/ui/ProgressBar) shows while this stays above zero long enough.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Counts one wait until the returned function is called (a second call does nothing). */
export function beginBusy(): () => void {
  inFlight += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    notify();
  };
}

export const isBusy = (): boolean => inFlight > 0;

export function useBusy(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, isBusy);
}
