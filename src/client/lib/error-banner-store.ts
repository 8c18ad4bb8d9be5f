import { useSyncExternalStore } from 'react';

/** The transport-level alert of SPEC.md §8, shown by the layouts above the screen. */
let current: string | null = null;
const listeners = new Set<() => void>();

export function showErrorBanner(message: string | null) {
  current = message;
  listeners.forEach((listener) => listener());
}

export function useErrorBanner(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
