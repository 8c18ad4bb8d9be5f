import { isDateKey } from './japan-time';

/**
 * Values as an office's CSV writes them (issue 24). Excel saves a date cell as 2026/4/1 and a
 * time as 8:50, so each reader takes the forms Excel and office systems write and answers the
 * product's own form, or null for anything else.
 */

/** 2026-04-01, 2026/4/1, 2026/04/01 → '2026-04-01'; null for anything else or a date that does not exist. */
export function fileDate(text: string): string | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.normalize('NFKC').trim());
  if (!match) return null;
  const key = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isDateKey(key) ? key : null;
}

/** 1 or 0 (a flag such as ネット予約) → true/false; null otherwise. */
export function fileFlag(text: string): boolean | null {
  const folded = text.normalize('NFKC').trim();
  return folded === '1' ? true : folded === '0' ? false : null;
}

/** A whole number 0 or more, written plainly (full-width digits too); null otherwise. */
export function fileWholeNumber(text: string): number | null {
  const folded = text.normalize('NFKC').trim();
  return /^[0-9]{1,9}$/.test(folded) ? Number(folded) : null;
}
