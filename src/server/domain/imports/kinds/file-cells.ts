import { ja } from '@shared/i18n/imports';

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
