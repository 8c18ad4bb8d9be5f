import { QueryClient } from '@tanstack/react-query';

/**
 * A fresh cache for each signed-in stay (the signed-in shell creates one when it mounts), so no
 * data of one learner outlives sign-out. Transport errors are handled once in the API client,
 * so queries never retry on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
