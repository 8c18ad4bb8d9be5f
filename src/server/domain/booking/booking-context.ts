import type { SiteOption } from '@shared/schemas/provider';
import type { Db } from '@server/db/client';
import { BusinessError } from '@server/domain/business-error';
import type { SchoolCalendar } from '@server/domain/school/calendar';
import {
  loadSchoolSettings,
  siteOptionsOf,
  type SchoolSettings,
  type TimetableUnit,
} from '@server/domain/school/school-settings';

/** The site options the booking endpoints obey (SPEC.md §3): search and extras flags, display times, approval area. */
export type BookingOptions = Pick<SiteOption, 'reservation' | 'reservationView' | 'busStopRegistredInfo'>;

/** Who is booking and under which school settings: read once per request. */
export interface BookingContext {
  schoolId: number;
  learnerId: number;
  calendar: SchoolCalendar;
  options: BookingOptions;
  timetableUnit: TimetableUnit;
  /** area code of points awaiting staff approval (busStopRegistredInfo.selectAreaMastRegisterBusStop) */
  approvalAreaCd: string;
}

/**
 * The booking context of a learner under school settings already read (for a request: those the
 * session query brought, so no further database work). A site that no longer exists is refused
 * with 105, as at sign-in.
 */
export function bookingContext(
  who: { schoolId: number; learnerId: number },
  settings: SchoolSettings,
): BookingContext {
  const options = siteOptionsOf(settings);
  if (!options) throw BusinessError.of('error', 105);
  return {
    schoolId: who.schoolId,
    learnerId: who.learnerId,
    calendar: settings.calendar,
    options,
    timetableUnit: settings.timetableUnit,
    approvalAreaCd: options.busStopRegistredInfo.selectAreaMastRegisterBusStop,
  };
}

/**
 * The same context for a school and site without a session (tools, the benchmark and tests).
 * A school or site that no longer exists is refused with 105.
 */
export async function loadBookingContext(
  db: Db,
  who: { schoolId: number; learnerId: number; site: string },
  now: Date,
): Promise<BookingContext> {
  const settings = await loadSchoolSettings(db, who, now);
  if (!settings) throw BusinessError.of('error', 105);
  return bookingContext(who, settings);
}
