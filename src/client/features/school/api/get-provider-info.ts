import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProviderInfo } from './fetch-school';
import { queryKeys } from '@client/lib/query-keys';

export const providerInfoQuery = (serviceCode: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.provider(serviceCode ?? ''),
    queryFn: () => fetchProviderInfo(serviceCode),
    staleTime: Infinity,
  });

/** The school of the session; nothing is asked before the session names it. */
export function useProviderInfo(serviceCode: string | undefined) {
  return useQuery({ ...providerInfoQuery(serviceCode), enabled: serviceCode !== undefined });
}
