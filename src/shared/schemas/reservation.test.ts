import { describe, expect, it } from 'vitest';
import { datesBetween } from '../rules/japan-time';
import { kyosyuReservationRequestSchema, travelTimeRequestSchema } from './reservation';

const range = (fromDate: string, toDate: string) => ({ fromDate, toDate });
const accepted = (fromDate: string, toDate: string) =>
  kyosyuReservationRequestSchema.safeParse(range(fromDate, toDate)).success &&
  travelTimeRequestSchema.safeParse({ ...range(fromDate, toDate), upDown: 1, busStopCd: 'S1' }).success;

describe('request guards', () => {
  it('a range of at most 31 days, in order, of real dates', () => {
    expect(accepted('2027-01-30', '2027-02-02')).toBe(true);
    expect(datesBetween('2027-01-30', '2027-02-02')).toEqual([
      '2027-01-30',
      '2027-01-31',
      '2027-02-01',
      '2027-02-02',
    ]);
    expect(accepted('2027-01-01', '2027-01-31')).toBe(true);
    expect(datesBetween('2027-01-01', '2027-01-31')).toHaveLength(31);
    expect(accepted('2027-01-01', '2027-02-01')).toBe(false);
    expect(accepted('2027-01-02', '2027-01-01')).toBe(false);
    expect(accepted('2027-02-29', '2027-03-01')).toBe(false);
  });
});
