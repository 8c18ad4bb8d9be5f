import { describe, expect, it } from 'vitest';
import { isIpThrottled, lockedUntil, mustWaitForAttemptsInFlight } from './lockout';

const at = (iso: string) => new Date(iso);

describe('per-account lockout (PRODUCT.md §3)', () => {
  const morning = at('2026-11-20T01:00:00Z'); // 10:00 in Tokyo

  it('does not lock before the fifth consecutive failure', () => {
    expect(lockedUntil(4, 4, morning)).toBeNull();
  });

  it('locks for 15 minutes at the fifth consecutive failure', () => {
    expect(lockedUntil(5, 5, morning)?.toISOString()).toBe('2026-11-20T01:15:00.000Z');
  });

  it('doubles the lock with each further failure', () => {
    expect(lockedUntil(6, 6, morning)?.toISOString()).toBe('2026-11-20T01:30:00.000Z');
    expect(lockedUntil(7, 7, morning)?.toISOString()).toBe('2026-11-20T02:00:00.000Z');
  });

  it('locks until the next Japan day at the tenth failure of the day', () => {
    expect(lockedUntil(2, 10, morning)?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
  });

  it('never locks past the start of the next Japan day', () => {
    const lateEvening = at('2026-11-20T14:50:00Z'); // 23:50 in Tokyo
    expect(lockedUntil(5, 5, lateEvening)?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
  });
});

describe('per-IP throttling counts failures only, generously (PRODUCT.md §3)', () => {
  const start = at('2026-11-20T01:00:00Z');
  it('lets 99 failures in the window through', () => {
    expect(isIpThrottled(99, start, at('2026-11-20T01:05:00Z'))).toBe(false);
  });
  it('stops the hundredth failure inside the window', () => {
    expect(isIpThrottled(100, start, at('2026-11-20T01:05:00Z'))).toBe(true);
  });
  it('opens again once the window has passed', () => {
    expect(isIpThrottled(100, start, at('2026-11-20T01:10:00Z'))).toBe(false);
  });
});

describe('attempts in flight: checked together only while their failing could not lock (issue 21)', () => {
  const morning = at('2026-11-20T01:00:00Z');

  it('the first attempt never waits', () => {
    expect(mustWaitForAttemptsInFlight(0, 0, 0, morning)).toBe(false);
    expect(mustWaitForAttemptsInFlight(4, 4, 0, morning)).toBe(false);
  });

  it('five attempts of a fresh account run together; the sixth waits, since five failures lock', () => {
    expect(mustWaitForAttemptsInFlight(0, 0, 4, morning)).toBe(false);
    expect(mustWaitForAttemptsInFlight(0, 0, 5, morning)).toBe(true);
  });

  it('after four recorded failures a second attempt waits for the first', () => {
    expect(mustWaitForAttemptsInFlight(4, 4, 1, morning)).toBe(true);
    expect(mustWaitForAttemptsInFlight(3, 3, 1, morning)).toBe(false);
  });

  it('the day limit counts too: at nine failures today one attempt at a time', () => {
    expect(mustWaitForAttemptsInFlight(0, 9, 1, morning)).toBe(true);
    expect(mustWaitForAttemptsInFlight(0, 8, 1, morning)).toBe(false);
  });
});
