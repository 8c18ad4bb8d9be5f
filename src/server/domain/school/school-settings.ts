import { and, eq, gte, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { schoolClosures, schools, siteOptions } from '@server/db/schema';
import type { SchoolCalendar } from './calendar';

/**
 * What the learner endpoints need of the school and of the session's site: read in the same
 * round trip as the session (or by {@link loadSchoolSettings} where there is none).
 */
export interface SchoolSettings {
  calendar: SchoolCalendar;
  /** schools.timetable_unit as stored (時限 or 部) */
  timetableUnit: string;
  /**
   * The stored options of the site as JSON text, validated where they are used (memoised per
   * text); null when the site no longer exists.
   */
  siteOptions: string | null;
}

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

/**
 * The select columns of the settings, for a query that joins `schools` and left-joins the site's
 * `site_options` row; the closures need the placeholder `since` ({@link closureWindowStart}).
 * Read back with {@link schoolSettingsOf}.
 */
export const schoolSettingsColumns = {
  closedWeekdays: schools.closedWeekdays,
  cutoffMinutes: schools.bookingCutoffMinutes,
  horizonDays: schools.bookingHorizonDays,
  timetableUnit: schools.timetableUnit,
  closures: closuresSince(schools.id, sql.placeholder('since')),
  siteOptions: sql<string | null>`${siteOptions.options}::text`,
};

/** A row as {@link schoolSettingsColumns} select it. */
interface SettingsRow {
  closedWeekdays: number[];
  cutoffMinutes: number;
  horizonDays: number;
  timetableUnit: string;
  closures: SchoolCalendar['closures'];
  siteOptions: string | null;
}

/** The one mapping of a row selected with {@link schoolSettingsColumns} to the settings. */
export function schoolSettingsOf(row: SettingsRow): SchoolSettings {
  return {
    calendar: {
      closedWeekdays: row.closedWeekdays,
      closures: row.closures,
      cutoffMinutes: row.cutoffMinutes,
      horizonDays: row.horizonDays,
    },
    timetableUnit: row.timetableUnit,
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
