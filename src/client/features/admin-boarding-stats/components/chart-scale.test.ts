import { describe, expect, it } from 'vitest';
import { chartScale, labelEvery } from './chart-scale';

describe('the boarding chart axis', () => {
  it('reaches the largest value in at most four round steps', () => {
    expect(chartScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(chartScale(130)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(chartScale(8)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
  });

  it('counts in whole bookings even for tiny values, and has an axis when nothing is booked', () => {
    expect(chartScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(chartScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it('names every day of four weeks every second day, and every day of a week', () => {
    expect(labelEvery(28)).toBe(2);
    expect(labelEvery(7)).toBe(1);
    expect(labelEvery(93)).toBe(6);
  });
});
