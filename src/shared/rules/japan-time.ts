import { SCHOOL_UTC_OFFSET_MINUTES } from '../constants';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** Calendar fields of an instant as seen in Asia/Tokyo (SPEC.md §9 formats are all Japan time). */
export function japanParts(instant: Date) {
  const shifted = new Date(instant.getTime() + SCHOOL_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY年MM月DD日' */
export function formatLongDate(instant: Date): string {
  const p = japanParts(instant);
  return `${p.year}年${pad(p.month)}月${pad(p.day)}日`;
}

/** 'MM月DD日(ddd)', e.g. 04月01日(火) */
export function formatShortDate(instant: Date): string {
  const p = japanParts(instant);
  return `${pad(p.month)}月${pad(p.day)}日(${WEEKDAYS[p.weekday]})`;
}

/** 'HH:mm' */
export function formatTime(instant: Date): string {
  const p = japanParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The Japan calendar date of an instant as 'YYYY-MM-DD'. */
export function japanDateKey(instant: Date): string {
  const p = japanParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant at which a Japan calendar date ('YYYY-MM-DD') plus minutes after midnight begins. */
export function japanInstant(dateKey: string, minutesAfterMidnight = 0): Date {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + (minutesAfterMidnight - SCHOOL_UTC_OFFSET_MINUTES) * 60_000);
}

/** Adds whole days to a 'YYYY-MM-DD' key. */
export function addDays(dateKey: string, days: number): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `date` is a real calendar date written 'YYYY-MM-DD' ('2027-02-30' is not).
 * The rules answer "not bookable" for anything else, and the request schemas refuse it, so a
 * forged date can neither slip through nor reach the database.
 */
export function isDateKey(date: string): boolean {
  return DATE_KEY.test(date) && addDays(date, 0) === date;
}

/** Whole days from `first` to `last` ('YYYY-MM-DD' keys); negative when `last` comes first. */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
}

/**
 * The dates from `first` to `last`, both included, ascending ('YYYY-MM-DD' keys). Counted in whole
 * days, not by comparing keys as text: after 9999-12-31 comes '10000-01-01', which sorts first.
 */
export function datesBetween(first: string, last: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(first, last) + 1) }, (_, i) => addDays(first, i));
}

/** Whether `fromDate`..`toDate` (both included) is in order and spans at most `maxDays` days. */
export function isShortRange(fromDate: string, toDate: string, maxDays: number): boolean {
  const days = daysBetween(fromDate, toDate);
  return days >= 0 && days < maxDays;
}
