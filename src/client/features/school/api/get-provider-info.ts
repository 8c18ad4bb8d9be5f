import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderInfo } from '@shared/schemas/provider';
import { callData } from '@client/lib/api-client';

export const providerInfoQuery = (serviceCode: string | undefined) =>
  queryOptions({
    queryKey: ['provider', serviceCode ?? ''],
    queryFn: () => callData<ProviderInfo>('Provider/GetProviderInfo', { serviceCode }),
    staleTime: Infinity,
  });

export function useProviderInfo(serviceCode: string | undefined) {
  return useQuery(providerInfoQuery(serviceCode));
}
