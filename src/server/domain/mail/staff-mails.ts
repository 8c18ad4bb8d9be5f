import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { MAIL_PAGE_SIZE, type MailPage, type StaffMail } from '@shared/schemas/admin-mails';
import type { Db } from '@server/db/client';
import { jobs, learners, outboxMails } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { assertInSchool } from '@server/domain/school/school-scope';
import { requeueJob } from '@server/queue/queue';
import { DELIVER_MAIL_JOB, deliveryJobKey, MAIL_MAX_ATTEMPTS } from './outbox';
import { t } from '@shared/i18n/mail';

/** The delivery job of a mail: one per mail, found by its dedupe key ({@link deliveryJobKey}). */
export const mailDeliveryJob = sql`${jobs.dedupeKey} = 'mail:' || ${outboxMails.id}`;

/**
 * The mail's state for staff: the outbox row's, except that a mail whose delivery job failed for
 * good (its worker died on the last attempt, leaving the row `sending`) is failed too.
 */
export const mailEffectiveStatus = sql<StaffMail['status']>`case
  when ${outboxMails.status} = 'sent' then 'sent'
  when ${outboxMails.status} = 'failed' or ${jobs.status} = 'failed' then 'failed'
  else ${outboxMails.status} end`;

/**
 * A mail's text for staff with the secrets of its links hidden: a confirmation link's token is
 * the learner's to use, and staff have no need of it.
 */
function withoutTokens(body: string): string {
  return body.replace(/([?&]token=)[^\s&]+/g, `$1${t('hiddenToken')}`);
}

export interface MailFilter {
  status?: StaffMail['status'];
  beforeId?: number;
}

/** A school's outbox for the console, newest first, 50 a page by id cursor, with the count of failed mails. */
export async function listSchoolMails(db: Db, schoolId: number, filter: MailFilter): Promise<MailPage> {
  const conditions: (SQL | undefined)[] = [eq(outboxMails.schoolId, schoolId)];
  if (filter.status) conditions.push(sql`${mailEffectiveStatus} = ${filter.status}`);
  if (filter.beforeId) conditions.push(lt(outboxMails.id, filter.beforeId));
  const rows = await db
    .select({
      id: outboxMails.id,
      createdAt: outboxMails.createdAt,
      kind: outboxMails.kind,
      toAddress: outboxMails.toAddress,
      subject: outboxMails.subject,
      body: outboxMails.body,
      status: mailEffectiveStatus,
      attempts: outboxMails.attempts,
      lastError: outboxMails.lastError,
      sentAt: outboxMails.sentAt,
      learnerId: learners.id,
      seitoNo: learners.seitoNo,
      learnerName: learners.name,
    })
    .from(outboxMails)
    .leftJoin(jobs, mailDeliveryJob)
    .leftJoin(learners, eq(learners.id, outboxMails.learnerId))
    .where(and(...conditions))
    .orderBy(desc(outboxMails.id))
    .limit(MAIL_PAGE_SIZE + 1);
  const [failed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMails)
    .leftJoin(jobs, mailDeliveryJob)
    .where(and(eq(outboxMails.schoolId, schoolId), sql`${mailEffectiveStatus} = 'failed'`));
  const page = rows.slice(0, MAIL_PAGE_SIZE);
  return {
    mails: page.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      kind: r.kind,
      toAddress: r.toAddress,
      subject: r.subject,
      body: withoutTokens(r.body),
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      sentAt: r.sentAt?.toISOString() ?? null,
      learner:
        r.learnerId !== null && r.seitoNo !== null && r.learnerName !== null
          ? { learnerId: r.learnerId, seitoNo: r.seitoNo, name: r.learnerName }
          : null,
    })),
    nextBeforeId: rows.length > MAIL_PAGE_SIZE ? page.at(-1)!.id : null,
    failedCount: failed?.n ?? 0,
  };
}

/**
 * Sends a failed mail again (say, once the school fixed its SMTP settings): back to `pending`
 * with a fresh set of attempts on its one delivery job, audited in the same transaction. Only a
 * failed mail may be retried (750), so a mail still on its way is never sent twice by a click.
 */
export async function retryFailedMail(db: Db, actor: AuditActor, mailId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [mail] = await tx
      .select({
        schoolId: outboxMails.schoolId,
        learnerId: outboxMails.learnerId,
        status: mailEffectiveStatus,
        attempts: outboxMails.attempts,
        lastError: outboxMails.lastError,
      })
      .from(outboxMails)
      .leftJoin(jobs, mailDeliveryJob)
      .where(eq(outboxMails.id, mailId))
      .for('update', { of: outboxMails });
    assertInSchool(mail, actor.schoolId);
    if (mail.status !== 'failed') throw BusinessError.of('error', 750);
    await tx
      .update(outboxMails)
      .set({ status: 'pending' })
      .where(and(eq(outboxMails.id, mailId), sql`${outboxMails.status} <> 'sent'`));
    await requeueJob(tx, now, {
      kind: DELIVER_MAIL_JOB,
      payload: { mailId },
      maxAttempts: MAIL_MAX_ATTEMPTS,
      dedupeKey: deliveryJobKey(mailId),
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'mail.retry',
        targetType: 'mail',
        targetId: mailId,
        learnerId: mail.learnerId,
        before: { status: 'failed', attempts: mail.attempts, lastError: mail.lastError },
        after: { status: 'pending' },
      },
      now,
    );
  });
}
