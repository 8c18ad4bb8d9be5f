import { adminApi } from '@shared/api/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { whileRunning } from './live-refresh';

export const runManifestQuery = (runId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.runManifest(runId),
    queryFn: () => call(adminApi.getRunManifest, { runId }),
  });

/** A run's manifest, read again every 20 s while the run is on the road (its boarding taps). */
export function useRunManifest(runId: number | null) {
  return useQuery({
    ...runManifestQuery(runId ?? 0),
    enabled: runId !== null,
    refetchInterval: (query) => whileRunning(query.state.data ? [query.state.data.run] : []),
    refetchIntervalInBackground: false,
  });
}
