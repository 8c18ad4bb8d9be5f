import { asc, desc, eq, inArray } from 'drizzle-orm';
import { messages } from '@shared/i18n/messages';
import { hasGarblingCharacters, trimText } from '@shared/rules/text';
import {
  VEHICLE_CD_PATTERN,
  VEHICLE_LIMITS,
  type AddedDevice,
  type LatestFix,
  type StaffVehicle,
  type VehicleDevice,
} from '@shared/schemas/admin-vehicles';
import type { Db } from '@server/db/client';
import { sessions, vehicleDevices, vehicleLatestPositions, vehicles } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { assertInSchool } from '@server/domain/school/school-scope';
import { deviceIdOf, hashDeviceSecret, newDeviceCode, newDeviceSecret } from './device-id';

type VehicleRow = typeof vehicles.$inferSelect;
type DeviceRow = typeof vehicleDevices.$inferSelect;
type LatestRow = typeof vehicleLatestPositions.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

const presentDevice = (row: DeviceRow): VehicleDevice => ({
  id: row.id,
  deviceCode: row.deviceCode,
  createdAt: row.createdAt.toISOString(),
  revokedAt: iso(row.revokedAt),
  lastSeenAt: iso(row.lastSeenAt),
});

export const presentLatest = (row: LatestRow, now: Date): LatestFix => ({
  fixTime: row.fixTime.toISOString(),
  receivedAt: row.receivedAt.toISOString(),
  ageSeconds: Math.max(0, Math.floor((now.getTime() - row.fixTime.getTime()) / 1000)),
  lat: row.lat,
  lng: row.lng,
  speedKmh: row.speedKmh,
  bearing: row.bearing,
  accuracy: row.accuracy,
  battery: row.battery,
  source: row.source,
});

/** The vehicles with their devices (never a secret) and newest fix, in the order given. */
async function presentVehicles(db: Db, rows: VehicleRow[], now: Date): Promise<StaffVehicle[]> {
  const ids = rows.map((v) => v.id);
  if (ids.length === 0) return [];
  const [devices, latest] = await Promise.all([
    db
      .select()
      .from(vehicleDevices)
      .where(inArray(vehicleDevices.vehicleId, ids))
      .orderBy(desc(vehicleDevices.createdAt), desc(vehicleDevices.id)),
    db.select().from(vehicleLatestPositions).where(inArray(vehicleLatestPositions.vehicleId, ids)),
  ]);
  return rows.map((v) => {
    const fix = latest.find((l) => l.vehicleId === v.id);
    return {
      id: v.id,
      vehicleCd: v.vehicleCd,
      name: v.name,
      plate: v.plate,
      seats: v.seats,
      driverName: v.driverName,
      createdAt: v.createdAt.toISOString(),
      retiredAt: iso(v.retiredAt),
      devices: devices.filter((d) => d.vehicleId === v.id).map(presentDevice),
      latest: fix ? presentLatest(fix, now) : null,
    };
  });
}

/** Every vehicle of the school, retired ones too, by code, with devices and newest fix (issue 13 §4). */
export async function listVehicles(db: Db, schoolId: number, now: Date): Promise<StaffVehicle[]> {
  const rows = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.schoolId, schoolId))
    .orderBy(asc(vehicles.vehicleCd));
  return presentVehicles(db, rows, now);
}

export interface VehicleInput {
  id?: number;
  vehicleCd?: string;
  name: string;
  plate?: string;
  /** undefined: an edit keeps the vehicle's driver */
  driverName?: string;
  seats: number;
  retired?: boolean;
}

/** What the audit keeps of a vehicle. */
const snapshot = (row: VehicleRow) => ({
  vehicleCd: row.vehicleCd,
  name: row.name,
  plate: row.plate,
  seats: row.seats,
  driverName: row.driverName,
  retiredAt: iso(row.retiredAt),
});

const length = (text: string) => [...text].length;

/**
 * Creates a vehicle (no id) or edits one, refusing with 780 (code), 781 (code taken), 782 (name),
 * 783 (plate), 784 (seats), 811 (driver's name) and 789 (a code cannot change: runs name it). `retired` retires a
 * vehicle (its devices are refused, it cannot be assigned) or restores it. Audited.
 */
