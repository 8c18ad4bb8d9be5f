import { desc, eq } from 'drizzle-orm';
import { NOTICE_LIMITS, type NoticeState, type StaffNotice } from '@shared/schemas/admin-notices';
import { japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { notices } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { assertInSchool } from '@server/domain/school/school-scope';
import type { NoticeRow } from './list-news';

/** Where a notice stands at `now`: withdrawn wins, then not yet started, ended, showing. */
export function noticeState(
  row: Pick<NoticeRow, 'startAt' | 'endAt' | 'withdrawnAt'>,
  now: Date,
): NoticeState {
  if (row.withdrawnAt) return 'withdrawn';
  if (row.startAt > now) return 'scheduled';
  if (row.endAt && row.endAt <= now) return 'ended';
  return 'showing';
}

function present(row: NoticeRow, now: Date): StaffNotice {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    state: noticeState(row, now),
  };
}

/** What the audit keeps of a notice. */
const snapshot = (row: NoticeRow) => ({
  subject: row.subject,
  body: row.body,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt?.toISOString() ?? null,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

/** Every notice of the school, newest start first (the console lists them all, with their state). */
export async function listSchoolNotices(db: Db, schoolId: number, now: Date): Promise<StaffNotice[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(eq(notices.schoolId, schoolId))
    .orderBy(desc(notices.startAt), desc(notices.id));
  return rows.map((row) => present(row, now));
}

/** An instant from a Japan-time 'YYYY-MM-DDTHH:MM'. */
const fromJapanTime = (value: string) =>
  japanInstant(value.slice(0, 10), Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16)));

export interface NoticeInput {
  id?: number;
  subject: string;
  body: string;
  /** Japan time 'YYYY-MM-DDTHH:MM' */
  startAt: string;
  endAt?: string | null;
}

/**
 * Creates or edits a notice (issue 10 §4), refusing with 740 (subject), 741 (body), 742 (end not
 * after start) and 743 (a withdrawn notice stays withdrawn). Audited in the same transaction.
 */
export async function saveNotice(
  db: Db,
  actor: AuditActor,
  input: NoticeInput,
  now: Date,
): Promise<StaffNotice> {
  const subject = input.subject.trim();
  const body = input.body.trim();
  if (subject === '' || [...subject].length > NOTICE_LIMITS.subject) throw BusinessError.of('error', 740);
  if (body === '' || [...body].length > NOTICE_LIMITS.body) throw BusinessError.of('error', 741);
  const startAt = fromJapanTime(input.startAt);
  const endAt = input.endAt ? fromJapanTime(input.endAt) : null;
  if (Number.isNaN(startAt.getTime()) || (endAt && (Number.isNaN(endAt.getTime()) || endAt <= startAt))) {
    throw BusinessError.of('error', 742);
  }
  return db.transaction(async (tx) => {
    const values = { subject, body, startAt, endAt };
    if (input.id === undefined) {
      const [created] = await tx
        .insert(notices)
        .values({ ...values, schoolId: actor.schoolId })
        .returning();
      await recordAudit(
        tx,
        actor,
        { action: 'notice.create', targetType: 'notice', targetId: created!.id, after: snapshot(created!) },
        now,
      );
      return present(created!, now);
    }
    const [before] = await tx.select().from(notices).where(eq(notices.id, input.id)).for('update');
    assertInSchool(before, actor.schoolId);
    if (before.withdrawnAt) throw BusinessError.of('error', 743);
    const [after] = await tx.update(notices).set(values).where(eq(notices.id, before.id)).returning();
    await recordAudit(
      tx,
      actor,
      {
        action: 'notice.update',
        targetType: 'notice',
        targetId: before.id,
        before: snapshot(before),
        after: snapshot(after!),
      },
      now,
    );
    return present(after!, now);
  });
}

/** Withdraws a notice: learners stop seeing it at once; it stays in the console's list. Audited. */
export async function withdrawNotice(db: Db, actor: AuditActor, id: number, now: Date): Promise<StaffNotice> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
    assertInSchool(before, actor.schoolId);
    if (before.withdrawnAt) return present(before, now);
    const [after] = await tx.update(notices).set({ withdrawnAt: now }).where(eq(notices.id, id)).returning();
    await recordAudit(
      tx,
      actor,
      {
        action: 'notice.withdraw',
        targetType: 'notice',
        targetId: id,
        before: snapshot(before),
        after: snapshot(after!),
      },
      now,
    );
    return present(after!, now);
  });
}
