import type { ProviderInfo } from '@shared/schemas/provider';
import type { School } from '@server/domain/school/site-option';

/** The public contact card of a school (SPEC.md §3 Provider). */
export function presentProvider(school: School): ProviderInfo {
  return {
    code: school.serviceCode,
    name: school.name,
    zipCode: school.zipCode,
    address1: school.address1,
    address2: school.address2,
    phoneNumber: school.phoneNumber,
    mailAddress: school.mailAddress,
    latitude: school.latitude,
    longitude: school.longitude,
    location: school.location,
  };
}
