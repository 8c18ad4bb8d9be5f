import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A driving school, the tenant of the product (PRODUCT.md §1, `serviceCode`). */
export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  serviceCode: text('service_code').notNull().unique(),
  name: text('name').notNull(),
  zipCode: text('zip_code').notNull().default(''),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  mailAddress: text('mail_address').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  location: text('location').notNull().default(''),
  /** minutes after midnight, Japan time, on the last business day before the ride (PRODUCT.md §3) */
  bookingCutoffMinutes: integer('booking_cutoff_minutes')
    .notNull()
    .default(16 * 60),
  bookingHorizonDays: integer('booking_horizon_days').notNull().default(30),
  /**
   * minutes after midnight, Japan time, on the cut-off day of a ride date, from which learners see
   * the fixed plan (PRODUCT.md §4 "Plan release", isPlanReleaseOver); default 18:00
   */
  planReleaseMinutes: integer('plan_release_minutes')
    .notNull()
    .default(18 * 60),
  timetableUnit: text('timetable_unit').notNull().default('時限'),
  /**
   * minutes after midnight, Japan time, from which the console's day board opens on the next
   * business day instead of today (issue 26 §1: the service day is over; default 17:00)
   */
  boardTomorrowFromMinutes: integer('board_tomorrow_from_minutes')
    .notNull()
    .default(17 * 60),
  /** weekdays the school never opens (0 Sunday … 6 Saturday); national holidays and closures come on top */
  closedWeekdays: integer('closed_weekdays')
    .array()
    .notNull()
    .default(sql`'{0}'::integer[]`),
  /**
   * false: nobody is served for this school — every lookup by serviceCode answers 105 (a demo
   * school left in a database whose deployment has no demo, issue 21)
   */
  served: boolean('served').notNull().default(true),
  /** issue 28: approach, delay and cancel alerts to learners who asked for them */
  alertsEnabled: boolean('alerts_enabled').notNull().default(true),
  /** minutes behind plan per 遅れ alert (M of issue 28 §3): alerted at M, again at 2M, … */
  alertDelayStepMinutes: integer('alert_delay_step_minutes').notNull().default(10),
  /** learners without a push subscription may have their alerts by mail */
  alertMailFallback: boolean('alert_mail_fallback').notNull().default(true),
  /** issue 29 §1: learners may queue for a full run (キャンセル待ち) */
  waitlistEnabled: boolean('waitlist_enabled').notNull().default(true),
  /** issue 29 §3: a mail (and push) to learners with a lesson and no ride before the cut-off */
  bookingReminder: boolean('booking_reminder').notNull().default(true),
  /** how long before the next bookable day's cut-off the reminder goes out, minutes */
  bookingReminderLeadMinutes: integer('booking_reminder_lead_minutes').notNull().default(180),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Site options per (serviceCode, site): the JSON of SPEC.md §3 `siteOptionSchema` minus `school`. */
export const siteOptions = pgTable(
  'site_options',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    site: text('site').notNull(),
    options: jsonb('options').notNull(),
    /**
     * networks (CIDR) a sign-in through this site may come from when the site asks no password
     * (a kiosk in the lobby, PRODUCT.md §3); never sent to clients
     */
    allowedNetworks: text('allowed_networks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.site] })],
);

/** Days and periods the school is closed; national holidays come from @holiday-jp (PRODUCT.md §4). */
export const schoolClosures = pgTable('school_closures', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  reason: text('reason').notNull().default(''),
});

/** National holidays (or closed weekdays) on which the school opens all the same (PRODUCT.md §3 calendar). */
export const schoolOpenings = pgTable(
  'school_openings',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.date] })],
);

/** Notices shown on the menus between their start and (optional) end, unless withdrawn by staff. */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/** Class periods (時限/部) of the school's timetable, minutes after midnight. */
export const classPeriods = pgTable(
  'class_periods',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    jgn: integer('jgn').notNull(),
    timeName: text('time_name').notNull(),
    startMinutes: integer('start_minutes').notNull(),
    endMinutes: integer('end_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.jgn] })],
);

/**
 * Single class periods the school closes on a date while the day itself stays open (issue 24,
 * the calendar file's 休校 with a 時限): runs serving that period take no bookings.
 */
export const schoolClosedPeriods = pgTable(
  'school_closed_periods',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    jgn: integer('jgn').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.date, t.jgn] }),
    foreignKey({
      name: 'school_closed_periods_period_fk',
      columns: [t.schoolId, t.jgn],
      foreignColumns: [classPeriods.schoolId, classPeriods.jgn],
    }).onDelete('cascade'),
  ],
);

/** The day's plan fixed by staff after the cut-off (送迎予定確定), with the ride-time mail sent. */
export const planFixes = pgTable(
  'plan_fixes',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    fixedAt: timestamp('fixed_at', { withTimezone: true }).notNull(),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.date] })],
);
