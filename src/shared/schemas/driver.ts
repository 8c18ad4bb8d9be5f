import { z } from 'zod';
import { BOARDING_STATES, RUN_TAPS } from '../constants';
import { idSchema } from './primitives';
import { dateKeySchema } from './reservation';

/**
 * The driver page (issue 27): a vehicle's phone, signed in with a one-time code, sees the
 * vehicle's runs of today with their riders, records boarding and 出発 / 運行終了, and reports
 * its position. Times are 'HH:MM', Japan time; instants are ISO strings.
 */

/** The one-time code the console shows (or its QR carries): 8 letters and digits, forgiving case and blanks. */
export const driverSignInRequestSchema = z.object({ code: z.string().max(64) });

/** Whose phone this is, answered at sign-in and with every day. */
export const driverVehicleSchema = z.object({
  vehicleCd: z.string(),
  name: z.string(),
  driverName: z.string(),
  schoolName: z.string(),
});
export type DriverVehicle = z.infer<typeof driverVehicleSchema>;

/** A booking's rider as the driver sees them. */
export const driverRiderSchema = z.object({
  yoyakuId: z.number().int(),
  name: z.string(),
  furigana: z.string(),
  /** children riding with the learner (0–3), child seats, a bicycle (0/1) */
  passenger: z.number().int(),
  childSheet: z.number().int(),
  jitensya: z.number().int(),
  /** the learner's mobile number as registered, for a tel: link; '' when none */
  phone: z.string(),
  /** the driver's last tap, 'unconfirmed' when none or undone */
  boarding: z.enum(BOARDING_STATES),
  /** the learner said 「今日は乗りません」 (issue 27 §4) */
  notRiding: z.boolean(),
});
export type DriverRider = z.infer<typeof driverRiderSchema>;

/** A stop of a run in the run's order: where riders get on (up runs) or off (down runs). */
export const driverStopSchema = z.object({
  stopId: z.number().int(),
  name: z.string(),
  address: z.string(),
  /** planned time at the stop, 'HH:MM'; a learner's own point may have none */
  planTime: z.string().nullable(),
  /** the fixed ride time mailed to its riders when the plan was fixed, 'HH:MM', else null */
  fixedTime: z.string().nullable(),
  riders: z.array(driverRiderSchema),
});
export type DriverStop = z.infer<typeof driverStopSchema>;

export const driverRunSchema = z.object({
  runId: z.number().int(),
  binCd: z.string(),
  binName: z.string(),
  courseName: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  jgn: z.number().int(),
  planStart: z.string(),
  planEnd: z.string(),
  /** recorded by 出発 / 運行終了, 'HH:MM', else null */
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  /** stops in the run's order; a stop without riders is listed too (the route) */
  stops: z.array(driverStopSchema),
});
export type DriverRun = z.infer<typeof driverRunSchema>;

export const driverDaySchema = z.object({
  vehicle: driverVehicleSchema,
  /** today, Japan date */
  date: dateKeySchema,
  /** the server's now, ISO: the page shows how old its kept copy is */
  readAt: z.string(),
  runs: z.array(driverRunSchema),
});
export type DriverDay = z.infer<typeof driverDaySchema>;

/** Taps one request may carry: a day of one vehicle is far below it. */
export const DRIVER_TAPS_MAX = 200;

/**
 * One tap, named by the phone with its own UUID so that a tap queued offline and sent twice is
 * applied once. A rider tap names the booking; a run tap (出発 / 運行終了) names none.
 */
export const driverTapSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rider'),
    tapId: z.string().uuid(),
    runId: idSchema,
    yoyakuId: idSchema,
    state: z.enum(BOARDING_STATES),
    /** when the driver tapped, ISO, the phone's clock (kept no later than arrival) */
    tappedAt: z.string().datetime({ offset: true }),
  }),
  z.object({
    kind: z.literal('run'),
    tapId: z.string().uuid(),
    runId: idSchema,
    action: z.enum(RUN_TAPS),
    tappedAt: z.string().datetime({ offset: true }),
  }),
]);
export type DriverTap = z.infer<typeof driverTapSchema>;

export const recordTapsRequestSchema = z.object({
  taps: z.array(driverTapSchema).min(1).max(DRIVER_TAPS_MAX),
});

/**
 * What became of each tap: applied; already stored (the same tapId again); superseded (a later tap
 * of the same rider or run is held); refused (not a run of this vehicle today, or not its rider) —
 * nothing is stored for a refused tap, and the phone drops it from its queue.
 */
export const TAP_OUTCOMES = ['applied', 'duplicate', 'superseded', 'refused'] as const;
export const recordTapsAnswerSchema = z.object({
  results: z.array(z.object({ tapId: z.string(), outcome: z.enum(TAP_OUTCOMES) })),
});
export type RecordTapsAnswer = z.infer<typeof recordTapsAnswerSchema>;

/** Fixes one request may carry (a phone back from a tunnel sends what it kept). */
export const DRIVER_FIXES_MAX = 120;

/** One browser GPS fix (Geolocation API's coords and timestamp). */
export const browserFixSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** metres */
  accuracy: z.number().min(0).max(100_000).nullable(),
  speedKmh: z.number().min(0).max(1000).nullable(),
  bearing: z.number().min(0).max(360).nullable(),
  altitude: z.number().min(-1000).max(20_000).nullable(),
  fixTime: z.string().datetime({ offset: true }),
});
export type BrowserFix = z.infer<typeof browserFixSchema>;

export const reportPositionRequestSchema = z.object({
  fixes: z.array(browserFixSchema).min(1).max(DRIVER_FIXES_MAX),
});
export const reportPositionAnswerSchema = z.object({ stored: z.number().int() });

export const emptyDriverRequestSchema = z.object({});
export const emptyDriverAnswerSchema = z.object({});
