import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';
import { schools } from './school';
import { vehicleDevices } from './positions';

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
    /** the school's record, matched at sign-up (SPEC.md §2 /sp/signup) */
    birthDate: date('birth_date', { mode: 'string' }),
    /** false: enrolled by the school but not yet signed up on the web; sign-in refuses them */
    webAccess: boolean('web_access').notNull().default(true),
    /** when the learner agreed to the privacy policy at sign-up (同意する) */
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * when the school's file marked the learner 退所 (left the school, issue 24): they may neither
     * sign in nor sign up; cleared when a file marks them 在籍 again
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('learners_school_seito_no').on(t.schoolId, t.seitoNo)],
);

/** School staff (配車係/受付) for the console (PRODUCT.md §2 "Staff side"). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    loginId: text('login_id').notNull(),
    name: text('name').notNull(),
    /** 'admin' may do everything; 'dispatcher' runs the day but not admin-only actions */
    role: text('role').notNull().default('admin'),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** set: the account may not sign in and has no sessions; cleared when an admin enables it again (issue 23) */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    // one account per login id whatever its case: Office01 and office01 are the same person (issue 23)
    uniqueIndex('staff_school_login_id').on(t.schoolId, sql`lower(${t.loginId})`),
    check('staff_role', sql`${t.role} in ('admin', 'dispatcher')`),
    check('staff_login_id_format', sql`${t.loginId} ~ '^[A-Za-z0-9._-]{1,64}$'`),
  ],
);

/**
 * Server-side sessions of learners and staff alike (exactly one of the two ids is set); only a
 * SHA-256 of the cookie value is stored, so a dump holds no live session.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    learnerId: integer('learner_id').references(() => learners.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** a vehicle's phone signed in to the driver page (issue 27); its revocation ends the session */
    deviceId: integer('device_id').references(() => vehicleDevices.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    authority: text('authority').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sessions_one_holder', sql`num_nonnulls(${t.learnerId}, ${t.staffId}, ${t.deviceId}) = 1`),
    index('sessions_device').on(t.deviceId),
  ],
);

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
    /** for staff accounts: until when each attempt must carry a solved proof of work instead (issue 21) */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.seitoNo] })],
);

/**
 * Sign-in attempts begun and not yet ended, one row each (issue 21: a learner's own simultaneous
 * sign-ins). Each attempt deletes its own row when it ends; the row of a process that ended
 * without doing so stops counting after a minute by the database's clock (attemptsInFlight).
 */
export const loginAttemptsInFlight = pgTable(
  'login_attempts_in_flight',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** the account of login_failures.seito_no */
    account: text('account').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('login_attempts_in_flight_account').on(t.schoolId, t.account)],
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

/**
 * Every staff action, written in the same transaction as the change it records (PRODUCT.md §2):
 * who, when, what, on which target, before → after. Never updated or deleted by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** kept as written, so the entry still names its author after the account is removed */
    staffLoginId: text('staff_login_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    learnerId: integer('learner_id').references(() => learners.id, { onDelete: 'set null' }),
    /** the run concerned (bus_runs.id), so the log can be filtered by run (issue 26 §7); no key: a log outlives its rows */
    runId: integer('run_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_school_at').on(t.schoolId, t.at),
    index('audit_log_school_learner').on(t.schoolId, t.learnerId),
    index('audit_log_school_run').on(t.schoolId, t.runId),
  ],
);
