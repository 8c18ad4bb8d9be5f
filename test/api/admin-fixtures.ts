import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StaffUser } from '@shared/schemas/admin';
import { schools } from '@server/db/schema';
import { createStaff } from '@server/domain/auth/staff/create-staff';
import type { StaffRoleName } from '@shared/schemas/admin';
import { freshClient, type TestClient, type TestServer } from './harness';

/** The demo school's console account (PRODUCT.md §6). */
export const DEMO_ADMIN = { loginId: 'admin', password: 'admin-demo-password' } as const;

/** A client signed in to the console; fails the test if the sign-in does not succeed. */
export async function staffClient(
  server: TestServer,
  account: { loginId: string; password: string; serviceCode?: string } = DEMO_ADMIN,
): Promise<TestClient> {
  const client = await freshClient(server);
  const answer = await client.post<StaffUser>('Admin/StaffLogin', {
    serviceCode: account.serviceCode ?? 'demo',
    loginId: account.loginId,
    password: account.password,
  });
  if (answer.status !== 200 || !answer.body.status) {
    throw new Error(`staff sign-in of ${account.loginId} failed: ${answer.status} ${answer.text}`);
  }
  return client;
}

/** Adds a staff account with a random login id to a school (the demo by default); answers its credentials. */
export async function addStaff(
  server: TestServer,
  role: StaffRoleName,
  serviceCode = 'demo',
): Promise<{ loginId: string; password: string; serviceCode: string }> {
  const loginId = `${role}-${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  await createStaff(server.db, server.app.hasher, { serviceCode, loginId, name: loginId, role, password });
  return { loginId, password, serviceCode };
}

/** A second school (once per server) with an admin of its own, signed in: for "another school's staff" checks. */
export async function otherSchoolAdmin(server: TestServer): Promise<TestClient> {
  const serviceCode = 'other-console';
  const [existing] = await server.db.select().from(schools).where(eq(schools.serviceCode, serviceCode));
  if (!existing) {
    await server.db
      .insert(schools)
      .values({ serviceCode, name: '別の自動車学校', latitude: 35.0, longitude: 139.0 });
  }
  return staffClient(server, await addStaff(server, 'admin', serviceCode));
}
