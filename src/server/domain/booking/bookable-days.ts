import holidayJp from '@holiday-jp/holiday_jp';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';

/**
 * What the booking rules need to know of a school's calendar (PRODUCT.md §4 "Bookable days").
 * Every date is a Japan calendar date 'YYYY-MM-DD'; every time is Asia/Tokyo.
 */
export interface SchoolCalendar {
  /** weekdays the school is closed every week, 0 Sunday … 6 Saturday (default [0]) */
  closedWeekdays: number[];
  /** closed periods set by staff, both ends included, 'YYYY-MM-DD' */
  closures: { startDate: string; endDate: string }[];
  /** cut-off as minutes after midnight, Japan time, on the last business day before the ride (960 = 16:00) */
  cutoffMinutes: number;
  /** how many days after today the last bookable day may lie (today + horizonDays included) */
  horizonDays: number;
}

/**
 * How far back the search for a previous business day goes: a year. A calendar closed for longer
 * than that is a misconfiguration, and the rules must not loop forever on it.
 */
export const MAX_DAYS_BACK = 366;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `date` is a real calendar date written 'YYYY-MM-DD' ('2027-02-30' is not).
 * The rules below answer "not bookable" for anything else, so a forged date cannot slip through.
 */
export function isDateKey(date: string): boolean {
  return DATE_KEY.test(date) && addDays(date, 0) === date;
}

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

/**
 * Business day of the school (PRODUCT.md §4): not one of its closed weekdays, not a national holiday
 * and not inside one of its closed periods. `date` is a Japan date 'YYYY-MM-DD'.
 */
export function isBusinessDay(date: string, calendar: SchoolCalendar): boolean {
  if (!isDateKey(date)) return false;
  if (calendar.closedWeekdays.includes(weekdayOf(date))) return false;
  if (isNationalHoliday(date)) return false;
  return !calendar.closures.some((c) => c.startDate <= date && date <= c.endDate);
}

/**
 * The last business day strictly before `date` (SPEC.md §1: "if the previous day is a school holiday,
 * the deadline moves to the business day before that holiday"); closed weekdays, national holidays
 * and closed periods are skipped. Looks back at most {@link MAX_DAYS_BACK} days; when the school has
 * no business day in that year, the calendar day before `date` is returned so callers never loop or throw.
 */
export function lastBusinessDayBefore(date: string, calendar: SchoolCalendar): string {
  for (let back = 1; back <= MAX_DAYS_BACK; back++) {
    const candidate = addDays(date, -back);
    if (isBusinessDay(candidate, calendar)) return candidate;
  }
  return addDays(date, -1);
}

/**
 * The instant after which booking — and cancelling on the net — for the ride date `date` is closed:
 * `cutoffMinutes` (Japan time) on the last business day before `date` (PRODUCT.md §4, SPEC.md §9).
 * A booking is accepted while `now < deadline`; at the deadline itself it is refused.
 */
export function bookingDeadline(date: string, calendar: SchoolCalendar): Date {
  return japanInstant(lastBusinessDayBefore(date, calendar), calendar.cutoffMinutes);
}

/**
 * The days a learner may book at `now` (PRODUCT.md §4), in date order: business days D with
 * today < D ≤ today + horizonDays (today = the Japan date of `now`) and `now` before D's deadline.
 * Each comes with its deadline instant. Empty when nothing is bookable (the screens show code 309).
 */
export function bookableDays(now: Date, calendar: SchoolCalendar): { date: string; deadline: Date }[] {
  const today = japanDateKey(now);
  const days: { date: string; deadline: Date }[] = [];
  for (let ahead = 1; ahead <= calendar.horizonDays; ahead++) {
    const date = addDays(today, ahead);
    if (!isBusinessDay(date, calendar)) continue;
    const deadline = bookingDeadline(date, calendar);
    if (now < deadline) days.push({ date, deadline });
  }
  return days;
}

/**
 * Whether the ride date `date` ('YYYY-MM-DD', Japan) can be booked at `now`: the same rule as
 * {@link bookableDays}, for one date — the server re-checks it on every booking, whatever the
 * client sent (refusal 322 otherwise). Today and past dates are never bookable.
 */
export function isBookableDay(date: string, now: Date, calendar: SchoolCalendar): boolean {
  if (!isDateKey(date)) return false;
  const today = japanDateKey(now);
  if (date <= today || date > addDays(today, calendar.horizonDays)) return false;
  if (!isBusinessDay(date, calendar)) return false;
  return now < bookingDeadline(date, calendar);
}
