import { and, eq, inArray } from 'drizzle-orm';
import { Direction } from '@shared/constants';
import type { Db } from '@server/db/client';
import { schools, vehicleDevices, vehicles } from '@server/db/schema';
import { deviceIdOf, hashDeviceSecret } from '@server/domain/positions/device-id';
import { vehicleCdOf } from '@server/domain/runs/plan-runs';
import { DEMO_COURSES } from './demo-network';
import { DEMO_SERVICE_CODE } from './demo-school';

/**
 * DEMO ONLY: the secret of every demo device, published here so `npm run simulate` can report as
 * the demo's buses through the real ingestion endpoint. It guards nothing real: the demo school
 * exists only where it was asked for and never with NODE_ENV=production (PRODUCT.md §3), and a
 * real school's devices get random secrets shown once (Admin/AddDevice).
 */
export const DEMO_DEVICE_SECRET = 'demo-only-device-secret';

/** Fictional drivers of the demo's buses, in vehicle number order (1号車 first), printed on manifests. */
const DEMO_DRIVERS = [
  '佐藤 誠',
  '鈴木 健一',
  '高橋 浩二',
  '田中 修',
  '伊藤 隆',
  '渡辺 聡',
  '山本 学',
  '中村 豊',
];

/** The demo's vehicles: the bus each generated run names, an up and a down one per course. */
export const DEMO_VEHICLES = DEMO_COURSES.flatMap((course, index) =>
  ([Direction.Up, Direction.Down] as const).map((upDown, half) => {
    const number = index * 2 + half + 1;
    return {
      vehicleCd: vehicleCdOf(upDown, course.homenCd),
      name: `${number}号車`,
      plate: `大宮 200 あ 12-${String(number).padStart(2, '0')}`,
      seats: course.seats,
      driverName: DEMO_DRIVERS[(number - 1) % DEMO_DRIVERS.length]!,
    };
  }),
);

/**
 * The device code of a demo vehicle's phone, e.g. `demov01u`: it holds letters (o, u) that
 * random codes never do (device-id.ts), so it can clash with no real school's device.
 */
export const demoDeviceCode = (vehicleCd: string) => `demo${vehicleCd.toLowerCase()}`;

/** The device id the simulator sends for a demo vehicle (DEMO ONLY, see {@link DEMO_DEVICE_SECRET}). */
export const demoDeviceId = (vehicleCd: string) => deviceIdOf(demoDeviceCode(vehicleCd), DEMO_DEVICE_SECRET);

/**
 * Gives the demo school its vehicles, one reporting device each; idempotent, so a demo seeded
 * before vehicles existed gets them at its next start and one that has them is left alone — but
 * for its drivers: a demo vehicle without one (seeded before drivers existed) gets its demo driver,
 * while a driver staff entered stays.
 */
export async function ensureDemoVehicles(db: Db): Promise<void> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.serviceCode, DEMO_SERVICE_CODE));
  if (!school) return;
  await db
    .insert(vehicles)
    .values(DEMO_VEHICLES.map((v) => ({ ...v, schoolId: school.id })))
    .onConflictDoNothing();
  for (const v of DEMO_VEHICLES) {
    await db
      .update(vehicles)
      .set({ driverName: v.driverName })
      .where(
        and(
          eq(vehicles.schoolId, school.id),
          eq(vehicles.vehicleCd, v.vehicleCd),
          eq(vehicles.driverName, ''),
        ),
      );
  }
  const rows = await db
    .select({ id: vehicles.id, vehicleCd: vehicles.vehicleCd })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.schoolId, school.id),
        inArray(
          vehicles.vehicleCd,
          DEMO_VEHICLES.map((v) => v.vehicleCd),
        ),
      ),
    );
  const secretHash = hashDeviceSecret(DEMO_DEVICE_SECRET);
  await db
    .insert(vehicleDevices)
    .values(rows.map((v) => ({ vehicleId: v.id, deviceCode: demoDeviceCode(v.vehicleCd), secretHash })))
    .onConflictDoNothing();
}
