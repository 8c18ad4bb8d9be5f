import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const netReleaseCourseQuery = queryOptions({
  queryKey: queryKeys.netReleaseCourse,
  queryFn: () => call(reservationApi.getNetReleaseCourse, {}),
  staleTime: 5 * 60_000,
});

export function useNetReleaseCourse(enabled = true) {
  return useQuery({ ...netReleaseCourseQuery, enabled });
}
