import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Loading } from '@client/components/ui/Loading';
import { createQueryClient } from '@client/lib/query-client';

/**
 * Every signed-in screen renders inside this lazily loaded shell: it brings the query cache, new
 * for each stay, so it is dropped when the learner lands on a login page (sign-out, 401/403).
 */
export default function SignedInShell() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}
