import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSiteOption } from './fetch-school';
import { queryKeys } from '@client/lib/query-keys';

export const siteOptionQuery = (serviceCode: string | undefined, site: string) =>
  queryOptions({
    queryKey: queryKeys.siteOption(serviceCode ?? '', site),
    queryFn: () => fetchSiteOption(serviceCode, site),
    staleTime: Infinity,
  });

/** The options of the session's site; nothing is asked before the session names its school. */
export function useSiteOption(serviceCode: string | undefined, site: string) {
  return useQuery({ ...siteOptionQuery(serviceCode, site), enabled: serviceCode !== undefined });
}
