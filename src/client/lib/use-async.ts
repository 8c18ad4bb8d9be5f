import { useEffect, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * Runs a fetcher when its key changes. Only the sign-in screens use it: they must stay small
 * (the /sp/login budget), so TanStack Query loads with the signed-in screens instead.
 */
export function useAsync<T>(key: string, run: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T> & { key: string | null }>({
    key: null,
    data: undefined,
    error: undefined,
    isPending: true,
  });
  useEffect(() => {
    let current = true;
    run().then(
      (data) => current && setState({ key, data, error: undefined, isPending: false }),
      (error: unknown) => current && setState({ key, data: undefined, error, isPending: false }),
    );
    return () => {
      current = false;
    };
    // `run` is recreated on every render; `key` says when it really changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { data: undefined, error: undefined, isPending: true };
}
