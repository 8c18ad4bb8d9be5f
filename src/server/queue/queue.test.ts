import { describe, expect, it } from 'vitest';
import { periodStart } from './periodic';
import { RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from './queue';

describe('retry back-off', () => {
  it('doubles from 10 s with each failed attempt, jittered between half and all of it', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, () => 1))).toEqual([10_000, 20_000, 40_000]);
    expect([1, 2, 3].map((n) => retryDelayMs(n, () => 0))).toEqual([5_000, 10_000, 20_000]);
    expect(retryDelayMs(1)).toBeGreaterThanOrEqual(RETRY_BASE_MS / 2);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(30, () => 1)).toBe(RETRY_CAP_MS);
  });
});

describe('periodic job periods', () => {
  it('are multiples of the interval since the epoch, so every process names the same period', () => {
    expect(periodStart(new Date('2026-11-23T14:59:59.999Z'), 3600)).toEqual(new Date('2026-11-23T14:00:00Z'));
    expect(periodStart(new Date('2026-11-23T15:00:00Z'), 3600)).toEqual(new Date('2026-11-23T15:00:00Z'));
    expect(periodStart(new Date('2026-11-23T14:30:00Z'), 86_400)).toEqual(new Date('2026-11-23T00:00:00Z'));
  });
});
