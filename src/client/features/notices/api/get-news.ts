import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '@shared/schemas/notification';
import { callData } from '@client/lib/api-client';

export const newsQuery = queryOptions({
  queryKey: ['news'],
  queryFn: () => callData<Notice[]>('Notification/GetNews'),
});

export function useNews(enabled = true) {
  return useQuery({ ...newsQuery, enabled });
}
