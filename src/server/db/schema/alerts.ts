import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALERT_CHANNELS, ALERT_KINDS, ALERT_STATUSES } from '@shared/constants';
import { outboxMails } from './mail';
import { learners } from './people';
import { schools } from './school';
import { busRuns, reservations } from './transport';

/** A run's ETA at one of its stops, as the `watch-runs` job last reckoned it (issue 28 §1). */
export interface StopEta {
  /** stops.id */
  stopId: number;
  /** minutes after the run date's midnight, Japan time: planned time plus the delay */
  etaMinutes: number;
  /** the bus is past this stop (projected beyond it, whether or not a fix fell near it) */
  passed: boolean;
}

/**
 * Where each run on the road stands (issue 28 §1), written once per position cycle by the
 * `watch-runs` job and read by every poll, the console's live map and the alerts: how far along its
 * course the bus is, how late, and its ETA at each stop. One row per run, replaced each cycle.
 */
export const runProgress = pgTable(
  'run_progress',
  {
    runId: integer('run_id')
      .primaryKey()
      .references(() => busRuns.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** the fix this was reckoned from; null when the run's vehicle has no usable fix */
    fixTime: timestamp('fix_time', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /**
     * position along the course: k + f is f of the way from the k-th stop (0-based) to the next;
     * never moves back, so a bus that drove past a stop without a fix near it has still passed it
     */
    progress: doublePrecision('progress').notNull(),
    /** minutes behind plan (negative: ahead) */
    delayMinutes: integer('delay_minutes').notNull(),
    /** the fix was older than POSITION_STALE_SECONDS: shown with its age, never alerted from */
    stale: boolean('stale').notNull().default(false),
    etas: jsonb('etas').$type<StopEta[]>().notNull(),
  },
  (t) => [index('run_progress_school').on(t.schoolId)],
);

/**
 * A browser's Web Push subscription (RFC 8030/8291, issue 28 §2). The endpoint is the browser's
 * own; signing another learner in on the same browser moves it to them. Dropped when the push
 * service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** the browser's P-256 public key and auth secret, base64url as PushSubscription.toJSON() gives them */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_learner').on(t.learnerId),
  ],
);

/**
 * The learner's alert switches (issue 28 §3). A learner without a row has the defaults: approach
 * alerts 5 minutes ahead, delay alerts on, no mail.
 */
export const learnerAlertSettings = pgTable(
  'learner_alert_settings',
  {
    learnerId: integer('learner_id')
      .primaryKey()
      .references(() => learners.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** 3, 5 or 10; null: no approach alert */
    approachMinutes: integer('approach_minutes'),
    delayAlerts: boolean('delay_alerts').notNull().default(true),
    /** alerts by mail while the learner has no push subscription */
    mailFallback: boolean('mail_fallback').notNull().default(false),
    /** issue 29 §3: the reminder before the cut-off of a day with a lesson and no ride */
    bookingReminder: boolean('booking_reminder').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'learner_alert_settings_approach',
      sql`${t.approachMinutes} is null or ${t.approachMinutes} in (3, 5, 10)`,
    ),
  ],
);

/**
 * An alert to one learner about one ride (issue 28 §3), written in the transaction that decides it
 * with a `deliver-alert` job: unique per (ride, kind, step), so however often the runs are watched
 * and however many processes watch them, each alert exists once. Push alerts are delivered by the
 * job; a mail alert is an outbox mail written with it (`mailId`), which the outbox delivers.
 */
export const rideAlerts = pgTable(
  'ride_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    /** approach: the chosen minutes; delay: k for k × the school's step behind plan; cancel: 0 */
    step: integer('step').notNull(),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** the page a tap on the notification opens, below BASE_PATH */
    url: text('url').notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** push services that accepted it / subscriptions it was sent to */
    delivered: integer('delivered').notNull().default(0),
    lastError: text('last_error'),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => outboxMails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ride_alerts_once').on(t.reservationId, t.kind, t.step),
    index('ride_alerts_school_created').on(t.schoolId, t.createdAt),
    check('ride_alerts_kind', sql`${t.kind} in ('approach', 'delay', 'cancel', 'waitlist')`),
    check('ride_alerts_channel', sql`${t.channel} in ('push', 'mail')`),
    check('ride_alerts_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
