import { hash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SESSION_LIMITS } from '@shared/constants';
import type { Db } from '@server/db/client';
import { learners, schools, sessions, siteOptions } from '@server/db/schema';
import type { SchoolCalendar } from '@server/domain/booking/bookable-days';
import { closuresSince, closureWindowStart } from '@server/domain/booking/school-calendar';

/**
 * What the booking endpoints need of the school and of the session's site, read with the session
 * (one query per request instead of a second one in every booking handler).
 */
export interface SessionSettings {
  calendar: SchoolCalendar;
  /** schools.timetable_unit as stored (時限 or 部) */
  timetableUnit: string;
  /**
   * The stored options of the session's site as JSON text, validated where they are used
   * (bookingContextOf, memoised per text); null when the site no longer exists.
   */
  siteOptions: string | null;
}

/** Who a request acts for, once its session cookie is checked. */
export interface SessionLearner {
  schoolId: number;
  serviceCode: string;
  learnerId: number;
  site: string;
  authority: string;
  settings: SessionSettings;
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
 * The session with its school's calendar and its site's options, in one statement: every POST
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
      closedWeekdays: schools.closedWeekdays,
      cutoffMinutes: schools.bookingCutoffMinutes,
      horizonDays: schools.bookingHorizonDays,
      timetableUnit: schools.timetableUnit,
      closures: closuresSince(schools.id, sql.placeholder('since')),
      siteOptions: sql<string | null>`${siteOptions.options}::text`,
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
    settings: {
      calendar: {
        closedWeekdays: row.closedWeekdays,
        closures: row.closures,
        cutoffMinutes: row.cutoffMinutes,
        horizonDays: row.horizonDays,
      },
      timetableUnit: row.timetableUnit,
      siteOptions: row.siteOptions,
    },
  };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
}
