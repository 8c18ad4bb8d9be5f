import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { schools } from '@server/db/schema';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { insertDemoBookings } from './demo-bookings';
import { insertDemoNetwork } from './demo-network';
import {
  ensureDemoSignUpLearners,
  hashDemoAccounts,
  insertDemoPeople,
  MAIN_LEARNER_SEITO_NO,
} from './demo-people';
import { ensureDemoRuns } from './demo-runs';
import {
  DEMO_SERVICE_CODE,
  ensureDemoKioskNetworks,
  insertDemoSchool,
  insertDemoSchoolSettings,
} from './demo-school';
import { ensureDemoVehicles } from './demo-vehicles';
import { deleteDemoSchool } from './reset-demo';

export { ensureDemoRuns } from './demo-runs';
export { DEMO_SERVICE_CODE } from './demo-school';
export { DEMO_DEVICE_SECRET, DEMO_VEHICLES, demoDeviceId } from './demo-vehicles';

/** Whether the demo school is in the database (a deployment without the demo warns when it is). */
export async function hasDemoSchool(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.serviceCode, DEMO_SERVICE_CODE));
  return existing !== undefined;
}

/**
 * Serves the demo school or stops serving it (issue 21: a deployment without the demo must not
 * let its published passwords sign in); answers whether it is in the database.
 */
export async function serveDemoSchool(db: Db, served: boolean): Promise<boolean> {
  const rows = await db
    .update(schools)
    .set({ served })
    .where(eq(schools.serviceCode, DEMO_SERVICE_CODE))
    .returning({ id: schools.id });
  return rows.length > 0;
}

export { deleteDemoSchool } from './reset-demo';

export interface SeedDemoOptions {
  /** delete the demo school and everything belonging to it first, then create it again */
  reset?: boolean;
}

export interface SeedDemoResult {
  /** true when the demo school was created by this call */
  created: boolean;
  /** runs added, by the creation or by topping up the horizon */
  runsAdded: number;
}

/**
 * Seeds the fictional demo school of PRODUCT.md §6 (serviceCode `demo`). Idempotent: when the
 * school already exists it leaves learners, notices and the rest alone and only tops up runs to
 * the booking horizon (ensureDemoRuns) and adds what later versions of the demo brought (the
 * kiosk networks, the learners waiting to sign up, the vehicles and their devices). With `reset` it deletes the demo school and creates it
 * again. The whole creation is one transaction; passwords are hashed before it opens.
 * `now` fixes "today" (Japan time) for runs, bookings, notices and closures.
 */
export async function seedDemo(
  db: Db,
  hasher: PasswordHasher,
  now: Date,
  opts: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  if (!opts.reset) {
    if (await serveDemoSchool(db, true)) {
      await ensureDemoKioskNetworks(db);
      await ensureDemoSignUpLearners(db, hasher);
      await ensureDemoVehicles(db);
      return { created: false, runsAdded: await ensureDemoRuns(db, now) };
    }
  }
  const accounts = await hashDemoAccounts(hasher);
  return db.transaction(async (tx) => {
    if (opts.reset) await deleteDemoSchool(tx);
    const schoolId = await insertDemoSchool(tx);
    if (schoolId === undefined) return { created: false, runsAdded: await ensureDemoRuns(tx, now) };
    await insertDemoSchoolSettings(tx, schoolId, now);
    const learnerIds = await insertDemoPeople(tx, schoolId, accounts);
    const mainLearnerId = learnerIds.get(MAIN_LEARNER_SEITO_NO)!;
    const stopIds = await insertDemoNetwork(tx, schoolId, mainLearnerId, now);
    const runsAdded = await ensureDemoRuns(tx, now);
    await insertDemoBookings(tx, schoolId, mainLearnerId, stopIds, now);
    await ensureDemoVehicles(tx);
    return { created: true, runsAdded };
  });
}
