import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { learners } from './people';
import { schools } from './school';

/** Where an outbox mail stands: queued, handed to a worker, accepted by the SMTP server, or given up. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The mail outbox (PRODUCT.md §5): a mail is a row written in the transaction of the change that
 * causes it, and a `deliver-mail` job (same transaction) hands it to SMTP. `messageId` is fixed at
 * enqueue time, so a retry after a worker died between the SMTP server's acceptance and the
 * `sent` mark carries the same Message-ID, which receivers use to drop the duplicate.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    learnerId: integer('learner_id').references(() => learners.id, { onDelete: 'set null' }),
    /** template name, e.g. `mail-confirmation`, `ride-times` */
    kind: text('kind').notNull(),
    /** the school's name and address as it signs its mails, fixed at enqueue */
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** plain text, UTF-8 */
    body: text('body').notNull(),
    /** `<…@…>`, unique, reused by every attempt */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** SMTP hand-overs started (a `sending` mark each) */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_mails_message_id').on(t.messageId),
    index('outbox_mails_school_created').on(t.schoolId, t.createdAt),
    index('outbox_mails_learner').on(t.learnerId),
    check('outbox_mails_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('outbox_mails_sent_at', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

/**
 * A mail address waiting for its owner to open the link sent to it (PRODUCT.md §4 "Change
 * registration"): only a SHA-256 of the link's token is stored; single use, 24 hours.
 */
export const mailConfirmations = pgTable(
  'mail_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    mailAddress: text('mail_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mail_confirmations_learner').on(t.learnerId)],
);
