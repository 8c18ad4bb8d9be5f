import { QueryClient } from '@tanstack/react-query';

/** Transport errors are handled once in the API client, so queries never retry on their own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
