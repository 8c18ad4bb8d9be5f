import { hash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { DRIVER_SESSION_LIMITS, SESSION_LIMITS } from '@shared/constants';
import type { Db } from '@server/db/client';
import { schools, sessions, siteOptions, staff, vehicleDevices, vehicles } from '@server/db/schema';
import {
  closureWindowStart,
  schoolSettingsColumns,
  schoolSettingsOf,
  type SchoolSettings,
} from '@server/domain/school/school-settings';

/** Who a request acts for, once its session cookie is checked. */
export interface SessionLearner {
  schoolId: number;
  serviceCode: string;
  learnerId: number;
  site: string;
  authority: string;
  /** read with the session (one query per request instead of a second one in every handler) */
  settings: SchoolSettings;
}

/** Roles of school staff (PRODUCT.md §2): a dispatcher runs the day, an admin also configures. */
export type StaffRole = 'admin' | 'dispatcher';

/** The staff member a console request acts for. */
export interface SessionStaff {
  schoolId: number;
  serviceCode: string;
  staffId: number;
  loginId: string;
  name: string;
  role: StaffRole;
  settings: SchoolSettings;
}

/**
 * A vehicle's phone signed in to the driver page (issue 27 §1): the session belongs to the device,
 * so revoking it in the console (or retiring its vehicle) ends the session at once.
 */
export interface SessionDriver {
  schoolId: number;
  serviceCode: string;
  deviceId: number;
  vehicleId: number;
  vehicleCd: string;
  vehicleName: string;
  driverName: string;
  schoolName: string;
  settings: SchoolSettings;
}

/** Who a session cookie stands for: a learner, a staff member, a vehicle's phone, or nobody. */
export interface SessionHolder {
  learner: SessionLearner | null;
  staff: SessionStaff | null;
  driver: SessionDriver | null;
}

/** What a new session records: who signed in, for which site. */
export type NewSession = Pick<SessionLearner, 'schoolId' | 'learnerId' | 'site' | 'authority'>;

/** The site recorded for console sessions (learners' sites are numbers). */
export const STAFF_SITE = 'admin';

/** The site recorded for driver page sessions. */
export const DRIVER_SITE = 'driver';

/** Who a new session is for: a learner, a staff member or a vehicle's device. */
export type SessionOwner =
  NewSession | { schoolId: number; staffId: number } | { schoolId: number; deviceId: number };

const HOUR_MS = 3_600_000;

/** A driver's phone stays signed in far longer than a person at a browser (DRIVER_SESSION_LIMITS). */
const limitsOf = (isDevice: boolean) =>
  isDevice
    ? {
        idleMs: DRIVER_SESSION_LIMITS.idleHours * HOUR_MS,
        absoluteMs: DRIVER_SESSION_LIMITS.absoluteDays * 24 * HOUR_MS,
      }
    : { idleMs: SESSION_LIMITS.idleMinutes * 60_000, absoluteMs: SESSION_LIMITS.absoluteHours * HOUR_MS };

/** 256-bit random session id (PRODUCT.md §3: at least 128 bits). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** one-shot SHA-256 (no Hash object per request) */
const hashId = (id: string) => hash('sha256', id, 'base64url');

/** Only touch last_seen_at once a minute: sessions are read on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Db, id: string, who: SessionOwner, now: Date): Promise<void> {
  const holder =
    'staffId' in who
      ? { staffId: who.staffId, site: STAFF_SITE, authority: '' }
      : 'deviceId' in who
        ? { deviceId: who.deviceId, site: DRIVER_SITE, authority: '' }
        : { learnerId: who.learnerId, site: who.site, authority: who.authority };
  await db.insert(sessions).values({
    idHash: hashId(id),
    schoolId: who.schoolId,
    ...holder,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + limitsOf('deviceId' in who).absoluteMs),
  });
}

/**
 * The session with its school's settings and its site's options, in one statement: every POST
 * runs it, so it is built once per database handle and prepared.
 */
function sessionQuery(db: Db) {
  return (
    db
      .select({
        schoolId: sessions.schoolId,
        serviceCode: schools.serviceCode,
        learnerId: sessions.learnerId,
        staffId: sessions.staffId,
        staffLoginId: staff.loginId,
        staffName: staff.name,
        staffRole: staff.role,
        deviceId: sessions.deviceId,
        vehicleId: vehicles.id,
        vehicleCd: vehicles.vehicleCd,
        vehicleName: vehicles.name,
        driverName: vehicles.driverName,
        schoolName: schools.name,
        site: sessions.site,
        authority: sessions.authority,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        ...schoolSettingsColumns,
      })
      .from(sessions)
      // a school no longer served (issue 21) has no sessions
      .innerJoin(schools, and(eq(schools.id, sessions.schoolId), eq(schools.served, true)))
      // a disabled account's session (one begun while it was being disabled) stands for nobody
      .leftJoin(staff, and(eq(staff.id, sessions.staffId), isNull(staff.disabledAt)))
      // likewise a revoked device's, or one of a retired vehicle (revoking also deletes its sessions)
      .leftJoin(
        vehicleDevices,
        and(eq(vehicleDevices.id, sessions.deviceId), isNull(vehicleDevices.revokedAt)),
      )
      .leftJoin(
        vehicles,
        and(
          eq(vehicles.id, vehicleDevices.vehicleId),
          eq(vehicles.schoolId, sessions.schoolId),
          isNull(vehicles.retiredAt),
        ),
      )
      .leftJoin(
        siteOptions,
        and(eq(siteOptions.schoolId, sessions.schoolId), eq(siteOptions.site, sessions.site)),
      )
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('load_session')
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

const NOBODY: SessionHolder = { learner: null, staff: null, driver: null };

/**
 * Who the live session of a cookie value stands for; nobody when it is absent, idle too long or
 * past its absolute limit. One round trip, plus a write at most once a minute per session
 * (last_seen_at) and when an expired session is removed.
 */
export async function loadSession(db: Db, id: string, now: Date): Promise<SessionHolder> {
  const idHash = hashId(id);
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ idHash, since: closureWindowStart(now) });
  if (!row) return NOBODY;
  const limits = limitsOf(row.deviceId !== null);
  const idleLimit = row.lastSeenAt.getTime() + limits.idleMs;
  if (now >= row.expiresAt || now.getTime() >= idleLimit) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return NOBODY;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const settings = schoolSettingsOf(row);
  const { schoolId, serviceCode } = row;
  if (row.staffId !== null && row.staffLoginId !== null && row.staffName !== null) {
    const staffMember: SessionStaff = {
      schoolId,
      serviceCode,
      staffId: row.staffId,
      loginId: row.staffLoginId,
      name: row.staffName,
      role: row.staffRole === 'dispatcher' ? 'dispatcher' : 'admin',
      settings,
    };
    return { learner: null, staff: staffMember, driver: null };
  }
  if (row.deviceId !== null) {
    if (row.vehicleId === null || row.vehicleCd === null) return NOBODY;
    const driver: SessionDriver = {
      schoolId,
      serviceCode,
      deviceId: row.deviceId,
      vehicleId: row.vehicleId,
      vehicleCd: row.vehicleCd,
      vehicleName: row.vehicleName ?? '',
      driverName: row.driverName ?? '',
      schoolName: row.schoolName,
      settings,
    };
    return { learner: null, staff: null, driver };
  }
  if (row.learnerId === null) return NOBODY;
  const learner: SessionLearner = {
    schoolId,
    serviceCode,
    learnerId: row.learnerId,
    site: row.site,
    authority: row.authority,
    settings,
  };
  return { learner, staff: null, driver: null };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
}

/**
 * Ends every session of a learner but the one a request came with: after a password change the
 * other devices (a lost phone, a shared desktop) must sign in again with the new password.
 */
export async function endOtherSessions(db: Db, learnerId: number, keepId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.learnerId, learnerId), ne(sessions.idHash, hashId(keepId))));
}

/**
 * Ends every session of a staff member but the one a request came with (their own password
 * change: another browser holding the account must sign in with the new password).
 */
export async function endOtherStaffSessions(db: Db, staffId: number, keepId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.staffId, staffId), ne(sessions.idHash, hashId(keepId))));
}
