import { adminApi } from '@shared/api/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const runManifestQuery = (runId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.runManifest(runId),
    queryFn: () => call(adminApi.getRunManifest, { runId }),
  });

export function useRunManifest(runId: number | null) {
  return useQuery({ ...runManifestQuery(runId ?? 0), enabled: runId !== null });
}
