import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useRunWaitlist(runId: number) {
  return useQuery({
    queryKey: queryKeys.admin.runWaitlist(runId),
    queryFn: () => call(adminApi.getRunWaitlist, { runId }),
  });
}

export const reorderWaitlist = (runId: number, waitlistIds: number[]) =>
  call(adminApi.reorderWaitlist, { runId, waitlistIds });
