import holidayJp from '@holiday-jp/holiday_jp';
import { addDays, isDateKey } from '@shared/rules/japan-time';

/**
 * What the date rules need to know of a school's calendar (PRODUCT.md §4 "Bookable days").
 * Every date is a Japan calendar date 'YYYY-MM-DD'; every time is Asia/Tokyo.
 */
export interface SchoolCalendar {
  /** weekdays the school is closed every week, 0 Sunday … 6 Saturday (default [0]) */
  closedWeekdays: number[];
  /** closed periods set by staff, both ends included, 'YYYY-MM-DD' */
  closures: { startDate: string; endDate: string }[];
  /** national holidays or closed weekdays on which the school opens all the same ('YYYY-MM-DD') */
  openings: string[];
  /** cut-off as minutes after midnight, Japan time, on the last business day before the ride (960 = 16:00) */
  cutoffMinutes: number;
  /** how many days after today the last bookable day may lie (today + horizonDays included) */
  horizonDays: number;
  /** plan release as minutes after midnight, Japan time, on the cut-off day (1080 = 18:00) */
  planReleaseMinutes: number;
}

/** The part of the calendar that decides business days (run generation needs no cut-off). */
export type BusinessDayCalendar = Pick<SchoolCalendar, 'closedWeekdays' | 'closures' | 'openings'>;

/**
 * How far back the search for a previous business day goes: a year. A calendar closed for longer
 * than that is a misconfiguration, and the rules must not loop forever on it.
 */
export const MAX_DAYS_BACK = 366;

/** Day of the week of a Japan date key, 0 Sunday … 6 Saturday; independent of the host's TZ. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * Whether `date` is a Japanese national holiday (including substitute and citizens' holidays) per
 * `@holiday-jp/holiday_jp`. Looked up by the date key itself, never through a `Date`, so the host's
 * time zone cannot shift the day.
 */
export function isNationalHoliday(date: string): boolean {
  return Object.hasOwn(holidayJp.holidays, date);
}

/** The name of the national holiday on `date` (元日, 振替休日…), or null on any other day. */
export function nationalHolidayName(date: string): string | null {
  return isNationalHoliday(date)
    ? (holidayJp.holidays as Record<string, { name: string }>)[date]!.name
    : null;
}

/**
 * Business day of the school (PRODUCT.md §3, §4): not inside one of its closed periods, and either
 * opened by the school for that date or neither one of its closed weekdays nor a national holiday
 * (many driving schools teach through Golden Week). `date` is a Japan date 'YYYY-MM-DD'.
 */
export function isBusinessDay(date: string, calendar: BusinessDayCalendar): boolean {
  if (!isDateKey(date)) return false;
  if (calendar.closures.some((c) => c.startDate <= date && date <= c.endDate)) return false;
  if (calendar.openings.includes(date)) return true;
  return !calendar.closedWeekdays.includes(weekdayOf(date)) && !isNationalHoliday(date);
}

/** The nearest business day strictly after (step 1) or before (step -1) `date`; `date ± 1` when a whole year has none. */
function nearestBusinessDay(date: string, step: 1 | -1, calendar: BusinessDayCalendar): string {
  for (let days = 1; days <= MAX_DAYS_BACK; days++) {
    const candidate = addDays(date, step * days);
    if (isBusinessDay(candidate, calendar)) return candidate;
  }
  return addDays(date, step);
}

/**
 * The last business day strictly before `date` (SPEC.md §1: "if the previous day is a school holiday,
 * the deadline moves to the business day before that holiday"); closed weekdays, national holidays
 * and closed periods are skipped. Looks back at most {@link MAX_DAYS_BACK} days; when the school has
 * no business day in that year, the calendar day before `date` is returned so callers never loop or throw.
 */
export function lastBusinessDayBefore(date: string, calendar: BusinessDayCalendar): string {
  return nearestBusinessDay(date, -1, calendar);
}

/** The first business day strictly after `date`, by the same rules and bound as {@link lastBusinessDayBefore}. */
export function firstBusinessDayAfter(date: string, calendar: BusinessDayCalendar): string {
  return nearestBusinessDay(date, 1, calendar);
}
