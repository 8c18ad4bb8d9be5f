import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@shared/schemas/bus-stop';
import { callData } from '@client/lib/api-client';

export const netReleaseCourseQuery = queryOptions({
  queryKey: ['net-release-course'],
  queryFn: () => callData<Course[]>('Reservation/GetNetReleaseCourse'),
  staleTime: 5 * 60_000,
});

export function useNetReleaseCourse(enabled = true) {
  return useQuery({ ...netReleaseCourseQuery, enabled });
}
