import { sql } from 'drizzle-orm';
import {
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';
import { schools } from './school';

/** A learner (教習生). `id` is the recNo of SPEC.md §3. */
export const learners = pgTable(
  'learners',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    seitoNo: text('seito_no').notNull(),
    name: text('name').notNull(),
    furigana: text('furigana').notNull(),
    mailAddress: text('mail_address').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    address: text('address').notNull().default(''),
    /** scrypt over an HMAC of the password keyed by a secret outside the database (PRODUCT.md §3) */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('learners_school_seito_no').on(t.schoolId, t.seitoNo)],
);

/** School staff (配車係/受付) for the console. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    loginId: text('login_id').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
  },
  (t) => [uniqueIndex('staff_school_login_id').on(t.schoolId, t.loginId)],
);

/** Server-side sessions; only a SHA-256 of the cookie value is stored, so a dump holds no live session. */
export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  learnerId: integer('learner_id')
    .notNull()
    .references(() => learners.id, { onDelete: 'cascade' }),
  site: text('site').notNull(),
  authority: text('authority').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Sign-in failures per student number, whether or not such a learner exists, so that the lockout
 * answer does not reveal which numbers are real (PRODUCT.md §3).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    seitoNo: text('seito_no').notNull(),
    /** Japan calendar day that `dayCount` counts */
    day: date('day', { mode: 'string' }).notNull(),
    consecutive: integer('consecutive').notNull().default(0),
    dayCount: integer('day_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.seitoNo] })],
);

/** Failed sign-ins per client address in a sliding window (PRODUCT.md §3: generous, failures only). */
export const ipLoginFailures = pgTable('ip_login_failures', {
  ip: text('ip').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/** Proof-of-work challenges already redeemed at sign-in: each solution is single use (PRODUCT.md §3). */
export const usedPowChallenges = pgTable('used_pow_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Nonces of silent sign-in tokens already used; a second use is refused (PRODUCT.md §3). */
export const usedSilentTokens = pgTable('used_silent_tokens', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
