import { describe, expect, it } from 'vitest';
import { closuresAfterOpening } from './calendar-edit';

const week = { id: 1, startDate: '2027-08-09', endDate: '2027-08-15', reason: 'お盆休み' };

describe('opening days inside closed periods', () => {
  it('opening one day in the middle of a closed week keeps the days before and after it closed', () => {
    expect(closuresAfterOpening([week], '2027-08-12', '2027-08-12')).toEqual({
      removed: [1],
      added: [
        { startDate: '2027-08-09', endDate: '2027-08-11', reason: 'お盆休み' },
        { startDate: '2027-08-13', endDate: '2027-08-15', reason: 'お盆休み' },
      ],
    });
  });

  it('opening the first or last day shortens the period; opening all of it removes it', () => {
    expect(closuresAfterOpening([week], '2027-08-09', '2027-08-09').added).toEqual([
      { startDate: '2027-08-10', endDate: '2027-08-15', reason: 'お盆休み' },
    ]);
    expect(closuresAfterOpening([week], '2027-08-15', '2027-08-20').added).toEqual([
      { startDate: '2027-08-09', endDate: '2027-08-14', reason: 'お盆休み' },
    ]);
    expect(closuresAfterOpening([week], '2027-08-01', '2027-08-31')).toEqual({ removed: [1], added: [] });
  });

  it('periods that do not touch the opened days stay as they are', () => {
    const other = { id: 2, startDate: '2027-12-29', endDate: '2028-01-03', reason: '年末年始' };
    expect(closuresAfterOpening([week, other], '2027-08-16', '2027-12-28')).toEqual({
      removed: [],
      added: [],
    });
  });

  it('a closed day inside two overlapping periods opens in both', () => {
    const day = { id: 3, startDate: '2027-08-12', endDate: '2027-08-12', reason: '点検' };
    const result = closuresAfterOpening([week, day], '2027-08-12', '2027-08-12');
    expect(result.removed).toEqual([1, 3]);
    expect(result.added).toHaveLength(2);
  });
});
