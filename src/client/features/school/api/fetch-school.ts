import type { ProviderInfo, SiteOption } from '@shared/schemas/provider';
import { callData } from '@client/lib/api-client';

/** Plain fetchers, shared by the sign-in screens (no query cache there) and the cached hooks. */
export const fetchProviderInfo = (serviceCode: string | undefined) =>
  callData<ProviderInfo>('Provider/GetProviderInfo', { serviceCode });

export const fetchSiteOption = (serviceCode: string | undefined, site: string) =>
  callData<SiteOption>('Provider/GetSiteOption', { serviceCode, site });
