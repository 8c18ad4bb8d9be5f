import type { MapTiles, ProviderInfo, SiteOption } from '@shared/schemas/provider';
import { timetableUnitOf } from '@server/domain/school/school-settings';
import type { School, StoredSiteOptions } from '@server/domain/school/site-option';

const pad = (n: number) => String(n).padStart(2, '0');

/** Site options of (school, site) with the school settings the screens show (PRODUCT.md §3). */
export function presentSiteOption(
  school: School,
  site: string,
  options: StoredSiteOptions,
  mapTiles: MapTiles,
): SiteOption {
  return {
    ...options,
    site,
    mapTiles,
    school: {
      bookingCutoff: `${pad(Math.floor(school.bookingCutoffMinutes / 60))}:${pad(school.bookingCutoffMinutes % 60)}`,
      bookingHorizonDays: school.bookingHorizonDays,
      timetableUnit: timetableUnitOf(school.timetableUnit),
    },
  };
}

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
