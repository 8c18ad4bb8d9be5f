import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisteredInfo } from '@shared/schemas/user';
import { callData } from '@client/lib/api-client';

export const registeredInfoQuery = queryOptions({
  queryKey: ['registered-info'],
  queryFn: () => callData<RegisteredInfo>('User/GetRegisteredInfo'),
});

export function useRegisteredInfo() {
  return useQuery(registeredInfoQuery);
}
