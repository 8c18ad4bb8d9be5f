import { and, asc, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { minutesToTime } from '@shared/rules/display-time';
import { t } from '@shared/i18n/mail';
import { formatShortDate, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import {
  runMessageBody,
  type LearnerRunMessage,
  type RunMessage,
  type SendRunMessageRequest,
} from '@shared/schemas/run-messages';
import type { Db } from '@server/db/client';
import { busRuns, learners, reservations, runMessageRecipients, runMessages } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { enqueueMails, type NewMail } from '@server/domain/mail/outbox';
import { schoolSignature } from '@server/domain/mail/signature';
import { runMessageMail } from '@server/domain/mail/templates';
import { assertInSchool } from '@server/domain/school/school-scope';

/** Outbox kind of a run message's mail. */
export const RUN_MESSAGE_MAIL = 'run-message';

/** How long a message stays on a learner's menu (its ride still today or later): a few days' news. */
export const LEARNER_RUN_MESSAGE_DAYS = 3;

type MessageRow = typeof runMessages.$inferSelect;

/** 'YYYY年MM月DD日(ddd)' of a ride date, as the ride-time mails name it. */
const mailDateText = (date: string) =>
  t('dateWithYear', { year: date.slice(0, 4), date: formatShortDate(japanInstant(date)) });

/** Whether a ride date may still be messaged: today and later, Japan time (964 otherwise). */
export const isMessageableDate = (date: string, now: Date) => date >= japanDateKey(now);

/**
 * The learners to address, once each, from a run's active bookings: a learner booked twice on
 * one run (the database forbids it today) is still one recipient.
 */
export function recipientsOf<T extends { learnerId: number }>(bookings: readonly T[]): T[] {
  const seen = new Set<number>();
  return bookings.filter((b) => !seen.has(b.learnerId) && seen.add(b.learnerId));
}

async function summaries(db: Db, rows: readonly MessageRow[]): Promise<RunMessage[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      messageId: runMessageRecipients.messageId,
      recipients: count(),
      mailed: count(runMessageRecipients.mailId),
    })
    .from(runMessageRecipients)
    .where(
      inArray(
        runMessageRecipients.messageId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(runMessageRecipients.messageId);
  const byId = new Map(counts.map((c) => [c.messageId, c]));
  return rows.map((row) => ({
    messageId: row.id,
    runId: row.runId,
    kind: row.kind,
    body: row.body,
    sentAt: row.createdAt.toISOString(),
    staffLoginId: row.staffLoginId,
    recipients: byId.get(row.id)?.recipients ?? 0,
    mailed: byId.get(row.id)?.mailed ?? 0,
  }));
}

/** The message a request key already sent, or 965 when that key came with another message. */
async function alreadySent(
  tx: Db,
  schoolId: number,
  request: SendRunMessageRequest,
  body: string,
): Promise<RunMessage | null> {
  const [row] = await tx
    .select()
    .from(runMessages)
    .where(and(eq(runMessages.schoolId, schoolId), eq(runMessages.requestKey, request.requestKey)));
  if (!row) return null;
  if (row.runId !== request.runId || row.kind !== request.kind || row.body !== body)
    throw BusinessError.of('error', 965);
  const [summary] = await summaries(tx, [row]);
  return summary ?? null;
}

/**
 * Sends staff's short message to everyone booked on a run (issue 26 §3), in one transaction: the
 * message recorded, one recipient row per learner with an active booking, one outbox mail per
 * recipient with an address, and the audit entry. The console's request key makes it happen once:
 * a resent request — also one racing the first, which waits on the key's unique index — answers
 * the message already sent and sends nothing again. Refusals: 962 the text, 403 another school's
 * run, 964 a past day, 963 no riders, 965 the key reused for another message.
 */
export async function sendRunMessage(
  db: Db,
  actor: AuditActor,
  request: SendRunMessageRequest,
  now: Date,
): Promise<RunMessage> {
  const body = runMessageBody(request.body);
  if (body === null) throw BusinessError.of('error', 962);
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(busRuns).where(eq(busRuns.id, request.runId));
    assertInSchool(run, actor.schoolId);
    const earlier = await alreadySent(tx, actor.schoolId, request, body);
    if (earlier) return earlier;
    if (!isMessageableDate(run.date, now)) throw BusinessError.of('error', 964);
    const [message] = await tx
      .insert(runMessages)
      .values({
        schoolId: actor.schoolId,
        runId: run.id,
        kind: request.kind,
        body,
        requestKey: request.requestKey,
        staffId: actor.staffId,
        staffLoginId: actor.loginId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!message) {
      // a concurrent send with the same key committed first: answer its message
      const sent = await alreadySent(tx, actor.schoolId, request, body);
      if (!sent) throw new Error('a run message key conflicted but its message is missing');
      return sent;
    }
    const bookings = await tx
      .select({
        learnerId: reservations.learnerId,
        furigana: learners.furigana,
        mailAddress: learners.mailAddress,
      })
      .from(reservations)
      .innerJoin(learners, eq(learners.id, reservations.learnerId))
      .where(and(eq(reservations.runId, run.id), isNull(reservations.cancelledAt)))
      .orderBy(asc(reservations.learnerId));
    const recipients = recipientsOf(bookings);
    if (recipients.length === 0) throw BusinessError.of('error', 963);
    const school = await schoolSignature(tx, actor.schoolId);
    const upDown = run.upDown === 2 ? 2 : 1;
    const addressed = recipients.filter((r) => r.mailAddress);
    const mails: NewMail[] = addressed.map((r) => ({
      schoolId: actor.schoolId,
      learnerId: r.learnerId,
      kind: RUN_MESSAGE_MAIL,
      to: r.mailAddress!,
      ...runMessageMail({
        school,
        greetingName: r.furigana,
        kind: request.kind,
        dateText: mailDateText(run.date),
        bus: run.binName,
        upDown,
        time: minutesToTime(run.planStartMinutes),
        message: body,
      }),
    }));
    const mailIds = await enqueueMails(tx, now, mails);
    const mailIdOf = new Map(addressed.map((r, i) => [r.learnerId, mailIds[i] ?? null]));
    await tx.insert(runMessageRecipients).values(
      recipients.map((r) => ({
        messageId: message.id,
        learnerId: r.learnerId,
        mailId: mailIdOf.get(r.learnerId) ?? null,
      })),
    );
    await recordAudit(
      tx,
      actor,
      {
        action: 'run.send-message',
        targetType: 'run',
        targetId: run.id,
        runId: run.id,
        after: { kind: request.kind, body, recipients: recipients.length, mailed: mails.length },
      },
      now,
    );
    return {
      messageId: message.id,
      runId: run.id,
      kind: message.kind,
      body,
      sentAt: message.createdAt.toISOString(),
      staffLoginId: message.staffLoginId,
      recipients: recipients.length,
      mailed: mails.length,
    };
  });
}

/** A run's messages for the console, newest first: what, by whom, when, to how many. 403 another school's run. */
export async function listRunMessages(db: Db, schoolId: number, runId: number): Promise<RunMessage[]> {
  const [run] = await db.select({ schoolId: busRuns.schoolId }).from(busRuns).where(eq(busRuns.id, runId));
  assertInSchool(run, schoolId);
  const rows = await db
    .select()
    .from(runMessages)
    .where(eq(runMessages.runId, runId))
    .orderBy(desc(runMessages.createdAt), desc(runMessages.id));
  return summaries(db, rows);
}

/**
 * The messages a learner was sent about their own rides of today and later, sent in the last
 * {@link LEARNER_RUN_MESSAGE_DAYS} days, newest first. A message stays after its booking went (a
 * 運休 message, then the run cancelled): the learner was booked on it when it was sent.
 */
export async function learnerRunMessages(db: Db, learnerId: number, now: Date): Promise<LearnerRunMessage[]> {
  const since = new Date(now.getTime() - LEARNER_RUN_MESSAGE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      messageId: runMessages.id,
      kind: runMessages.kind,
      body: runMessages.body,
      sentAt: runMessages.createdAt,
      date: busRuns.date,
      upDown: busRuns.upDown,
      binName: busRuns.binName,
      planStartMinutes: busRuns.planStartMinutes,
    })
    .from(runMessageRecipients)
    .innerJoin(runMessages, eq(runMessages.id, runMessageRecipients.messageId))
    .innerJoin(busRuns, eq(busRuns.id, runMessages.runId))
    .where(
      and(
        eq(runMessageRecipients.learnerId, learnerId),
        gte(busRuns.date, japanDateKey(now)),
        gte(runMessages.createdAt, since),
      ),
    )
    .orderBy(desc(runMessages.createdAt), desc(runMessages.id));
  return rows.map((r) => ({
    messageId: r.messageId,
    kind: r.kind,
    body: r.body,
    sentAt: r.sentAt.toISOString(),
    date: r.date,
    upDown: r.upDown === 2 ? 2 : 1,
    binName: r.binName,
    planStart: minutesToTime(r.planStartMinutes),
  }));
}
