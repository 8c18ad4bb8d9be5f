import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@shared/schemas/bus-stop';
import { callData } from '@client/lib/api-client';

export const netReleaseAreaQuery = queryOptions({
  queryKey: ['net-release-area'],
  queryFn: () => callData<Area[]>('Reservation/GetNetReleaseArea'),
  staleTime: 5 * 60_000,
});

export function useNetReleaseArea(enabled = true) {
  return useQuery({ ...netReleaseAreaQuery, enabled });
}
