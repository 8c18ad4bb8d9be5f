import { describe, expect, it } from 'vitest';
import {
  addDays,
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
