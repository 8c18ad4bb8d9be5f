import { DRIVER_FIXES_MAX, type BrowserFix } from '@shared/schemas/driver';

/**
 * Browser GPS fixes on their way to Driver/ReportPosition (issue 27 §3): one every few seconds is
 * plenty for a bus on a map, and a phone in a dead zone keeps the latest few to send when back.
 */
export const FIX_EVERY_MS = 7_000;
export const FIXES_KEPT = 12;

/** The part of a GeolocationPosition a fix is made of (the browser's object is not cloneable). */
export interface Reading {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  altitude: number | null;
  timestamp: number;
}

const within = (value: number | null, min: number, max: number): number | null =>
  value === null || !Number.isFinite(value) || value < min || value > max ? null : value;

/** A reading as the contract takes it: speed in km/h, values the browser gives as NaN or out of range left out. */
export function toFix(reading: Reading): BrowserFix {
  return {
    lat: reading.latitude,
    lng: reading.longitude,
    accuracy: within(reading.accuracy, 0, 100_000),
    speedKmh: within(reading.speed === null ? null : reading.speed * 3.6, 0, 1000),
    bearing: within(reading.heading, 0, 360),
    altitude: within(reading.altitude, -1000, 20_000),
    fixTime: new Date(reading.timestamp).toISOString(),
  };
}

/** Whether a reading is worth keeping: the first, or one at least {@link FIX_EVERY_MS} after the last kept. */
export function isDue(lastKeptAt: number | null, timestamp: number): boolean {
  return lastKeptAt === null || timestamp - lastKeptAt >= FIX_EVERY_MS;
}

/** The buffer with a new fix, the oldest dropped beyond {@link FIXES_KEPT}. */
export function bufferFix(buffer: readonly BrowserFix[], fix: BrowserFix): BrowserFix[] {
  return [...buffer, fix].slice(-Math.min(FIXES_KEPT, DRIVER_FIXES_MAX));
}

/** After a send: the fixes that came in meanwhile stay. */
export function withoutSent(buffer: readonly BrowserFix[], sent: readonly BrowserFix[]): BrowserFix[] {
  return buffer.filter((fix) => !sent.includes(fix));
}
