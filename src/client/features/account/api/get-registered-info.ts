import { userApi } from '@shared/api/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const registeredInfoQuery = queryOptions({
  queryKey: queryKeys.registeredInfo,
  queryFn: () => call(userApi.getRegisteredInfo, {}),
});

export function useRegisteredInfo() {
  return useQuery(registeredInfoQuery);
}
