import { describe, expect, it } from 'vitest';
import { browserFixSchema } from '@shared/schemas/driver';
import { bufferFix, FIX_EVERY_MS, FIXES_KEPT, isDue, toFix, withoutSent } from './fix-buffer';

const T0 = Date.parse('2026-11-30T07:40:00+09:00');
const reading = (at: number, more: Partial<Parameters<typeof toFix>[0]> = {}) => ({
  latitude: 35.68,
  longitude: 139.76,
  accuracy: 12,
  speed: 10,
  heading: 90,
  altitude: 40,
  timestamp: at,
  ...more,
});

describe('browser GPS fixes', () => {
  it('turns a reading into the contract’s fix: km/h, ISO time', () => {
    const fix = toFix(reading(T0));
    expect(fix).toEqual({
      lat: 35.68,
      lng: 139.76,
      accuracy: 12,
      speedKmh: 36,
      bearing: 90,
      altitude: 40,
      fixTime: '2026-11-29T22:40:00.000Z',
    });
    expect(browserFixSchema.safeParse(fix).success).toBe(true);
  });

  it('leaves out what the browser gives as NaN, null or out of range, so the fix is still taken', () => {
    const fix = toFix(reading(T0, { speed: null, heading: Number.NaN, altitude: 99_999, accuracy: 200_000 }));
    expect(fix).toMatchObject({ speedKmh: null, bearing: null, altitude: null, accuracy: null });
    expect(browserFixSchema.safeParse(fix).success).toBe(true);
  });

  it('keeps one fix every few seconds', () => {
    expect(isDue(null, T0)).toBe(true);
    expect(isDue(T0, T0 + FIX_EVERY_MS - 1)).toBe(false);
    expect(isDue(T0, T0 + FIX_EVERY_MS)).toBe(true);
  });

  it('keeps the latest few while unsent, and those that came in during a send', () => {
    let buffer = [toFix(reading(T0))];
    for (let i = 1; i < FIXES_KEPT + 3; i += 1)
      buffer = bufferFix(buffer, toFix(reading(T0 + i * FIX_EVERY_MS)));
    expect(buffer).toHaveLength(FIXES_KEPT);
    expect(buffer[0]!.fixTime).toBe(new Date(T0 + 3 * FIX_EVERY_MS).toISOString());
    const sent = buffer.slice();
    const more = bufferFix(buffer, toFix(reading(T0 + 99 * FIX_EVERY_MS)));
    expect(withoutSent(more, sent).map((fix) => fix.fixTime)).toEqual([
      new Date(T0 + 99 * FIX_EVERY_MS).toISOString(),
    ]);
  });
});
