import { providerApi } from '@shared/api/provider';
import { call } from '@client/lib/api-client';

/** Plain fetchers, shared by the sign-in screens (no query cache there) and the cached hooks. */
export const fetchProviderInfo = (serviceCode: string | undefined) =>
  call(providerApi.getProviderInfo, { serviceCode });

export const fetchSiteOption = (serviceCode: string | undefined, site: string) =>
  call(providerApi.getSiteOption, { serviceCode, site });
