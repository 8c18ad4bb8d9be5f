import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOARDING_STATES } from '@shared/constants';
import { vehicleDevices } from './positions';
import { schools } from './school';
import { busRuns, reservations } from './transport';

/**
 * A rider's boarding as the driver last recorded it (issue 27 §1): one row per booking once
 * tapped. Taps may arrive late and out of order from a phone that was offline, so a tap replaces
 * the row only when it was made later than the one held (`tapped_at`, the phone's clock kept no
 * later than arrival).
 */
export const rideBoardings = pgTable(
  'ride_boardings',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    runId: integer('run_id')
      .notNull()
      .references(() => busRuns.id),
    state: text('state', { enum: BOARDING_STATES }).notNull(),
    tappedAt: timestamp('tapped_at', { withTimezone: true }).notNull(),
    deviceId: integer('device_id').references(() => vehicleDevices.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ride_boardings_run').on(t.runId),
    check('ride_boardings_state', sql`${t.state} in ('boarded', 'absent', 'unconfirmed')`),
  ],
);

/**
 * Every tap a driver's phone sent, once: the phone names each tap with its own UUID, so a tap
 * queued offline and sent again after a lost answer is stored (and applied) once.
 */
export const driverTaps = pgTable(
  'driver_taps',
  {
    tapId: uuid('tap_id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => vehicleDevices.id),
    runId: integer('run_id')
      .notNull()
      .references(() => busRuns.id),
    /** the rider tapped; null for a tap on the run (出発 / 運行終了) */
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    /** a boarding state, or 'depart' / 'end' */
    action: text('action').notNull(),
    tappedAt: timestamp('tapped_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('driver_taps_run').on(t.runId),
    check(
      'driver_taps_action',
      sql`(${t.reservationId} is null and ${t.action} in ('depart', 'end'))
        or (${t.reservationId} is not null and ${t.action} in ('boarded', 'absent', 'unconfirmed'))`,
    ),
  ],
);
