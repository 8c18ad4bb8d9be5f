import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  doublePrecision,
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
import { learners, staff } from './people';
import { schools } from './school';

/** Courses (方面, homenCd) the buses run on. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    homenCd: text('homen_cd').notNull(),
    name: text('name').notNull(),
    /** reading in hiragana (よみ): lists sort by it in 五十音 order (issue 24); '' sorts by code */
    yomi: text('yomi').notNull().default(''),
    isNetRelease: boolean('is_net_release').notNull().default(true),
  },
  (t) => [uniqueIndex('courses_school_homen_cd').on(t.schoolId, t.homenCd)],
);

/** Areas (areaCd) that group stops; one area per school holds points awaiting approval. */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    areaCd: text('area_cd').notNull(),
    name: text('name').notNull(),
    /** reading in hiragana (よみ): lists sort by it in 五十音 order (issue 24); '' sorts by code */
    yomi: text('yomi').notNull().default(''),
    isNetRelease: boolean('is_net_release').notNull().default(true),
  },
  (t) => [uniqueIndex('areas_school_area_cd').on(t.schoolId, t.areaCd)],
);

/** Categories of learner-registered points (home, workplace…) with a per-learner limit. */
export const pointCategories = pgTable(
  'point_categories',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    categoryCd: text('category_cd').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    isNetRelease: boolean('is_net_release').notNull().default(true),
    netReleaseKbn: smallint('net_release_kbn').notNull().default(0),
    /** how many points of this category one learner may register */
    limitPerLearner: integer('limit_per_learner').notNull(),
    /** true: learners register their own points here (個人); false: school points searchable by category */
    isPersonal: boolean('is_personal').notNull().default(false),
  },
  (t) => [uniqueIndex('point_categories_school_cd').on(t.schoolId, t.categoryCd)],
);

/** Stops (乗車地点): public ones, and learners' own points (ownerLearnerId set). */
export const stops = pgTable(
  'stops',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    busStopCd: text('bus_stop_cd').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    /** the learner's own name for a registered point (busStopKName) */
    kanaName: text('kana_name').notNull().default(''),
    /** a school stop's reading in hiragana (よみ): lists sort by it in 五十音 order (issue 24) */
    yomi: text('yomi').notNull().default(''),
    pref: text('pref').notNull().default(''),
    city: text('city').notNull().default(''),
    town: text('town').notNull().default(''),
    /** detail address line (ad1) */
    address: text('address').notNull().default(''),
    areaCd: text('area_cd').notNull(),
    categoryCd: text('category_cd'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isNetRelease: boolean('is_net_release').notNull().default(true),
    ownerLearnerId: integer('owner_learner_id').references(() => learners.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** a learner's point: when it was registered or last edited, i.e. (re)sent for approval */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** a learner's point: when staff last approved or rejected it */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * staff's reason for not approving a learner's point; set only while the point sits rejected in
     * the approval area (pending = approval area without a reason), cleared by an edit or approval
     */
    rejectionReason: text('rejection_reason'),
    /**
     * a learner's point the learner deleted: kept (past bookings point at it) but listed nowhere and
     * never bookable; its codes are never reused
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stops_school_cd').on(t.schoolId, t.busStopCd),
    index('stops_owner').on(t.ownerLearnerId),
  ],
);

/** The stops a course passes, in order, with the minutes from the run's start to each. */
export const courseStops = pgTable(
  'course_stops',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    stopId: integer('stop_id')
      .notNull()
      .references(() => stops.id),
    seq: integer('seq').notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.stopId] })],
);

/**
 * A run (便, binCd): one trip of one bus on one course on one date (PRODUCT.md §4b).
 * Booked counters live on the row so capacity is enforced by a conditional UPDATE and the
 * CHECK constraints, whatever the concurrency (PRODUCT.md §4).
 */
export const busRuns = pgTable(
  'bus_runs',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    binCd: text('bin_cd').notNull(),
    binName: text('bin_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    upDown: smallint('up_down').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** class period served: arrival before it starts (up) or departure after it ends (down) */
    jgn: integer('jgn').notNull(),
    planStartMinutes: integer('plan_start_minutes').notNull(),
    planEndMinutes: integer('plan_end_minutes').notNull(),
    actualStartMinutes: integer('actual_start_minutes'),
    actualEndMinutes: integer('actual_end_minutes'),
    seats: integer('seats').notNull(),
    childSeats: integer('child_seats').notNull().default(0),
    bicycles: integer('bicycles').notNull().default(0),
    bookedSeats: integer('booked_seats').notNull().default(0),
    bookedChildSeats: integer('booked_child_seats').notNull().default(0),
    bookedBicycles: integer('booked_bicycles').notNull().default(0),
    isNetReservation: boolean('is_net_reservation').notNull().default(true),
    /** the vehicle driving this run on its date (vehicles.vehicle_cd): the day's assignment (issue 13) */
    vehicleCd: text('vehicle_cd'),
    /**
     * when staff last chose this run's vehicle; null while it is the one the run was generated with,
     * so the console can offer the previous same weekday's choice instead
     */
    vehicleAssignedAt: timestamp('vehicle_assigned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bus_runs_school_date_bin').on(t.schoolId, t.date, t.binCd),
    // the target of reservations' composite key, so a booking always carries its run's date, direction and period
    uniqueIndex('bus_runs_id_date_dir_jgn').on(t.id, t.date, t.upDown, t.jgn),
    index('bus_runs_school_date_dir').on(t.schoolId, t.date, t.upDown),
    check('bus_runs_up_down', sql`${t.upDown} in (1, 2)`),
    check('bus_runs_seats_capacity', sql`${t.bookedSeats} between 0 and ${t.seats}`),
    check('bus_runs_child_seats_capacity', sql`${t.bookedChildSeats} between 0 and ${t.childSeats}`),
    check('bus_runs_bicycles_capacity', sql`${t.bookedBicycles} between 0 and ${t.bicycles}`),
  ],
);

