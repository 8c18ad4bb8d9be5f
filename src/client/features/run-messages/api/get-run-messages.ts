import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const runMessagesQuery = queryOptions({
  queryKey: queryKeys.runMessages,
  queryFn: () => call(reservationApi.getRunMessages, {}),
});

export function useRunMessages(enabled = true) {
  return useQuery({ ...runMessagesQuery, enabled });
}
