import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@shared/api/admin';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.admin.apiTokens,
    queryFn: () => call(adminApi.listApiTokens, {}),
  });
}

export const createApiToken = (name: string) => call(adminApi.createApiToken, { name });

export const revokeApiToken = (tokenId: number) => call(adminApi.revokeApiToken, { tokenId });
