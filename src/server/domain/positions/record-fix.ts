import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PositionSource } from '@shared/constants';
import type { Db } from '@server/db/client';
import { vehicleDevices, vehicleLatestPositions, vehiclePositions, vehicles } from '@server/db/schema';
import { isDeviceSecret, splitDeviceId } from './device-id';
import type { OsmAndFix } from './osmand';

/** A device's last-seen time is written at most this often: a phone reports every few seconds. */
const LAST_SEEN_INTERVAL_MS = 60_000;

/** What became of a parsed fix: stored, or refused because its id names no live device. */
export type RecordFixOutcome = 'stored' | 'unknown-device';

/** A live device as the store needs it: which vehicle it reports for, when it was last seen. */
export interface ReportingDevice {
  id: number;
  vehicleId: number;
  lastSeenAt: Date | null;
}

/** One fix without the id it came with: what the store keeps, whichever way it arrived. */
export type PositionFix = Omit<OsmAndFix, 'deviceId'>;

/**
 * The device an OsmAnd id names: `<deviceCode>-<secret>` of a device neither revoked nor on a
 * retired vehicle, with the right secret; null for an unknown code, a wrong secret and a revoked
 * device alike, so the caller cannot tell which part was wrong.
 */
export async function findReportingDevice(db: Db, deviceId: string): Promise<ReportingDevice | null> {
  const id = splitDeviceId(deviceId);
  if (!id) return null;
  const [device] = await db
    .select({
      id: vehicleDevices.id,
      vehicleId: vehicleDevices.vehicleId,
      secretHash: vehicleDevices.secretHash,
      lastSeenAt: vehicleDevices.lastSeenAt,
    })
    .from(vehicleDevices)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDevices.vehicleId))
    .where(
      and(
        eq(vehicleDevices.deviceCode, id.deviceCode),
        isNull(vehicleDevices.revokedAt),
        isNull(vehicles.retiredAt),
      ),
    );
  if (!device || !isDeviceSecret(id.secret, device.secretHash)) return null;
  return { id: device.id, vehicleId: device.vehicleId, lastSeenAt: device.lastSeenAt };
}

/**
 * Stores one fix of a live device (issue 13 §1), marked with how it arrived (Traccar Client's
 * OsmAnd, or the driver page's browser GPS, issue 27 §3): it goes to the vehicle's track and, when newer
 * than the one held, becomes its latest (dated no later than its arrival), in one transaction. A
 * device belongs to one vehicle of one school, so it can write nowhere else.
 *
 * A fix the track already has for that vehicle and instant (the phone resending after a lost
 * answer) is stored once. A fix older than the latest still joins the track: Traccar Client sends
 * what it buffered offline oldest first, and those fill the gap in the day's track.
 */
export async function storeFix(
  db: Db,
  device: ReportingDevice,
  fix: PositionFix,
  receivedAt: Date,
  source: PositionSource,
): Promise<void> {
  const position = {
    vehicleId: device.vehicleId,
    deviceId: device.id,
    fixTime: fix.fixTime,
    receivedAt,
    lat: fix.lat,
    lng: fix.lng,
    speedKmh: fix.speedKmh ?? null,
    bearing: fix.bearing ?? null,
    altitude: fix.altitude ?? null,
    accuracy: fix.accuracy ?? null,
    battery: fix.battery ?? null,
    source,
  };
  await db.transaction(async (tx) => {
    await tx.insert(vehiclePositions).values(position).onConflictDoNothing();
    await tx
      .insert(vehicleLatestPositions)
      // a phone whose clock runs ahead (up to the 10 minutes osmand.ts lets through) would otherwise
      // hold the latest place, age 0, until real time caught up with it: it counts as taken on arrival
      .values({ ...position, fixTime: fix.fixTime > receivedAt ? receivedAt : fix.fixTime })
      .onConflictDoUpdate({
        target: vehicleLatestPositions.vehicleId,
        set: {
          deviceId: sql`excluded.device_id`,
          fixTime: sql`excluded.fix_time`,
          receivedAt: sql`excluded.received_at`,
          lat: sql`excluded.lat`,
          lng: sql`excluded.lng`,
          speedKmh: sql`excluded.speed_kmh`,
          bearing: sql`excluded.bearing`,
          altitude: sql`excluded.altitude`,
          accuracy: sql`excluded.accuracy`,
          battery: sql`excluded.battery`,
          source: sql`excluded.source`,
        },
        // newer replaces older; a held fix dated after this one arrived was taken on a clock since
        // moved back (a server restarted with an earlier CLOCK_START), so it cannot stay ahead for ever
        setWhere: sql`${vehicleLatestPositions.fixTime} < excluded.fix_time or ${vehicleLatestPositions.fixTime} > excluded.received_at`,
      });
    const seen = device.lastSeenAt?.getTime();
    // either way: a last-seen time ahead of now came from a clock since moved back
    if (seen === undefined || Math.abs(receivedAt.getTime() - seen) >= LAST_SEEN_INTERVAL_MS) {
      await tx.update(vehicleDevices).set({ lastSeenAt: receivedAt }).where(eq(vehicleDevices.id, device.id));
    }
  });
}

/** Stores one OsmAnd fix of the device its id names ({@link findReportingDevice}, {@link storeFix}). */
export async function recordFix(db: Db, fix: OsmAndFix, receivedAt: Date): Promise<RecordFixOutcome> {
  const device = await findReportingDevice(db, fix.deviceId);
  if (!device) return 'unknown-device';
  await storeFix(db, device, fix, receivedAt, 'osmand');
  return 'stored';
}
