import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProviderInfo } from './fetch-school';

export const providerInfoQuery = (serviceCode: string | undefined) =>
  queryOptions({
    queryKey: ['provider', serviceCode ?? ''],
    queryFn: () => fetchProviderInfo(serviceCode),
    staleTime: Infinity,
  });

export function useProviderInfo(serviceCode: string | undefined) {
  return useQuery(providerInfoQuery(serviceCode));
}
