import holidayJp from '@holiday-jp/holiday_jp';

/** A closed period of the school, both ends included, Japan dates 'YYYY-MM-DD'. */
export interface Closure {
  startDate: string;
  endDate: string;
}

/** Day of the week of a Japan date key, 0 = Sunday. */
export function weekdayOf(dateKey: string): number {
  return new Date(`${dateKey}T00:00:00Z`).getUTCDay();
}

/** Whole days since 1970-01-01 of a Japan date key; a stable seed for the demo's day-to-day variety. */
export function dayNumber(dateKey: string): number {
  return Math.round(Date.parse(`${dateKey}T00:00:00Z`) / 86_400_000);
}

export function isNationalHoliday(dateKey: string): boolean {
  return holidayJp.isHoliday(dateKey);
}

/**
 * Business day of the demo school (PRODUCT.md §4): not a Sunday, not a national holiday and not
 * inside one of the school's closed periods.
 */
export function isBusinessDay(dateKey: string, closures: readonly Closure[]): boolean {
  if (weekdayOf(dateKey) === 0 || isNationalHoliday(dateKey)) return false;
  return !closures.some((c) => c.startDate <= dateKey && dateKey <= c.endDate);
}
