import { and, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { DRIVER_SIGN_IN_CODE_TTL_MINUTES } from '@shared/constants';
import type { DriverSignIn } from '@shared/schemas/admin-vehicles';
import type { Db } from '@server/db/client';
import { schools, vehicleDevices, vehicles } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { assertInSchool } from '@server/domain/school/school-scope';
import { hashDeviceSecret, newSignInCode, normaliseSignInCode } from '@server/domain/positions/device-id';

/** The driver page under the base path (client route `driver/`). */
export const DRIVER_PAGE_PATH = 'driver/';

/**
 * Issues a one-time code that signs a phone in to the driver page as this device (issue 27 §1),
 * replacing any code issued before; refused with 911 for a revoked device or a retired vehicle.
 * Only the code's SHA-256 is stored; the answer carries the code, the page's URL with the code in
 * its fragment (a browser never sends a fragment, so it reaches no server log) and that URL as a
 * QR code, an SVG drawn here. Audited without the code.
 */
export async function issueDriverSignIn(
  db: Db,
  actor: AuditActor,
  deviceId: number,
  pagesUrl: string,
  now: Date,
): Promise<DriverSignIn> {
  const code = newSignInCode();
  const expiresAt = new Date(now.getTime() + DRIVER_SIGN_IN_CODE_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ device: vehicleDevices, vehicle: vehicles, schoolId: vehicles.schoolId })
      .from(vehicleDevices)
      .innerJoin(vehicles, eq(vehicles.id, vehicleDevices.vehicleId))
      .where(eq(vehicleDevices.id, deviceId))
      .for('update', { of: vehicleDevices });
    assertInSchool(row, actor.schoolId);
    if (row.device.revokedAt || row.vehicle.retiredAt) throw BusinessError.of('error', 911);
    await tx
      .update(vehicleDevices)
      .set({ signInCodeHash: hashDeviceSecret(code), signInCodeExpiresAt: expiresAt })
      .where(eq(vehicleDevices.id, deviceId));
    await recordAudit(
      tx,
      actor,
      {
        action: 'vehicle-device.issue-driver-sign-in',
        targetType: 'vehicle',
        targetId: row.vehicle.id,
        after: {
          vehicleCd: row.vehicle.vehicleCd,
          deviceCode: row.device.deviceCode,
          expiresAt: expiresAt.toISOString(),
        },
      },
      now,
    );
  });
  // capitals read better on a screen; the alphabet has no letter that looks like a digit in them
  const shown = code.toUpperCase();
  const url = `${pagesUrl}${DRIVER_PAGE_PATH}#code=${shown}`;
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code: shown, url, qrSvg, expiresAt: expiresAt.toISOString() };
}

/** The device a sign-in code stood for, once used up, with its vehicle and school as the page shows them. */
export interface SignedInDevice {
  schoolId: number;
  deviceId: number;
  vehicleCd: string;
  name: string;
  driverName: string;
  schoolName: string;
}

/**
 * Uses up a sign-in code: the device whose live code it is, or 910 (one answer for a wrong, used
 * or expired code, and for a device revoked or a vehicle retired since). The code is cleared by
 * the statement that finds it, so two phones racing with one code get one session: the second
 * update waits on the row and then finds no code.
 *
 * No lockout: a code is 40 random bits and lives 15 minutes, so even 1,000 guesses a second for
 * all of that time hit one live code with a chance below one in a million; a lock anyone could
 * set by guessing would only keep the real driver out.
 */
export async function useSignInCode(db: Db, typed: string, now: Date): Promise<SignedInDevice> {
  const code = normaliseSignInCode(typed);
  if (code.length === 0) throw BusinessError.of('error', 910);
  const [device] = await db
    .update(vehicleDevices)
    .set({ signInCodeHash: null, signInCodeExpiresAt: null })
    .from(vehicles)
    .innerJoin(schools, and(eq(schools.id, vehicles.schoolId), eq(schools.served, true)))
    .where(
      and(
        eq(vehicleDevices.signInCodeHash, hashDeviceSecret(code)),
        gt(vehicleDevices.signInCodeExpiresAt, now),
        isNull(vehicleDevices.revokedAt),
        eq(vehicles.id, vehicleDevices.vehicleId),
        isNull(vehicles.retiredAt),
      ),
    )
    .returning({
      deviceId: vehicleDevices.id,
      schoolId: vehicles.schoolId,
      vehicleCd: vehicles.vehicleCd,
      name: vehicles.name,
      driverName: vehicles.driverName,
      schoolName: schools.name,
    });
  if (!device) throw BusinessError.of('error', 910);
  return device;
}
