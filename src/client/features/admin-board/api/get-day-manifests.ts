import { adminApi } from '@shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { whileRunning } from './live-refresh';

/** Every run's manifest of a day, or one run's (the print view); read again while a run of it is on the road. */
export function useDayManifests(date: string | null, runId?: number) {
  return useQuery({
    queryKey: queryKeys.admin.dayManifests(date, runId ?? null),
    queryFn: () => call(adminApi.getDayManifests, { date: date!, ...(runId ? { runId } : {}) }),
    enabled: date !== null,
    refetchInterval: (query) => whileRunning(query.state.data?.manifests.map((m) => m.run) ?? []),
    refetchIntervalInBackground: false,
  });
}
