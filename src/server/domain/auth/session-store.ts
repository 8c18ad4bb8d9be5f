import { hash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SESSION_LIMITS } from '@shared/constants';
import type { Db } from '@server/db/client';
import { learners, schools, sessions, siteOptions } from '@server/db/schema';
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

/** What a new session records: who signed in, for which site. */
export type NewSession = Pick<SessionLearner, 'schoolId' | 'learnerId' | 'site' | 'authority'>;

/** 256-bit random session id (PRODUCT.md §3: at least 128 bits). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** one-shot SHA-256 (no Hash object per request) */
const hashId = (id: string) => hash('sha256', id, 'base64url');

/** Only touch last_seen_at once a minute: sessions are read on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Db, id: string, who: NewSession, now: Date): Promise<void> {
  await db.insert(sessions).values({
    idHash: hashId(id),
    schoolId: who.schoolId,
    learnerId: who.learnerId,
    site: who.site,
    authority: who.authority,
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
  return db
    .select({
      schoolId: sessions.schoolId,
      serviceCode: schools.serviceCode,
      learnerId: sessions.learnerId,
      site: sessions.site,
      authority: sessions.authority,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ...schoolSettingsColumns,
    })
    .from(sessions)
    .innerJoin(schools, eq(schools.id, sessions.schoolId))
    .innerJoin(learners, eq(learners.id, sessions.learnerId))
    .leftJoin(
      siteOptions,
      and(eq(siteOptions.schoolId, sessions.schoolId), eq(siteOptions.site, sessions.site)),
    )
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('load_session');
}

const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * The live session for a cookie value, or null when absent, idle too long or past its absolute
 * limit. One round trip, plus a write at most once a minute per session (last_seen_at) and when
 * an expired session is removed.
 */
export async function loadSession(db: Db, id: string, now: Date): Promise<SessionLearner | null> {
  const idHash = hashId(id);
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ idHash, since: closureWindowStart(now) });
  if (!row) return null;
  const idleLimit = row.lastSeenAt.getTime() + SESSION_LIMITS.idleMinutes * 60_000;
  if (now >= row.expiresAt || now.getTime() >= idleLimit) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return {
    schoolId: row.schoolId,
    serviceCode: row.serviceCode,
    learnerId: row.learnerId,
    site: row.site,
    authority: row.authority,
    settings: schoolSettingsOf(row),
  };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
}
