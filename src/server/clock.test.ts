import { describe, expect, it } from 'vitest';
import { clockOf, clockStartingAt, systemClock } from './clock';

describe('the process clock (CLOCK_START)', () => {
  it('starts at the given instant and runs on at the host clock’s pace', () => {
    let host = Date.parse('2030-01-15T14:00:00Z');
    const clock = clockStartingAt(new Date('2026-06-01T08:00:00+09:00'), () => host);
    expect(clock().toISOString()).toBe('2026-05-31T23:00:00.000Z');
    host += 90_500;
    expect(clock().toISOString()).toBe('2026-05-31T23:01:30.500Z');
  });

  it('is the host clock when CLOCK_START is unset', () => {
    expect(clockOf({ CLOCK_START: undefined })).toBe(systemClock);
    const before = Date.now();
    const now = systemClock().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('starts CLOCK_START when it is made, not when the setting was read', () => {
    const start = new Date('2026-06-01T08:00:00+09:00');
    const now = clockOf({ CLOCK_START: start })().getTime();
    expect(now - start.getTime()).toBeGreaterThanOrEqual(0);
    expect(now - start.getTime()).toBeLessThan(1_000);
  });
});
