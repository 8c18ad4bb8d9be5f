import { providerApi } from '@shared/api/provider';
import { call } from '@client/lib/api-client';
import { rememberSchool } from '@client/lib/last-school';

/** Plain fetchers, shared by the sign-in screens (no query cache there) and the cached hooks. */
export const fetchProviderInfo = async (serviceCode: string | undefined) => {
  const info = await call(providerApi.getProviderInfo, { serviceCode });
  // a page that later cannot load still names the school (lib/last-school.ts)
  rememberSchool({ serviceCode: serviceCode ?? '', name: info.name, phoneNumber: info.phoneNumber });
  return info;
};

export const fetchSiteOption = (serviceCode: string | undefined, site: string) =>
  call(providerApi.getSiteOption, { serviceCode, site });
