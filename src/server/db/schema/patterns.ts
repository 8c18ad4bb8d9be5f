import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { vehicles } from './positions';
import { classPeriods, schools } from './school';
import { courses } from './transport';

/**
 * A course's weekly run pattern header (issue 23 §7): how its runs are timed. A course without a
 * row has no stored pattern, and the daily top-up generates nothing for it.
 */
export const coursePatterns = pgTable(
  'course_patterns',
  {
    courseId: integer('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** minutes from the course's last stop to the school */
    minutesToSchool: integer('minutes_to_school').notNull(),
    /** up runs reach the school this long before the period starts; down runs leave this long after it ends */
    marginMinutes: integer('margin_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('course_patterns_minutes_to_school', sql`${t.minutesToSchool} between 0 and 180`),
    check('course_patterns_margin', sql`${t.marginMinutes} between 0 and 120`),
  ],
);

/**
 * One run a course makes every week (issue 23 §7): weekday × class period × direction, with the
 * bus's capacity and the usual vehicle. The period and the vehicle are foreign keys, so a pattern
 * never names a period or vehicle the school does not have.
 */
export const runPatternSlots = pgTable(
  'run_pattern_slots',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => coursePatterns.courseId, { onDelete: 'cascade' }),
    /** 0 Sunday … 6 Saturday, Japan dates */
    weekday: smallint('weekday').notNull(),
    jgn: integer('jgn').notNull(),
    upDown: smallint('up_down').notNull(),
    seats: integer('seats').notNull(),
    childSeats: integer('child_seats').notNull(),
    bicycles: integer('bicycles').notNull(),
    isNetReservation: boolean('is_net_reservation').notNull(),
    /** the usual vehicle (vehicles.vehicle_cd); null: the run is generated without one */
    vehicleCd: text('vehicle_cd'),
  },
  (t) => [
    uniqueIndex('run_pattern_slots_course_slot').on(t.courseId, t.weekday, t.jgn, t.upDown),
    // a period the pattern runs in cannot leave the timetable (831): staff take it out of the
    // pattern first, so a timetable save never drops part of the week unseen
    foreignKey({
      name: 'run_pattern_slots_period_fk',
      columns: [t.schoolId, t.jgn],
      foreignColumns: [classPeriods.schoolId, classPeriods.jgn],
    }).onDelete('restrict'),
    foreignKey({
      name: 'run_pattern_slots_vehicle_fk',
      columns: [t.schoolId, t.vehicleCd],
      foreignColumns: [vehicles.schoolId, vehicles.vehicleCd],
    }),
    check('run_pattern_slots_weekday', sql`${t.weekday} between 0 and 6`),
    check('run_pattern_slots_up_down', sql`${t.upDown} in (1, 2)`),
    check('run_pattern_slots_seats', sql`${t.seats} between 1 and 100`),
    check('run_pattern_slots_child_seats', sql`${t.childSeats} between 0 and 10`),
    check('run_pattern_slots_bicycles', sql`${t.bicycles} between 0 and 10`),
  ],
);
