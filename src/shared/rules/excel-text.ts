import { safeCell } from './csv';

/**
 * Excel keeps a formula's text at most this long; a longer ="…" cell would not open as text.
 * Longer texts fall back to the leading-apostrophe guard of shared/rules/csv.ts.
 */
export const EXCEL_TEXT_FORMULA_MAX = 255;

/** What Excel reads as a formula when a cell starts with it (OWASP "CSV injection"), full-width forms too. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Digits with the signs, separators and units Excel (Japanese Excel too) parses as a number, a
 * date or a time: 0123, 090-1234-5678, +81 90…, 1/2, 12:30, 3%, 1e5, 2026年4月1日, full-width ０１２.
 */
const NUMBER_LIKE =
  /^[\s\d\uFF10-\uFF19+\-\u2212\uFF0B\uFF0D.,/:%()¥$\uFF0E\uFF0C\uFF0F\uFF1A\uFF05\uFF08\uFF09eE年月日時分秒]*$/;
const HAS_DIGIT = /[\d\uFF10-\uFF19]/;

/** Whether Excel, opening a CSV, would turn the text into a number, date, time or boolean. */
export function isNumberLike(text: string): boolean {
  return (HAS_DIGIT.test(text) && NUMBER_LIKE.test(text)) || /^(true|false)$/i.test(text.trim());
}

/**
 * A cell Excel shows exactly as written. A text Excel would turn into a number or date (a student
 * number 0012345, a phone number, a stop code 0012 — leading zeros lost, long digits rounded) or run
 * as a formula (= + - @ tab CR) is written as the formula ="…", whose value is the text itself, its
 * quotes doubled inside the formula's string so it cannot end early; the CSV quoting then doubles
 * them again. A text longer than Excel's formula strings ({@link EXCEL_TEXT_FORMULA_MAX}) or holding
 * a line break keeps the apostrophe guard instead. Numbers stay numbers; other text is left alone.
 */
export function excelTextCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const guarded = isNumberLike(value) || FORMULA_START.test(value);
  if (guarded && value.length <= EXCEL_TEXT_FORMULA_MAX && !/[\r\n]/.test(value))
    return `="${value.replaceAll('"', '""')}"`;
  return safeCell(value);
}

/** The text Excel shows for a cell {@link excelTextCell} wrote (for reading an export back). */
export function readExcelTextCell(cell: string): string {
  const formula = /^="(.*)"$/s.exec(cell);
  if (formula) return formula[1]!.replaceAll('""', '"');
  return /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell;
}

/** RFC 4180 quoting: a field with a comma, a double quote, CR or LF is quoted, its quotes doubled. */
const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

/** CSV text for Excel (no BOM: the encoding adds one where it needs it): CRLF, quoted fields, {@link excelTextCell} cells. */
export function toExcelTextCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map((cell) => quote(excelTextCell(cell))).join(',')).join('\r\n') + '\r\n';
}
