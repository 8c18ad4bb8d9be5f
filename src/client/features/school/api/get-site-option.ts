import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteOption } from '@shared/schemas/provider';
import { callData } from '@client/lib/api-client';

export const siteOptionQuery = (serviceCode: string | undefined, site: string) =>
  queryOptions({
    queryKey: ['site-option', serviceCode ?? '', site],
    queryFn: () => callData<SiteOption>('Provider/GetSiteOption', { serviceCode, site }),
    staleTime: Infinity,
  });

export function useSiteOption(serviceCode: string | undefined, site: string) {
  return useQuery(siteOptionQuery(serviceCode, site));
}
