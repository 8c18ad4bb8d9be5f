import { describe, expect, it } from 'vitest';
import { parseCsv, safeCell, toExcelCsv, UTF8_BOM } from './csv';

describe('CSV for Excel', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    const csv = toExcelCsv([
      ['日付', '氏名'],
      ['2026-11-24', '山田 太郎'],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('日付,氏名\r\n2026-11-24,山田 太郎\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = toExcelCsv([['a,b', 'say "はい"', 'two\r\nlines', 'plain']]);
    expect(csv.slice(1)).toBe('"a,b","say ""はい""","two\r\nlines",plain\r\n');
  });

  it('puts an apostrophe before text Excel would run as a formula, full-width starters too, not before numbers', () => {
    expect(['=1+1', '+81', '-x', '@SUM(A1)', '\tx'].map(safeCell)).toEqual([
      "'=1+1",
      "'+81",
      "'-x",
      "'@SUM(A1)",
      "'\tx",
    ]);
    expect(['＝1+1', '＋81', '－x', '＠SUM(A1)'].map(safeCell)).toEqual([
      "'＝1+1",
      "'＋81",
      "'－x",
      "'＠SUM(A1)",
    ]);
    expect(safeCell(-3)).toBe('-3');
    expect(safeCell('090-1234-5678')).toBe('090-1234-5678');
  });

  it('parses back to the same rows', () => {
    const rows = [
      ['日付', '備考'],
      ['2026-11-24', 'a,b "c"\r\nd'],
      ['', 'x'],
    ];
    expect(parseCsv(toExcelCsv(rows))).toEqual(rows);
  });
});
