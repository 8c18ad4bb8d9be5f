import { and, eq, gte, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { schoolClosures, schoolOpenings, schools, siteOptions } from '@server/db/schema';
import type { SchoolCalendar } from './calendar';
import { storedOptionsSchema, type StoredSiteOptions } from './site-option';

/**
 * What the learner endpoints need of the school and of the session's site: read in the same
 * round trip as the session (or by {@link loadSchoolSettings} where there is none).
 */
export interface SchoolSettings {
  calendar: SchoolCalendar;
  /** what the school calls a class period (PRODUCT.md §4b) */
  timetableUnit: TimetableUnit;
  /**
   * The stored options of the site as JSON text, validated where they are used (memoised per
   * text); null when the site no longer exists.
   */
  siteOptions: string | null;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Parsed and validated site options by their stored JSON text. Parsing is a pure function of the
 * text, so this is memoisation, never a stale copy: an edited option is another text. Bounded,
 * since the deployment holds a handful of sites; the shared objects are frozen.
 */
const parsedOptions = new Map<string, StoredSiteOptions>();
const PARSED_OPTIONS_LIMIT = 64;

/** The options of the settings' site, parsed once per distinct text; null when the site no longer exists. */
export function siteOptionsOf(settings: SchoolSettings): StoredSiteOptions | null {
  const text = settings.siteOptions;
  if (text === null) return null;
  let options = parsedOptions.get(text);
  if (!options) {
    options = deepFreeze(storedOptionsSchema.parse(JSON.parse(text)));
    if (parsedOptions.size >= PARSED_OPTIONS_LIMIT) parsedOptions.clear();
    parsedOptions.set(text, options);
  }
  return options;
}

/** 時限 or 部: what a school calls its class periods. */
export type TimetableUnit = '時限' | '部';

/** The unit as stored (free text in schools.timetable_unit); anything but 部 reads as 時限. */
export const timetableUnitOf = (stored: string): TimetableUnit => (stored === '部' ? '部' : '時限');

/**
 * How far back closures are loaded: the deadline of a date looks back for the previous business
 * day, and the reservation list may show bookings of the last weeks.
 */
const CLOSURE_LOOKBACK_DAYS = 120;

/** The first day whose closures a request needs ('YYYY-MM-DD', Japan time). */
export const closureWindowStart = (now: Date) => addDays(japanDateKey(now), -CLOSURE_LOOKBACK_DAYS);

/**
 * The school's closures ending on or after `since`, aggregated into one JSON array so that they
 * travel in the same row as the rest of the settings.
 */
function closuresSince(schoolId: AnyColumn, since: Placeholder) {
  return sql<SchoolCalendar['closures']>`coalesce((
    select json_agg(json_build_object('startDate', ${schoolClosures.startDate}, 'endDate', ${schoolClosures.endDate}))
    from ${schoolClosures}
    where ${and(eq(schoolClosures.schoolId, schoolId), gte(schoolClosures.endDate, since))}
  ), '[]'::json)`;
}

/** The dates on or after `since` that the school opens although closed by weekday or holiday, as one JSON array. */
function openingsSince(schoolId: AnyColumn, since: Placeholder) {
  return sql<SchoolCalendar['openings']>`coalesce((
    select json_agg(${schoolOpenings.date} order by ${schoolOpenings.date})
    from ${schoolOpenings}
    where ${and(eq(schoolOpenings.schoolId, schoolId), gte(schoolOpenings.date, since))}
  ), '[]'::json)`;
}

/**
 * The select columns of the settings, for a query that joins `schools` and left-joins the site's
 * `site_options` row; the closures need the placeholder `since` ({@link closureWindowStart}).
 * Read back with {@link schoolSettingsOf}.
 */
const calendarColumns = {
  closedWeekdays: schools.closedWeekdays,
  cutoffMinutes: schools.bookingCutoffMinutes,
  horizonDays: schools.bookingHorizonDays,
  planReleaseMinutes: schools.planReleaseMinutes,
  closures: closuresSince(schools.id, sql.placeholder('since')),
  openings: openingsSince(schools.id, sql.placeholder('since')),
};

export const schoolSettingsColumns = {
  ...calendarColumns,
  timetableUnit: schools.timetableUnit,
  siteOptions: sql<string | null>`${siteOptions.options}::text`,
};

/** A row as {@link schoolSettingsColumns} select it. */
interface SettingsRow extends SchoolCalendar {
  timetableUnit: string;
  siteOptions: string | null;
}

const calendarOf = (row: SchoolCalendar): SchoolCalendar => ({
  closedWeekdays: row.closedWeekdays,
  closures: row.closures,
  openings: row.openings,
  cutoffMinutes: row.cutoffMinutes,
  horizonDays: row.horizonDays,
  planReleaseMinutes: row.planReleaseMinutes,
});

/** The one mapping of a row selected with {@link schoolSettingsColumns} to the settings. */
export function schoolSettingsOf(row: SettingsRow): SchoolSettings {
  return {
    calendar: calendarOf(row),
    timetableUnit: timetableUnitOf(row.timetableUnit),
    siteOptions: row.siteOptions,
  };
}

function settingsQuery(db: Db) {
  return db
    .select(schoolSettingsColumns)
    .from(schools)
    .leftJoin(
      siteOptions,
      and(eq(siteOptions.schoolId, schools.id), eq(siteOptions.site, sql.placeholder('site'))),
    )
    .where(eq(schools.id, sql.placeholder('schoolId')))
    .prepare('school_settings');
}

const prepared = new WeakMap<Db, ReturnType<typeof settingsQuery>>();

/**
 * The settings of a school and site without a session (tools, the benchmark and tests): one
 * prepared query; null when the school does not exist.
 */
export async function loadSchoolSettings(
  db: Db,
  where: { schoolId: number; site: string },
  now: Date,
): Promise<SchoolSettings | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = settingsQuery(db)));
  const [row] = await query.execute({ ...where, since: closureWindowStart(now) });
  return row ? schoolSettingsOf(row) : null;
}

function calendarQuery(db: Db) {
  return db
    .select(calendarColumns)
    .from(schools)
    .where(eq(schools.id, sql.placeholder('schoolId')))
    .prepare('school_calendar');
}

const preparedCalendar = new WeakMap<Db, ReturnType<typeof calendarQuery>>();

/**
 * The calendar of a school (closed weekdays, closures from a few months back on, cut-off and
 * horizon) for work without a site, such as run generation; null when the school does not exist.
 */
export async function loadSchoolCalendar(
  db: Db,
  schoolId: number,
  now: Date,
): Promise<SchoolCalendar | null> {
  let query = preparedCalendar.get(db);
  if (!query) preparedCalendar.set(db, (query = calendarQuery(db)));
  const [row] = await query.execute({ schoolId, since: closureWindowStart(now) });
  return row ? calendarOf(row) : null;
}
