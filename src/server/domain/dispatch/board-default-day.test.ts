import { describe, expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import { boardDefaultDay } from './board-default-day';

const calendar = { closedWeekdays: [0], closures: [], openings: [] };
const FIVE_PM = 17 * 60;

describe('boardDefaultDay', () => {
  it("opens on today's board on a business day before the switch time (Monday 09:30)", () => {
    expect(boardDefaultDay(japanInstant('2026-06-01', 9 * 60 + 30), FIVE_PM, calendar)).toBe('2026-06-01');
  });

  it('opens on the next business day from the switch time (Monday 17:00 → Tuesday)', () => {
    expect(boardDefaultDay(japanInstant('2026-06-01', FIVE_PM), FIVE_PM, calendar)).toBe('2026-06-02');
  });

  it('skips the closed Sunday: Saturday 17:00 → Monday', () => {
    expect(boardDefaultDay(japanInstant('2026-06-06', FIVE_PM), FIVE_PM, calendar)).toBe('2026-06-08');
  });

  it('on a closed day opens on the next business day at any hour (Sunday 09:00 → Monday)', () => {
    expect(boardDefaultDay(japanInstant('2026-06-07', 9 * 60), FIVE_PM, calendar)).toBe('2026-06-08');
  });

  it('a switch time of 00:00 always opens on the next business day', () => {
    expect(boardDefaultDay(japanInstant('2026-06-01', 0), 0, calendar)).toBe('2026-06-02');
  });

  it('uses Japan time, not the host clock: 23:30 UTC Sunday is Monday 08:30 in Japan', () => {
    expect(boardDefaultDay(new Date('2026-06-07T23:30:00Z'), FIVE_PM, calendar)).toBe('2026-06-08');
  });
});
