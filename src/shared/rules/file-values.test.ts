import { describe, expect, it } from 'vitest';
import { fileDate, fileFlag, fileWholeNumber } from './file-values';

describe('values as an office CSV writes them (issue 24)', () => {
  it('reads dates as Excel and office systems write them', () => {
    expect(fileDate('2026-04-01')).toBe('2026-04-01');
    expect(fileDate('2026/4/1')).toBe('2026-04-01');
    expect(fileDate('２０２６/１２/０１')).toBe('2026-12-01');
    expect(fileDate('2026/2/30')).toBeNull();
    expect(fileDate('２００８／０４／０１')).toBe('2008-04-01');
    expect(fileDate(' 2008-4-01 ')).toBe('2008-04-01');
    expect(fileDate('R8.4.1')).toBeNull();
    for (const cell of ['2026-13-01', '26/4/1', '4/1', '2026.4.1', '2026年4月1日', '2026-04-01 10:00'])
      expect(fileDate(cell), cell).toBeNull();
    expect(fileDate('')).toBeNull();
  });
  it('reads flags as 1 or 0 only', () => {
    expect(fileFlag('1')).toBe(true);
    expect(fileFlag('０')).toBe(false);
    expect(fileFlag('はい')).toBeNull();
    expect(fileFlag('')).toBeNull();
  });
  it('reads whole numbers 0 or more', () => {
    expect(fileWholeNumber('12')).toBe(12);
    expect(fileWholeNumber('３')).toBe(3);
    expect(fileWholeNumber('-1')).toBeNull();
    expect(fileWholeNumber('1.5')).toBeNull();
    expect(fileWholeNumber('')).toBeNull();
  });
});
