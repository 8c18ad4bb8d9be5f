import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { outboxMails, schools } from '@server/db/schema';
import { enqueueJobs } from '@server/queue/queue';
import type { MailTransport } from './transport';

/** The job kind that delivers one outbox mail (payload `{ mailId }`). */
export const DELIVER_MAIL_JOB = 'deliver-mail';

/**
 * Attempts before a mail is `failed`: with the runner's back-off (10 s doubling, capped at an
 * hour, jittered down to half) twelve attempts span at least 1.7 hours, so a mail server down
 * for an hour loses nothing.
 */
export const MAIL_MAX_ATTEMPTS = 12;

/** The dedupe key of a mail's one delivery job. */
export const deliveryJobKey = (mailId: number) => `mail:${mailId}`;

/** A mail to write into the outbox. */
export interface NewMail {
  schoolId: number;
  /** the learner it concerns, so staff can find it; null for mail to nobody in particular */
  learnerId: number | null;
  /** the template's name */
  kind: string;
  to: string;
  subject: string;
  body: string;
}

/** Sender when a school has no address of its own; `.invalid` never resolves, so replies bounce visibly. */
const FALLBACK_SENDER = 'no-reply@sougei-bus.invalid';

/**
 * Writes mails into the outbox and queues their delivery, on `tx`: call it inside the transaction
 * of the change that causes them, so a mail exists exactly when its change was committed. Each
 * mail gets its Message-ID now, on the school's domain; `notBefore` holds delivery until then
 * (ride times wait for the plan release). Returns the outbox ids in order.
 */
export async function enqueueMails(
  tx: Db,
  now: Date,
  mails: readonly NewMail[],
  options: { notBefore?: Date } = {},
): Promise<number[]> {
  if (mails.length === 0) return [];
  const schoolIds = [...new Set(mails.map((m) => m.schoolId))];
  const senders = new Map(
    (
      await tx
        .select({ id: schools.id, name: schools.name, address: schools.mailAddress })
        .from(schools)
        .where(inArray(schools.id, schoolIds))
    ).map((s) => [s.id, { name: s.name, address: s.address || FALLBACK_SENDER }]),
  );
  const rows = await tx
    .insert(outboxMails)
    .values(
      mails.map((mail) => {
        const sender = senders.get(mail.schoolId);
        if (!sender) throw new Error(`no school ${mail.schoolId} for an outbox mail`);
        return {
          schoolId: mail.schoolId,
          learnerId: mail.learnerId,
          kind: mail.kind,
          fromName: sender.name,
          fromAddress: sender.address,
          toAddress: mail.to,
          subject: mail.subject,
          body: mail.body,
          messageId: `<${randomUUID()}@${sender.address.split('@')[1] ?? 'sougei-bus.invalid'}>`,
          createdAt: now,
        };
      }),
    )
    .returning({ id: outboxMails.id });
  await enqueueJobs(
    tx,
    now,
    rows.map(({ id }) => ({
      kind: DELIVER_MAIL_JOB,
      payload: { mailId: id },
      runAt: options.notBefore && options.notBefore > now ? options.notBefore : now,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      dedupeKey: deliveryJobKey(id),
    })),
  );
  return rows.map((r) => r.id);
}

/** What one delivery attempt did. */
export type DeliveryOutcome = 'sent' | 'already-done' | 'missing';

/**
 * One delivery attempt of outbox mail `mailId`, the body of the `deliver-mail` job. The row goes
 * `pending → sending` (committed before SMTP is spoken to) and `sending → sent` once the server
 * accepted it; a mail already `sent` (a retry after a worker died past that mark) or `failed` is
 * left alone, so a mail is handed over again only when a worker died between the server's
 * acceptance and the `sent` mark — and then with the same Message-ID. A failure records its
 * error and rethrows for the runner's back-off; on the last attempt the mail ends `failed`.
 */
export async function deliverOutboxMail(
  db: Db,
  now: () => Date,
  transport: MailTransport,
  mailId: number,
  lastAttempt: boolean,
): Promise<DeliveryOutcome> {
  const [mail] = await db
    .update(outboxMails)
    .set({ status: 'sending', attempts: sql`${outboxMails.attempts} + 1` })
    .where(and(eq(outboxMails.id, mailId), inArray(outboxMails.status, ['pending', 'sending'])))
    .returning();
  if (!mail) {
    const [exists] = await db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(eq(outboxMails.id, mailId));
    return exists ? 'already-done' : 'missing';
  }
  // this attempt's own marks only: a handler that stalled past its lease must not overwrite the next attempt's
  const thisAttempt = and(
    eq(outboxMails.id, mailId),
    eq(outboxMails.status, 'sending'),
    eq(outboxMails.attempts, mail.attempts),
  );
  try {
    await transport.send({
      from: { name: mail.fromName, address: mail.fromAddress },
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.body,
      messageId: mail.messageId,
      date: mail.createdAt,
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await db
      .update(outboxMails)
      .set({ status: lastAttempt ? 'failed' : 'pending', lastError: message })
      .where(thisAttempt);
    throw error;
  }
  await db.update(outboxMails).set({ status: 'sent', sentAt: now(), lastError: null }).where(thisAttempt);
  return 'sent';
}
