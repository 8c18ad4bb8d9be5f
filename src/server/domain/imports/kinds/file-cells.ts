import { ja } from '@shared/i18n/imports';
import { isDateKey } from '@shared/rules/japan-time';

const { cells } = ja;

/** Monday first, as a Japanese week is written (月火水木金土日); weekday numbers are 0 Sunday … 6 Saturday. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Separators an office may put between weekday letters (月・水・金, 月、水, 月 水). */
const SEPARATORS = /[\s・、,，/]/g;

/**
 * The weekdays of a 曜日 cell (issue 24 run-pattern file): one or more of 月火水木金土日, each
 * once, in any order — 「月火水木金」 is five weekdays. Answers the weekday numbers (0 Sunday …
 * 6 Saturday) in week order from Monday, or null when a letter is unknown, doubled or none is there.
 */
export function parseWeekdays(cell: string): number[] | null {
  const letters = [...cell.replace(SEPARATORS, '')];
  if (letters.length === 0) return null;
  const days = new Set<number>();
  for (const letter of letters) {
    const day = cells.weekdays.indexOf(letter);
    if (day < 0 || days.has(day)) return null;
    days.add(day);
  }
  return WEEK_ORDER.filter((d) => days.has(d));
}

/** The 曜日 cell of weekday numbers, Monday first: [1,2,3,4,5] → 「月火水木金」. */
export function weekdaysCell(days: readonly number[]): string {
  return WEEK_ORDER.filter((d) => days.includes(d))
    .map((d) => cells.weekdays[d])
    .join('');
}

/** Position of a weekday in the Monday-first week, for ordering lines as the office reads them. */
export const weekOrder = (day: number): number => WEEK_ORDER.indexOf(day as (typeof WEEK_ORDER)[number]);

/**
 * A date cell as offices write it, 2026-04-01 or 2026/4/1 (zero padding optional), as the date key
 * 'YYYY-MM-DD'; null when it is not a real calendar date.
 */
export function parseFileDate(cell: string): string | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(cell.trim());
  if (!match) return null;
  const key = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isDateKey(key) ? key : null;
}

/** A 1/0 cell (ネット予約): true, false, or null for anything else. */
export function parseOneOrZero(cell: string): boolean | null {
  const value = cell.trim();
  return value === '1' ? true : value === '0' ? false : null;
}

/** A whole-number cell (0, 12; half-width digits only), or null. */
export function parseWholeNumber(cell: string): number | null {
  const value = cell.trim();
  return /^\d{1,6}$/.test(value) ? Number(value) : null;
}
