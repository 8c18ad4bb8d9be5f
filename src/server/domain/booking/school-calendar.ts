import { and, eq, gte, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import { siteOptionSchema, type SiteOption } from '@shared/schemas/provider';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { schoolClosures, schools, siteOptions } from '@server/db/schema';
import type { SessionLearner, SessionSettings } from '@server/domain/auth/session-store';
import { BusinessError } from '@server/domain/business-error';
import type { SchoolCalendar } from './bookable-days';

/**
 * How far back closures are loaded: the deadline of a date looks back for the previous business
 * day, and the reservation list may show bookings of the last weeks.
 */
const CLOSURE_LOOKBACK_DAYS = 120;

/** The first day whose closures a request needs ('YYYY-MM-DD', Japan time). */
export const closureWindowStart = (now: Date) => addDays(japanDateKey(now), -CLOSURE_LOOKBACK_DAYS);

/**
 * The school's closures ending on or after `since`, aggregated into one JSON array, so that they
 * travel in the same row as the rest of the school (the session query and {@link loadBookingContext}).
 */
export function closuresSince(schoolId: AnyColumn, since: Placeholder) {
  return sql<SchoolCalendar['closures']>`coalesce((
    select json_agg(json_build_object('startDate', ${schoolClosures.startDate}, 'endDate', ${schoolClosures.endDate}))
    from ${schoolClosures}
    where ${and(eq(schoolClosures.schoolId, schoolId), gte(schoolClosures.endDate, since))}
  ), '[]'::json)`;
}

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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Parsed and validated booking options by their stored JSON text. Parsing is a pure function of
 * the text, so this is memoisation, never a stale copy: an edited option is another text. Bounded,
 * since the deployment holds a handful of sites; the shared objects are frozen.
 */
const parsedOptions = new Map<string, BookingOptions>();
const PARSED_OPTIONS_LIMIT = 64;

function bookingOptionsOf(text: string): BookingOptions {
  let options = parsedOptions.get(text);
  if (!options) {
    options = deepFreeze(bookingOptionsSchema.parse(JSON.parse(text)));
    if (parsedOptions.size >= PARSED_OPTIONS_LIMIT) parsedOptions.clear();
    parsedOptions.set(text, options);
  }
  return options;
}

/** The context from school settings already read; a site that no longer exists is refused with 105, as at sign-in. */
function contextFrom(
  who: { schoolId: number; learnerId: number },
  settings: SessionSettings,
): BookingContext {
  if (settings.siteOptions === null) throw BusinessError.of('error', 105);
  const options = bookingOptionsOf(settings.siteOptions);
  return {
    schoolId: who.schoolId,
    learnerId: who.learnerId,
    calendar: settings.calendar,
    options,
    timetableUnit: settings.timetableUnit === '部' ? '部' : '時限',
    approvalAreaCd: options.busStopRegistredInfo.selectAreaMastRegisterBusStop,
  };
}

/**
 * The booking context of a request: the school calendar (closed weekdays, closures from a few
 * months back on, cut-off and horizon) and the site options of the learner's session site, as
 * the session query read them — no further database work.
 */
export function bookingContextOf(learner: SessionLearner): BookingContext {
  return contextFrom(learner, learner.settings);
}

function contextQuery(db: Db) {
  return db
    .select({
      closedWeekdays: schools.closedWeekdays,
      cutoffMinutes: schools.bookingCutoffMinutes,
      horizonDays: schools.bookingHorizonDays,
      timetableUnit: schools.timetableUnit,
      closures: closuresSince(schools.id, sql.placeholder('since')),
      siteOptions: sql<string | null>`${siteOptions.options}::text`,
    })
    .from(schools)
    .leftJoin(
      siteOptions,
      and(eq(siteOptions.schoolId, schools.id), eq(siteOptions.site, sql.placeholder('site'))),
    )
    .where(eq(schools.id, sql.placeholder('schoolId')))
    .prepare('booking_context');
}

const prepared = new WeakMap<Db, ReturnType<typeof contextQuery>>();

/**
 * The same context for a school and site without a session (tools, the benchmark and tests):
 * one prepared query. A school or site that no longer exists is refused with 105.
 */
export async function loadBookingContext(
  db: Db,
  who: { schoolId: number; learnerId: number; site: string },
  now: Date,
): Promise<BookingContext> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = contextQuery(db)));
  const [row] = await query.execute({
    schoolId: who.schoolId,
    site: who.site,
    since: closureWindowStart(now),
  });
  if (!row) throw BusinessError.of('error', 105);
  return contextFrom(who, {
    calendar: {
      closedWeekdays: row.closedWeekdays,
      closures: row.closures,
      cutoffMinutes: row.cutoffMinutes,
      horizonDays: row.horizonDays,
    },
    timetableUnit: row.timetableUnit,
    siteOptions: row.siteOptions,
  });
}
