import { eq } from 'drizzle-orm';
import type { BrowserFix } from '@shared/schemas/driver';
import type { Db } from '@server/db/client';
import { vehicleDevices } from '@server/db/schema';
import { MAX_FIX_AGE_MS, MAX_FIX_AHEAD_MS } from '@server/domain/positions/osmand';
import { storeFix, type ReportingDevice } from '@server/domain/positions/record-fix';
import type { DriverScope } from './driver-day';

/** A fix's own time, or its arrival when dated more than ten minutes ahead (as parseOsmAnd). */
function fixTimeOf(fix: BrowserFix, now: Date): Date {
  const own = new Date(fix.fixTime);
  return own.getTime() - now.getTime() > MAX_FIX_AHEAD_MS ? now : own;
}

/**
 * Stores the driver page's browser GPS fixes (issue 27 §3) for the session's device through the
 * same store as OsmAnd's, marked 'browser'. The same limits as parseOsmAnd: a fix more than ten
 * minutes ahead of the server counts as taken on arrival, one older than a day is dropped (the page sends what it kept while
 * offline; nothing it could resend would be taken later). Answers how many were stored.
 */
export async function reportPosition(
  db: Db,
  scope: DriverScope,
  fixes: BrowserFix[],
  now: Date,
): Promise<{ stored: number }> {
  const usable = fixes
    .map((fix) => ({ ...fix, fixTime: fixTimeOf(fix, now) }))
    .filter(
      ({ fixTime, lat, lng }) =>
        now.getTime() - fixTime.getTime() <= MAX_FIX_AGE_MS &&
        // as parseOsmAnd: exactly 0/0 is a phone without a fix, never a bus stop
        !(lat === 0 && lng === 0),
    )
    .sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
  if (usable.length === 0) return { stored: 0 };
  const [seen] = await db
    .select({ lastSeenAt: vehicleDevices.lastSeenAt })
    .from(vehicleDevices)
    .where(eq(vehicleDevices.id, scope.deviceId));
  let device: ReportingDevice = {
    id: scope.deviceId,
    vehicleId: scope.vehicleId,
    lastSeenAt: seen?.lastSeenAt ?? null,
  };
  for (const fix of usable) {
    await storeFix(
      db,
      device,
      {
        lat: fix.lat,
        lng: fix.lng,
        fixTime: fix.fixTime,
        accuracy: fix.accuracy ?? undefined,
        speedKmh: fix.speedKmh ?? undefined,
        // the Geolocation API allows 360; the track keeps 0 ≤ bearing < 360 as OsmAnd's parser does
        bearing: fix.bearing === null ? undefined : fix.bearing % 360,
        altitude: fix.altitude ?? undefined,
      },
      now,
      'browser',
    );
    // the first store brought last_seen_at within a minute of now: the rest need not write it
    device = { ...device, lastSeenAt: now };
  }
  return { stored: usable.length };
}
