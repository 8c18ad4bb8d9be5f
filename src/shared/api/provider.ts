import { endpoint } from './endpoint';
import { providerInfoSchema, providerRequestSchema, siteOptionSchema } from '../schemas/provider';

export const providerApi = {
  getProviderInfo: endpoint({
    path: 'Provider/GetProviderInfo',
    access: 'public',
    body: providerRequestSchema,
    response: providerInfoSchema,
    summary: 'School contact card',
  }),
  getSiteOption: endpoint({
    path: 'Provider/GetSiteOption',
    access: 'public',
    body: providerRequestSchema,
    response: siteOptionSchema,
    summary: 'Site options of (serviceCode, site)',
  }),
};
