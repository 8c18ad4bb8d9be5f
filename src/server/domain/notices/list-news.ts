import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Notice } from '@shared/schemas/notification';
import type { Db } from '@server/db/client';
import { notices } from '@server/db/schema';

/** Notices of a school that are showing now, newest first. */
export async function listNews(db: Db, schoolId: number, now: Date): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.schoolId, schoolId),
        lte(notices.startAt, now),
        or(isNull(notices.endAt), gt(notices.endAt, now)),
      ),
    )
    .orderBy(desc(notices.startAt), desc(notices.id))
    .limit(50);
  return rows.map((n) => ({
    noticeId: n.id,
    noticeStartDateTime: n.startAt.toISOString(),
    subject: n.subject,
    body: n.body,
  }));
}
