import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RunManifest } from '@shared/schemas/admin-board';
import { callData } from '@client/lib/api-client';

export const runManifestQuery = (runId: number) =>
  queryOptions({
    queryKey: ['admin', 'run-manifest', runId],
    queryFn: () => callData<RunManifest>('Admin/GetRunManifest', { runId }),
  });

export function useRunManifest(runId: number | null) {
  return useQuery({ ...runManifestQuery(runId ?? 0), enabled: runId !== null });
}
