import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import {
  EXCEL_TEXT_FORMULA_MAX,
  excelTextCell,
  isNumberLike,
  readExcelTextCell,
  toExcelTextCsv,
} from './excel-text';

describe('a CSV cell Excel shows exactly as written', () => {
  it('a student number, a phone number and a stop code with leading zeros become ="…" text', () => {
    expect(excelTextCell('0012345')).toBe('="0012345"');
    expect(excelTextCell('090-1234-5678')).toBe('="090-1234-5678"');
    expect(excelTextCell('0012')).toBe('="0012"');
  });

  it('texts Excel would read as a date, time, number or boolean are kept as text', () => {
    for (const text of [
      '2026-04-01',
      '08:15',
      '1/2',
      '3%',
      '1e5',
      '１２３',
      '4月1日',
      '+81 90 1234 5678',
      'TRUE',
    ])
      expect([text, isNumberLike(text)]).toEqual([text, true]);
    for (const text of ['北部1便', 'S001', 'やまだ たろう', '', '-'])
      expect([text, isNumberLike(text)]).toEqual([text, false]);
  });

  it('plain words stay as they are and numbers stay numbers', () => {
    expect(excelTextCell('山田 太郎')).toBe('山田 太郎');
    expect(excelTextCell('北部1便')).toBe('北部1便');
    expect(excelTextCell(2)).toBe('2');
  });

  it('a text starting with = + - @ tab or CR is the value of a string formula, never a formula of its own', () => {
    expect(excelTextCell('=1+1')).toBe('="=1+1"');
    expect(excelTextCell('@SUM(A1)')).toBe('="@SUM(A1)"');
    expect(excelTextCell('-2+3')).toBe('="-2+3"');
    expect(excelTextCell('\t=cmd')).toBe('="\t=cmd"');
    expect(excelTextCell('＝1+1')).toBe('="＝1+1"');
  });

  it("a quote inside cannot end the formula's string early: it is doubled", () => {
    expect(excelTextCell('=HYPERLINK("http://x","y")')).toBe('="=HYPERLINK(""http://x"",""y"")"');
    expect(excelTextCell('=A1&"" ,"&B1')).toBe('="=A1&"""" ,""&B1"');
  });

  it("a hostile text longer than Excel's formula strings, or with a line break, keeps the apostrophe guard", () => {
    const long = `=${'x'.repeat(EXCEL_TEXT_FORMULA_MAX)}`;
    expect(excelTextCell(long)).toBe(`'${long}`);
    expect(excelTextCell('=1\n+2')).toBe("'=1\n+2");
    expect(excelTextCell(`=${'x'.repeat(EXCEL_TEXT_FORMULA_MAX - 1)}`).startsWith('="=')).toBe(true);
  });

  it('the CSV quotes each ="…" cell and doubles its quotes again; read back, every text is what was written', () => {
    const row = ['0012345', '=HYPERLINK("x")', 'a,b', '山田 "タロ" 太郎', 3, "'ok", '=1\r\n2'];
    const csv = toExcelTextCsv([row]);
    expect(csv.startsWith('"=""0012345""","=""=HYPERLINK(""""x"""")""","a,b",')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)[0]!.map(readExcelTextCell)).toEqual(row.map(String));
  });
});
