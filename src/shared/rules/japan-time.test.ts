import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  isShortRange,
  formatLongDate,
  formatShortDate,
  formatTime,
  japanDateKey,
  japanInstant,
} from './japan-time';

describe('Japan-time formats of SPEC.md §9', () => {
  const lateUtcEvening = new Date('2026-03-31T15:30:00Z'); // 2026-04-01 00:30 in Tokyo

  it('formats YYYY年MM月DD日 in Asia/Tokyo, not in UTC', () => {
    expect(formatLongDate(lateUtcEvening)).toBe('2026年04月01日');
  });

  it('formats MM月DD日(ddd) with the Japanese weekday', () => {
    expect(formatShortDate(lateUtcEvening)).toBe('04月01日(水)');
  });

  it('formats HH:mm with leading zeros', () => {
    expect(formatTime(lateUtcEvening)).toBe('00:30');
  });

  it('turns a Japan date and minutes into the right instant and back', () => {
    const cutoff = japanInstant('2026-04-30', 16 * 60);
    expect(cutoff.toISOString()).toBe('2026-04-30T07:00:00.000Z');
    expect(japanDateKey(cutoff)).toBe('2026-04-30');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('date ranges', () => {
  it('count whole days, also at the end of year 9999 where the next key sorts first as text', () => {
    expect(datesBetween('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(isShortRange('9999-12-01', '9999-12-31', 31)).toBe(true);
    expect(datesBetween('2027-01-02', '2027-01-01')).toEqual([]);
    expect(isShortRange('2027-01-02', '2027-01-01', 31)).toBe(false);
    expect(isShortRange('2027-01-01', '2027-02-01', 31)).toBe(false);
  });
});
