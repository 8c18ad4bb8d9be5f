import { eq } from 'drizzle-orm';
import type { AddedDevice, DriverSignIn, StaffVehicle } from '@shared/schemas/admin-vehicles';
import type { DriverVehicle } from '@shared/schemas/driver';
import { busRuns } from '@server/db/schema';
import { freshClient, type TestClient, type TestServer } from './harness';
import { expectOk } from './reservation-fixtures';

/** A vehicle of the test's own with one reporting device, added through the console. */
export async function addTestVehicle(
  admin: TestClient,
  vehicleCd: string,
): Promise<{ vehicleId: number; deviceId: number }> {
  const vehicle = expectOk(
    await admin.post<StaffVehicle>('Admin/SaveVehicle', {
      vehicleCd,
      name: `${vehicleCd}号車`,
      seats: 20,
      driverName: '運転 太郎',
    }),
  );
  const added = expectOk(await admin.post<AddedDevice>('Admin/AddDevice', { vehicleId: vehicle.id }));
  return { vehicleId: vehicle.id, deviceId: added.device.id };
}

export async function issueCode(admin: TestClient, deviceId: number): Promise<DriverSignIn> {
  return expectOk(await admin.post<DriverSignIn>('Admin/IssueDriverSignIn', { deviceId }));
}

/** A phone signed in to the driver page as the device, with a code issued for it just now. */
export async function driverClient(s: TestServer, admin: TestClient, deviceId: number): Promise<TestClient> {
  const { code } = await issueCode(admin, deviceId);
  const phone = await freshClient(s);
  expectOk(await phone.post<DriverVehicle>('Driver/SignIn', { code }));
  return phone;
}

/** Gives a run to a vehicle directly (the console's assignment is tested elsewhere). */
export async function assignRun(s: TestServer, runId: number, vehicleCd: string): Promise<void> {
  await s.db.update(busRuns).set({ vehicleCd }).where(eq(busRuns.id, runId));
}
