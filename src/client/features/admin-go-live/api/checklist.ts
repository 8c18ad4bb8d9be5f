import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Asked again on every visit of the home screen: staff come back to it after each step. */
export function useGoLiveChecklist(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.goLive,
    queryFn: () => call(adminApi.getGoLiveChecklist, {}),
    enabled,
    staleTime: 0,
  });
}
