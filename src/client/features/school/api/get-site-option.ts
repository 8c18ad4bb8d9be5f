import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSiteOption } from './fetch-school';

export const siteOptionQuery = (serviceCode: string | undefined, site: string) =>
  queryOptions({
    queryKey: ['site-option', serviceCode ?? '', site],
    queryFn: () => fetchSiteOption(serviceCode, site),
    staleTime: Infinity,
  });

export function useSiteOption(serviceCode: string | undefined, site: string) {
  return useQuery(siteOptionQuery(serviceCode, site));
}