export async function saveVehicle(
  db: Db,
  actor: AuditActor,
  input: VehicleInput,
  now: Date,
): Promise<StaffVehicle> {
  const name = trimText(input.name);
  const plate = trimText(input.plate ?? '');
  if (name === '' || length(name) > VEHICLE_LIMITS.name || hasGarblingCharacters(name))
    throw BusinessError.of('error', 782);
  if (length(plate) > VEHICLE_LIMITS.plate || hasGarblingCharacters(plate))
    throw BusinessError.of('error', 783);
  const driverName = input.driverName === undefined ? undefined : trimText(input.driverName);
  if (
    driverName !== undefined &&
    (length(driverName) > VEHICLE_LIMITS.driverName || hasGarblingCharacters(driverName))
  )
    throw BusinessError.of('error', 811);
  if (input.seats < VEHICLE_LIMITS.minSeats || input.seats > VEHICLE_LIMITS.maxSeats) {
    throw BusinessError.of('error', 784);
  }
  const vehicleCd = input.vehicleCd?.trim();
  const row = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      if (vehicleCd === undefined || !VEHICLE_CD_PATTERN.test(vehicleCd))
        throw BusinessError.of('error', 780);
      const [created] = await tx
        .insert(vehicles)
        .values({
          schoolId: actor.schoolId,
          vehicleCd,
          name,
          plate,
          driverName: driverName ?? '',
          seats: input.seats,
          retiredAt: input.retired ? now : null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw BusinessError.of('error', 781);
      await recordAudit(
        tx,
        actor,
        { action: 'vehicle.create', targetType: 'vehicle', targetId: created.id, after: snapshot(created) },
        now,
      );
      return created;
    }
    const [before] = await tx.select().from(vehicles).where(eq(vehicles.id, input.id)).for('update');
    assertInSchool(before, actor.schoolId);
    if (vehicleCd !== undefined && vehicleCd !== before.vehicleCd) throw BusinessError.of('error', 789);
    const retiredAt =
      input.retired === undefined ? before.retiredAt : input.retired ? (before.retiredAt ?? now) : null;
    const [after] = await tx
      .update(vehicles)
      .set({ name, plate, driverName: driverName ?? before.driverName, seats: input.seats, retiredAt })
      .where(eq(vehicles.id, before.id))
      .returning();
    if (retiredAt && !before.retiredAt) {
      // a retired vehicle's phones are signed out of the driver page with the retirement
      await tx
        .delete(sessions)
        .where(
          inArray(
            sessions.deviceId,
            tx
              .select({ id: vehicleDevices.id })
              .from(vehicleDevices)
              .where(eq(vehicleDevices.vehicleId, before.id)),
          ),
        );
    }
    await recordAudit(
      tx,
      actor,
      {
        action: 'vehicle.update',
        targetType: 'vehicle',
        targetId: before.id,
        before: snapshot(before),
        after: snapshot(after!),
      },
      now,
    );
    return after!;
  });
  const [presented] = await presentVehicles(db, [row], now);
  return presented!;
}

/** A fresh code clashing with an existing one is one chance in 10^12 per device; three draws settle it. */
const CODE_ATTEMPTS = 3;

/**
 * Adds a reporting device to a vehicle (refused with 785 on a retired one) and answers, this once,
 * the id that carries its secret, with the server URL and the setup text for Traccar Client.
 * Only the secret's hash is stored, and the audit names the device code alone.
 */
export async function addDevice(
  db: Db,
  actor: AuditActor,
  vehicleId: number,
  serverUrl: string,
  now: Date,
): Promise<AddedDevice> {
  return db.transaction(async (tx) => {
    const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    assertInSchool(vehicle, actor.schoolId);
    if (vehicle.retiredAt) throw BusinessError.of('error', 785);
    const secret = newDeviceSecret();
    let device: DeviceRow | undefined;
    for (let attempt = 0; !device && attempt < CODE_ATTEMPTS; attempt += 1) {
      [device] = await tx
        .insert(vehicleDevices)
        .values({
          vehicleId,
          deviceCode: newDeviceCode(),
          secretHash: hashDeviceSecret(secret),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
    }
    if (!device) throw new Error('no free device code after three draws');
    await recordAudit(
      tx,
      actor,
      {
        action: 'vehicle-device.add',
        targetType: 'vehicle',
        targetId: vehicleId,
        after: { vehicleCd: vehicle.vehicleCd, deviceCode: device.deviceCode },
      },
      now,
    );
    const traccarDeviceId = deviceIdOf(device.deviceCode, secret);
    return {
      vehicleId,
      device: presentDevice(device),
      traccarDeviceId,
      serverUrl,
      setupText: messages.vehicles.deviceSetup
        .replace('{serverUrl}', serverUrl)
        .replace('{deviceId}', traccarDeviceId),
    };
  });
}

/**
 * Revokes a device: its reports are refused (404) from now on and its driver page sessions end
 * with the revocation; its past fixes stay. Audited.
 */
export async function revokeDevice(
  db: Db,
  actor: AuditActor,
  deviceId: number,
  now: Date,
): Promise<VehicleDevice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ device: vehicleDevices, schoolId: vehicles.schoolId, vehicleCd: vehicles.vehicleCd })
      .from(vehicleDevices)
      .innerJoin(vehicles, eq(vehicles.id, vehicleDevices.vehicleId))
      .where(eq(vehicleDevices.id, deviceId))
      .for('update', { of: vehicleDevices });
    assertInSchool(row, actor.schoolId);
    if (row.device.revokedAt) return presentDevice(row.device);
    const [after] = await tx
      .update(vehicleDevices)
      .set({ revokedAt: now })
      .where(eq(vehicleDevices.id, deviceId))
      .returning();
    await tx.delete(sessions).where(eq(sessions.deviceId, deviceId));
    await recordAudit(
      tx,
      actor,
      {
        action: 'vehicle-device.revoke',
        targetType: 'vehicle',
        targetId: row.device.vehicleId,
        before: { vehicleCd: row.vehicleCd, deviceCode: row.device.deviceCode, revokedAt: null },
        after: { vehicleCd: row.vehicleCd, deviceCode: row.device.deviceCode, revokedAt: now.toISOString() },
      },
      now,
    );
    return presentDevice(after!);
  });
}
