import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const netReleaseAreaQuery = queryOptions({
  queryKey: queryKeys.netReleaseArea,
  queryFn: () => call(reservationApi.getNetReleaseArea, {}),
  staleTime: 5 * 60_000,
});

export function useNetReleaseArea(enabled = true) {
  return useQuery({ ...netReleaseAreaQuery, enabled });
}
