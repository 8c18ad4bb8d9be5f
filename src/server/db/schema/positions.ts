import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { POSITION_SOURCES } from '@shared/constants';
import { schools } from './school';

/**
 * A school's vehicles (issue 13). `vehicleCd` is what a run names in `bus_runs.vehicle_cd` (the
 * day's assignment); it never changes, so a rename cannot orphan assignments. A vehicle is
 * retired rather than deleted: its past runs and track keep pointing at it.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    vehicleCd: text('vehicle_cd').notNull(),
    name: text('name').notNull(),
    /** the number plate as painted (e.g. 大宮 200 あ 12-34), for staff only */
    plate: text('plate').notNull().default(''),
    seats: integer('seats').notNull(),
    /** who usually drives it, printed on its manifests (issue 26 §5); '' when the school does not say */
    driverName: text('driver_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** no longer driven: its devices are refused and it cannot be assigned */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vehicles_school_cd').on(t.schoolId, t.vehicleCd),
    check('vehicles_seats', sql`${t.seats} between 1 and 200`),
  ],
);

/**
 * A phone (or tracker) that reports a vehicle's position over OsmAnd (PRODUCT.md §5). It sends
 * `<deviceCode>-<secret>` as its device id; only a SHA-256 of the secret is stored — as for
 * session ids, a random 130-bit secret needs no slow or keyed hash, and a dump holds no usable one.
 */
export const vehicleDevices = pgTable(
  'vehicle_devices',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** random, unique across every school: a device names its vehicle, hence its school */
    deviceCode: text('device_code').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** when a fix from it was last accepted (updated at most once a minute) */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * SHA-256 of the one-time code that signs a phone in to the driver page (issue 27 §1), shown
     * once in the console; null once used or never issued. A new code replaces the old one.
     */
    signInCodeHash: text('sign_in_code_hash'),
    signInCodeExpiresAt: timestamp('sign_in_code_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vehicle_devices_code').on(t.deviceCode),
    index('vehicle_devices_vehicle').on(t.vehicleId),
  ],
);

/** The columns of one fix, shared by the track and the latest fix (fresh builders per table). */
const fixColumns = () => ({
  deviceId: integer('device_id')
    .notNull()
    .references(() => vehicleDevices.id),
  /** when the phone took the fix */
  fixTime: timestamp('fix_time', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  /** degrees, WGS 84 */
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  speedKmh: doublePrecision('speed_kmh'),
  /** degrees clockwise from north */
  bearing: doublePrecision('bearing'),
  /** metres */
  altitude: doublePrecision('altitude'),
  /** horizontal accuracy radius, metres */
  accuracy: doublePrecision('accuracy'),
  /** the phone's battery, percent */
  battery: doublePrecision('battery'),
  /** how it arrived: Traccar Client / OsmAnd, or the driver page's browser GPS (issue 27 §3) */
  source: text('source', { enum: POSITION_SOURCES }).notNull().default('osmand'),
});

/**
 * The track: every accepted fix, kept for today and yesterday (Japan dates) and pruned by the
 * `prune-positions` job. One fix per vehicle and instant: a fix a phone sends again because our
 * answer was lost is stored once.
 */
export const vehiclePositions = pgTable(
  'vehicle_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    ...fixColumns(),
  },
  (t) => [
    uniqueIndex('vehicle_positions_vehicle_fix').on(t.vehicleId, t.fixTime),
    // the pruning job deletes by age across all vehicles
    index('vehicle_positions_fix_time').on(t.fixTime),
  ],
);

/**
 * The newest fix of each vehicle, upserted only by a fix newer than the one held: the learners'
 * polling reads this small table, never the track.
 */
export const vehicleLatestPositions = pgTable('vehicle_latest_positions', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id),
  ...fixColumns(),
});
