import { isDateKey } from '@shared/rules/japan-time';

const FILE_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/**
 * A date cell as offices write it (issue 24): 2026-04-01, or 2026/4/1 as Excel shows dates,
 * full-width digits too. Answers the date key 'YYYY-MM-DD', or null when the cell is no real date.
 */
export function parseFileDate(cell: string): string | null {
  const match = FILE_DATE.exec(cell.normalize('NFKC').trim());
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const key = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDateKey(key) ? key : null;
}
