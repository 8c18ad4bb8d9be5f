import { QueryClient } from '@tanstack/react-query';

/**
 * A fresh cache for each signed-in stay (the signed-in shell creates one when it mounts), so no
 * data of one learner outlives sign-out. Transport errors are handled once in the API client,
 * so queries never retry on their own. Writes are sent even when the browser says it is offline
 * (TanStack's default pauses them): the API client's time-out and network error then tell the
 * screen at once, instead of a button that says "sending" for ever and a write that goes out
 * later, after the learner has left the page. Reads too: a screen opened offline says at once that
 * the connection is the problem, with a retry, instead of a skeleton that waits for the network.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
