import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { notices } from '@server/db/schema';

/** A notice as stored. */
export type NoticeRow = typeof notices.$inferSelect;

/** Notices of a school that are showing now (started, not ended, not withdrawn), newest first (at most 50). */
export async function listNews(db: Db, schoolId: number, now: Date): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.schoolId, schoolId),
        isNull(notices.withdrawnAt),
        lte(notices.startAt, now),
        or(isNull(notices.endAt), gt(notices.endAt, now)),
      ),
    )
    .orderBy(desc(notices.startAt), desc(notices.id))
    .limit(50);
}
