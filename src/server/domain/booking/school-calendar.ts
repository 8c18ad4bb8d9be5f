import { and, eq, gte, sql } from 'drizzle-orm';
import { siteOptionSchema, type SiteOption } from '@shared/schemas/provider';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { schoolClosures, schools, siteOptions } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { SchoolCalendar } from './bookable-days';

/**
 * How far back closures are loaded: the deadline of a date looks back for the previous business
 * day, and the reservation list may show bookings of the last weeks.
 */
const CLOSURE_LOOKBACK_DAYS = 120;

const bookingOptionsSchema = siteOptionSchema.pick({
  reservation: true,
  reservationView: true,
  busStopRegistredInfo: true,
});

/** The site options the booking endpoints obey (SPEC.md §3): search and extras flags, display times, approval area. */
export type BookingOptions = Pick<SiteOption, 'reservation' | 'reservationView' | 'busStopRegistredInfo'>;

/** Who is booking and under which school settings: read once per request. */
export interface BookingContext {
  schoolId: number;
  learnerId: number;
  calendar: SchoolCalendar;
  options: BookingOptions;
  /** 時限 or 部 (PRODUCT.md §4b) */
  timetableUnit: '時限' | '部';
  /** area code of points awaiting staff approval (busStopRegistredInfo.selectAreaMastRegisterBusStop) */
  approvalAreaCd: string;
}

function contextQuery(db: Db) {
  return db
    .select({
      closedWeekdays: schools.closedWeekdays,
      cutoffMinutes: schools.bookingCutoffMinutes,
      horizonDays: schools.bookingHorizonDays,
      timetableUnit: schools.timetableUnit,
      options: siteOptions.options,
      closures: sql<{ startDate: string; endDate: string }[]>`coalesce((
        select json_agg(json_build_object('startDate', ${schoolClosures.startDate}, 'endDate', ${schoolClosures.endDate}))
        from ${schoolClosures}
        where ${and(eq(schoolClosures.schoolId, schools.id), gte(schoolClosures.endDate, sql.placeholder('since')))}
      ), '[]'::json)`,
    })
    .from(schools)
    .innerJoin(
      siteOptions,
      and(eq(siteOptions.schoolId, schools.id), eq(siteOptions.site, sql.placeholder('site'))),
    )
    .where(eq(schools.id, sql.placeholder('schoolId')))
    .prepare('booking_context');
}

/** Every booking call reads the context first: prepared once per database handle. */
const prepared = new WeakMap<Db, ReturnType<typeof contextQuery>>();

/**
 * The school calendar (closed weekdays, closures from a few months back on, cut-off and
 * horizon) and the site options of the learner's session site, in one prepared query.
 * A site that no longer exists is refused with 105, as at sign-in.
 */
export async function loadBookingContext(
  db: Db,
  who: { schoolId: number; learnerId: number; site: string },
  now: Date,
): Promise<BookingContext> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = contextQuery(db)));
  const since = addDays(japanDateKey(now), -CLOSURE_LOOKBACK_DAYS);
  const [row] = await query.execute({ schoolId: who.schoolId, site: who.site, since });
  if (!row) throw BusinessError.of('error', 105);
  const options = bookingOptionsSchema.parse(row.options);
  return {
    schoolId: who.schoolId,
    learnerId: who.learnerId,
    calendar: {
      closedWeekdays: row.closedWeekdays,
      closures: row.closures,
      cutoffMinutes: row.cutoffMinutes,
      horizonDays: row.horizonDays,
    },
    options,
    timetableUnit: row.timetableUnit === '部' ? '部' : '時限',
    approvalAreaCd: options.busStopRegistredInfo.selectAreaMastRegisterBusStop,
  };
}
