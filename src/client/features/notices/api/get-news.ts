import { notificationApi } from '@shared/api/notification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const newsQuery = queryOptions({
  queryKey: queryKeys.news,
  queryFn: () => call(notificationApi.getNews, {}),
});

export function useNews(enabled = true) {
  return useQuery({ ...newsQuery, enabled });
}