/** Planned (and, once driven, actual) time of a run at each stop, minutes after midnight. */
export const busRunStops = pgTable(
  'bus_run_stops',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => busRuns.id, { onDelete: 'cascade' }),
    stopId: integer('stop_id')
      .notNull()
      .references(() => stops.id),
    planMinutes: integer('plan_minutes').notNull(),
    actualMinutes: integer('actual_minutes'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.stopId] }), index('bus_run_stops_stop').on(t.stopId)],
);

/**
 * A learner's booking of a run (yoyakuId = id). One active booking per learner, date, direction
 * and class period (PRODUCT.md §4 "one ride per lesson") is a partial unique index, so neither a
 * double-submitted confirm nor a second run serving the same lesson can create a second row.
 * Date, direction and period are the run's, held by a composite foreign key.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id),
    runId: integer('run_id')
      .notNull()
      .references(() => busRuns.id),
    date: date('date', { mode: 'string' }).notNull(),
    upDown: smallint('up_down').notNull(),
    /** class period of the run (bus_runs.jgn) */
    jgn: integer('jgn').notNull(),
    stopId: integer('stop_id')
      .notNull()
      .references(() => stops.id),
    passenger: smallint('passenger').notNull().default(0),
    childSheet: smallint('child_sheet').notNull().default(0),
    jitensya: smallint('jitensya').notNull().default(0),
    rsvMode: smallint('rsv_mode').notNull().default(0),
    desireTimeOpt: smallint('desire_time_opt').notNull().default(0),
    desireTime: text('desire_time').notNull().default(''),
    /**
     * staff's ride time for a stop the run has no planned time for (a learner's own point),
     * minutes after midnight; set on the fix-plan screen
     */
    timeOverrideMinutes: integer('time_override_minutes'),
    /** the ride time mailed when the plan was fixed (送迎予定確定), minutes after midnight; null before */
    fixedMinutes: integer('fixed_minutes'),
    /** when this booking's ride was last fixed and mailed; kept after a cancel so a re-fix sees what went */
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * 「今日は乗りません」 (issue 27 §4): the learner said, after the cut-off, they will not ride.
     * Not a cancel — the seat stays taken; null when riding (or the mark was undone).
     */
    notRidingAt: timestamp('not_riding_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservations_one_per_lesson')
      .on(t.learnerId, t.date, t.upDown, t.jgn)
      .where(sql`${t.cancelledAt} is null`),
    foreignKey({
      name: 'reservations_run_fields_fk',
      columns: [t.runId, t.date, t.upDown, t.jgn],
      foreignColumns: [busRuns.id, busRuns.date, busRuns.upDown, busRuns.jgn],
    }).onUpdate('cascade'),
    index('reservations_learner_date').on(t.learnerId, t.date),
    check('reservations_passenger', sql`${t.passenger} between 0 and 3`),
    check('reservations_child_sheet', sql`${t.childSheet} between 0 and 3`),
    check('reservations_jitensya', sql`${t.jitensya} in (0, 1)`),
  ],
);

/** Lessons imported from the school's lesson-booking system (GetKyosyuReservation). */
export const lessons = pgTable(
  'lessons',
  {
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id),
    date: date('date', { mode: 'string' }).notNull(),
    jgn: integer('jgn').notNull(),
    /** 技能 (driving) or 学科 (classroom) */
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerId, t.date, t.jgn] })],
);

/** What a run message is about; each has a template in the console (issue 26 §3). */
export const RUN_MESSAGE_KINDS = ['delay', 'cancel', 'stopChange', 'other'] as const;
export type RunMessageKind = (typeof RUN_MESSAGE_KINDS)[number];

/**
 * A short message from staff to everyone booked on one run (issue 26 §3: 「北部1便は10分遅れます」).
 * `requestKey` is chosen by the console once per message it composes, so a resent request (a
 * double click, a retry after a time-out) finds the message already sent instead of sending twice.
 */
export const runMessages = pgTable(
  'run_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    runId: integer('run_id')
      .notNull()
      .references(() => busRuns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RUN_MESSAGE_KINDS }).notNull(),
    body: text('body').notNull(),
    requestKey: text('request_key').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffLoginId: text('staff_login_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('run_messages_school_request_key').on(t.schoolId, t.requestKey),
    index('run_messages_run').on(t.runId),
    check('run_messages_kind', sql`${t.kind} in ('delay', 'cancel', 'stopChange', 'other')`),
  ],
);

/** One learner a run message was addressed to: at most once per learner, whatever the retries. */
export const runMessageRecipients = pgTable(
  'run_message_recipients',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => runMessages.id, { onDelete: 'cascade' }),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    /** the outbox mail that carried it; null when the learner has no mail address */
    mailId: bigint('mail_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.learnerId] }),
    index('run_message_recipients_learner').on(t.learnerId),
  ],
);
