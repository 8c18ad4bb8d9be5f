import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { learners } from './people';

/**
 * Idempotency keys of the learner's writes (SaveReservation, CancelReservation): one row per
 * learner and key, written in the same transaction as the write it answers, so a key exists
 * exactly when its outcome was committed. A retry with the same key reads `answer` instead of
 * writing again. Purged after a day by the hourly purge job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** the action the key was first used for ('SaveReservation', 'CancelReservation') */
    action: text('action').notNull(),
    /** SHA-256 (hex) of the request body without the key: the same key with another body is refused */
    requestHash: text('request_hash').notNull(),
    /** the answer envelope (success or business refusal); null only inside the claiming transaction */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.learnerId, t.key] }),
    index('idempotency_keys_created_at').on(t.createdAt),
  ],
);
