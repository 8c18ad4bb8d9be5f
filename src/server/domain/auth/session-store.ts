import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_LIMITS } from '@shared/constants';
import type { Db } from '@server/db/client';
import { learners, schools, sessions } from '@server/db/schema';

/** Who a request acts for, once its session cookie is checked. */
export interface SessionLearner {
  schoolId: number;
  serviceCode: string;
  learnerId: number;
  site: string;
  authority: string;
}

/** 256-bit random session id (PRODUCT.md §3: at least 128 bits). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** Only touch last_seen_at once a minute: sessions are read on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Db,
  id: string,
  who: Omit<SessionLearner, 'serviceCode'>,
  now: Date,
): Promise<void> {
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

/** The live session for a cookie value, or null when absent, idle too long or past its absolute limit. */
export async function loadSession(db: Db, id: string, now: Date): Promise<SessionLearner | null> {
  const idHash = hashId(id);
  const [row] = await db
    .select({
      schoolId: sessions.schoolId,
      serviceCode: schools.serviceCode,
      learnerId: sessions.learnerId,
      site: sessions.site,
      authority: sessions.authority,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(schools, eq(schools.id, sessions.schoolId))
    .innerJoin(learners, eq(learners.id, sessions.learnerId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const idleLimit = row.lastSeenAt.getTime() + SESSION_LIMITS.idleMinutes * 60_000;
  if (now >= row.expiresAt || now.getTime() >= idleLimit) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const { lastSeenAt: _seen, expiresAt: _expires, ...who } = row;
  return who;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
}
