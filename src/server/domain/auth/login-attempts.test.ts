import { describe, expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import { lockedError } from './login-attempts';

describe('the lock message names a minute at which the lock has ended', () => {
  const now = japanInstant('2026-11-24', 17 * 60 + 50);
  it('a lock ending at 18:01:50 reads 18:02, never 18:01 (when it is still on)', () => {
    const until = new Date(japanInstant('2026-11-24', 18 * 60 + 1).getTime() + 50_000);
    expect(lockedError(until, now).message).toContain('18:02');
  });
  it('a lock ending on the minute reads that minute', () => {
    expect(lockedError(japanInstant('2026-11-24', 18 * 60 + 5), now).message).toContain('18:05');
  });
  it('a lock ending another day names the date', () => {
    expect(lockedError(japanInstant('2026-11-25', 0), now).message).toContain('2026年11月25日 00:00');
  });
});
