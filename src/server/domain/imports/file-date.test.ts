import { describe, expect, it } from 'vitest';
import { parseFileDate } from './file-date';

describe('a date cell of a school file (issue 24)', () => {
  it('reads 2026-04-01, Excel’s 2026/4/1 and full-width digits as one date key', () => {
    expect(parseFileDate('2026-04-01')).toBe('2026-04-01');
    expect(parseFileDate('2026/4/1')).toBe('2026-04-01');
    expect(parseFileDate('２００８／０４／０１')).toBe('2008-04-01');
    expect(parseFileDate(' 2008-4-01 ')).toBe('2008-04-01');
  });

  it('refuses what is no real date', () => {
    for (const cell of ['', '2026-02-30', '2026-13-01', '26/4/1', '2026年4月1日', '2026-04-01 10:00'])
      expect(parseFileDate(cell), cell).toBeNull();
  });
});
