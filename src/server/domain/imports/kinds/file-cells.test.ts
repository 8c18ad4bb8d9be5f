import { describe, expect, it } from 'vitest';
import { noCounts } from '../import-kind';
import { countDay, type DayState } from './calendar';
import { parseWeekdays, weekOrder, weekdaysCell } from './file-cells';

describe('parseWeekdays (the 曜日 cell of the run-pattern file)', () => {
  it('one line may name several weekdays, in any order, Monday first in the answer', () => {
    expect(parseWeekdays('月火水木金')).toEqual([1, 2, 3, 4, 5]);
    expect(parseWeekdays('日土')).toEqual([6, 0]);
    expect(parseWeekdays('水')).toEqual([3]);
    expect(parseWeekdays('金月')).toEqual([1, 5]);
  });
  it('separators an office writes are read past', () => {
    expect(parseWeekdays('月・水・金')).toEqual([1, 3, 5]);
    expect(parseWeekdays(' 月、水 金 ')).toEqual([1, 3, 5]);
  });
  it('an unknown or doubled letter, or none, is no weekday list', () => {
    expect(parseWeekdays('')).toBeNull();
    expect(parseWeekdays('・')).toBeNull();
    expect(parseWeekdays('月月')).toBeNull();
    expect(parseWeekdays('火曜')).toBeNull();
    expect(parseWeekdays('Mon')).toBeNull();
  });
  it('the cell written back reads as the same weekdays', () => {
    expect(weekdaysCell([5, 1, 3])).toBe('月水金');
    expect(weekdaysCell([0, 1, 2, 3, 4, 5, 6])).toBe('月火水木金土日');
    for (const cell of ['月火水木金', '土日', '日', '火木土'])
      expect(weekdaysCell(parseWeekdays(cell)!)).toBe(cell);
    expect([0, 1, 6].map(weekOrder)).toEqual([6, 0, 5]);
  });
});

describe('countDay (a date of the calendar file)', () => {
  const empty: DayState = { closedDay: false, opened: false, periods: [] };
  const counted = (before: DayState, after: DayState) => {
    const counts = noCounts();
    countDay(counts, before, after);
    return counts;
  };
  it('a date without any entry is added, one left without is removed, else changed or unchanged', () => {
    expect(counted(empty, { ...empty, closedDay: true })).toMatchObject({ added: 1 });
    expect(counted({ ...empty, closedDay: true }, empty)).toMatchObject({ removed: 1 });
    expect(counted({ ...empty, periods: [3] }, { ...empty, periods: [3, 4] })).toMatchObject({ changed: 1 });
    expect(
      counted({ ...empty, opened: true, periods: [2] }, { ...empty, opened: true, periods: [2] }),
    ).toMatchObject({
      unchanged: 1,
    });
    expect(counted(empty, empty)).toMatchObject({ unchanged: 1 });
  });
});
