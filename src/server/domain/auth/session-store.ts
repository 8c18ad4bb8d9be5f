import { hash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_LIMITS } from '@shared/constants';
import type { Db } from '@server/db/client';
import { schools, sessions, siteOptions, staff } from '@server/db/schema';
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

/** Who a session cookie stands for: a learner, a staff member, or nobody. */
export interface SessionHolder {
  learner: SessionLearner | null;
  staff: SessionStaff | null;
}

/** What a new session records: who signed in, for which site. */
export type NewSession = Pick<SessionLearner, 'schoolId' | 'learnerId' | 'site' | 'authority'>;

/** The site recorded for console sessions (learners' sites are numbers). */
export const STAFF_SITE = 'admin';

/** 256-bit random session id (PRODUCT.md §3: at least 128 bits). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** one-shot SHA-256 (no Hash object per request) */
const hashId = (id: string) => hash('sha256', id, 'base64url');

/** Only touch last_seen_at once a minute: sessions are read on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Db,
  id: string,
  who: NewSession | { schoolId: number; staffId: number },
  now: Date,
): Promise<void> {
  const holder =
    'staffId' in who
      ? { staffId: who.staffId, site: STAFF_SITE, authority: '' }
      : { learnerId: who.learnerId, site: who.site, authority: who.authority };
  await db.insert(sessions).values({
    idHash: hashId(id),
    schoolId: who.schoolId,
    ...holder,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIMITS.absoluteHours * 3_600_000),
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
      .leftJoin(
        siteOptions,
        and(eq(siteOptions.schoolId, sessions.schoolId), eq(siteOptions.site, sessions.site)),
      )
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('load_session')
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

const NOBODY: SessionHolder = { learner: null, staff: null };

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
  const idleLimit = row.lastSeenAt.getTime() + SESSION_LIMITS.idleMinutes * 60_000;
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
    return { learner: null, staff: staffMember };
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
  return { learner, staff: null };
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
