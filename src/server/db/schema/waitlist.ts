import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { WAITLIST_STATUSES } from '@shared/constants';
import { outboxMails } from './mail';
import { learners } from './people';
import { schools } from './school';
import { busRuns, reservations, stops } from './transport';

/**
 * A learner's place in a full run's queue (キャンセル待ち, issue 29 §1). It carries what the booking
 * will be (stop, party, extras, desired time), so a promotion books exactly what the learner asked
 * for. The queue is the run's `waiting` entries by `sort_key` then id; joining, leaving, staff's
 * reordering and every promotion take the run's row lock first, so they never interleave.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    runId: integer('run_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    upDown: smallint('up_down').notNull(),
    jgn: integer('jgn').notNull(),
    stopId: integer('stop_id')
      .notNull()
      .references(() => stops.id),
    passenger: smallint('passenger').notNull().default(0),
    childSheet: smallint('child_sheet').notNull().default(0),
    jitensya: smallint('jitensya').notNull().default(0),
    desireTimeOpt: smallint('desire_time_opt').notNull().default(0),
    desireTime: text('desire_time').notNull().default(''),
    /** the queue's order: the next after the run's last on joining; staff's reordering rewrites it */
    sortKey: bigint('sort_key', { mode: 'number' }).notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when it stopped waiting (promoted, left, closed or dropped) */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** the booking a promotion made */
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** the mail that told the learner of the promotion or the closing */
    mailId: bigint('mail_id', { mode: 'number' }).references(() => outboxMails.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      name: 'waitlist_entries_run_fields_fk',
      columns: [t.runId, t.date, t.upDown, t.jgn],
      foreignColumns: [busRuns.id, busRuns.date, busRuns.upDown, busRuns.jgn],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    // one place per lesson and direction, as one ride per lesson (PRODUCT.md §4)
    uniqueIndex('waitlist_entries_one_per_lesson')
      .on(t.learnerId, t.date, t.upDown, t.jgn)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_run_queue')
      .on(t.runId, t.sortKey, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_learner').on(t.learnerId, t.date),
    index('waitlist_entries_waiting_date')
      .on(t.date)
      .where(sql`${t.status} = 'waiting'`),
    check(
      'waitlist_entries_status',
      sql`${t.status} in ('waiting', 'promoted', 'left', 'closed', 'dropped')`,
    ),
    check('waitlist_entries_passenger', sql`${t.passenger} between 0 and 3`),
    check('waitlist_entries_child_sheet', sql`${t.childSheet} between 0 and 3`),
    check('waitlist_entries_jitensya', sql`${t.jitensya} in (0, 1)`),
    check('waitlist_entries_promoted', sql`(${t.status} = 'promoted') = (${t.reservationId} is not null)`),
  ],
);

/**
 * The reminder before the cut-off (issue 29 §3): one row per learner and ride date, inserted with
 * its mail and push in one transaction, so however often the job runs a learner is reminded of a
 * day once.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => outboxMails.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.learnerId, t.date] }),
    index('booking_reminders_school_date').on(t.schoolId, t.date),
  ],
);
