import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS } from '@shared/constants';
import { datesBetween, isShortRange } from '@shared/rules/japan-time';
import { combineRanges, splitDateRange } from './date-ranges';

describe('a span of dates asked for in pieces the server accepts (at most 31 days each)', () => {
  it('keeps a span of up to 31 days whole', () => {
    expect(splitDateRange('2025-04-01', '2025-04-01')).toEqual([
      { fromDate: '2025-04-01', toDate: '2025-04-01' },
    ]);
    expect(splitDateRange('2025-04-01', '2025-05-01')).toEqual([
      { fromDate: '2025-04-01', toDate: '2025-05-01' },
    ]);
  });

  it('cuts a 45-day horizon into 31 days and 14 days, each accepted by the server rule', () => {
    const ranges = splitDateRange('2025-04-01', '2025-05-15');
    expect(ranges).toEqual([
      { fromDate: '2025-04-01', toDate: '2025-05-01' },
      { fromDate: '2025-05-02', toDate: '2025-05-15' },
    ]);
    for (const r of ranges) expect(isShortRange(r.fromDate, r.toDate, MAX_RANGE_DAYS)).toBe(true);
  });

  it('covers every date of a long span exactly once, across a year end', () => {
    const ranges = splitDateRange('2025-11-20', '2026-03-10');
    const covered = ranges.flatMap((r) => datesBetween(r.fromDate, r.toDate));
    expect(covered).toEqual(datesBetween('2025-11-20', '2026-03-10'));
    expect(ranges.every((r) => isShortRange(r.fromDate, r.toDate, MAX_RANGE_DAYS))).toBe(true);
  });

  it('asks for nothing when the span is out of order', () => {
    expect(splitDateRange('2025-04-02', '2025-04-01')).toEqual([]);
  });
});

describe('the answers of the pieces joined as one', () => {
  const ok = <T>(data: T) => ({ data, error: null, isError: false });
  const waiting = { data: undefined, error: null, isError: false };
  const join = (parts: number[][]) => parts.flat();

  it('merges the pieces in range order once all have answered', () => {
    expect(combineRanges([ok([1, 2]), ok([3])], join)).toEqual({
      isPending: false,
      isError: false,
      data: [1, 2, 3],
      error: null,
    });
  });

  it('is pending while a piece has not answered, or when nothing was asked', () => {
    expect(combineRanges([ok([1]), waiting], join).isPending).toBe(true);
    expect(combineRanges([], join).isPending).toBe(true);
  });

  it('fails with the first failure, even while other pieces wait', () => {
    const failure = new Error('refused');
    const result = combineRanges([waiting, { data: undefined, error: failure, isError: true }], join);
    expect(result).toMatchObject({ isPending: false, isError: true, error: failure });
  });
});
