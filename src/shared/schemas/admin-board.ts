import { z } from 'zod';
import { EXPORT_ENCODINGS } from './admin-imports';
import { idSchema } from './primitives';
import { BOARDING_STATES } from '@shared/constants';
import { RUN_STATES } from '@shared/rules/run-state';
import { dateKeySchema } from './reservation';

/**
 * How full a run is: no seat at all → cancelled (運休, issue 23 §8); any kind of place at capacity →
 * full; at or above NEARLY_FULL_SHARE → nearlyFull.
 */
export const runLoadSchema = z.enum(['cancelled', 'full', 'nearlyFull', 'open']);
export type RunLoad = z.infer<typeof runLoadSchema>;

const placesSchema = z.object({ booked: z.number().int(), capacity: z.number().int() });

/**
 * A run's riders per mark (issue 27 §5, shared/rules/rider-mark.ts): 乗車 / 不在 / 乗りません / 未確認;
 * they add up to the run's riders.
 */
export const markCountsSchema = z.object({
  boarded: z.number().int(),
  absent: z.number().int(),
  notRiding: z.number().int(),
  unconfirmed: z.number().int(),
});

/** One run on the day board (issue 10 §2). Times are 'HH:MM', Japan time. */
export const boardRunSchema = z.object({
  runId: z.number().int(),
  binCd: z.string(),
  binName: z.string(),
  homenCd: z.string(),
  courseName: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  jgn: z.number().int(),
  periodName: z.string(),
  planStart: z.string(),
  planEnd: z.string(),
  seats: placesSchema,
  childSeats: placesSchema,
  bicycles: placesSchema,
  isNetReservation: z.boolean(),
  load: runLoadSchema,
  /** learners booked on it (one per booking; their children are counted in seats) */
  riders: z.number().int(),
  /** the riders by what the driver tapped and the learners said, read fresh with every answer */
  marks: markCountsSchema,
  /** the vehicle assigned for the day and its usual driver ('' when not given); null: none assigned */
  vehicle: z
    .object({ vehicleCd: z.string(), name: z.string(), seats: z.number().int(), driverName: z.string() })
    .nullable(),
  /**
   * Today's runs only (null on any other day): 運行前 / 運行中 / 運行終了 by shared/rules/run-state.ts from
   * the run's times and its vehicle's latest fix; a stale fix never makes a run running.
   */
  state: z.enum(RUN_STATES).nullable().optional(),
  /**
   * Minutes the run set out after its planned start (0: on time), from its recorded actual start;
   * null while no actual start is recorded — never estimated.
   */
  delayMinutes: z.number().int().nullable().optional(),
  /** seconds since the latest fix of the run's vehicle that belongs to this run; null without one */
  positionAgeSeconds: z.number().int().nullable().optional(),
  /** learners in the run's キャンセル待ち (issue 29 §1); the day board's answer only */
  waiting: z.number().int().optional(),
});
export type BoardRun = z.infer<typeof boardRunSchema>;

export const dayBoardRequestSchema = z.object({
  serviceCode: z.string().max(32).optional(),
  /**
   * the day to show; when omitted, today before the school's board switch time
   * (boardTomorrowFromMinutes) on a business day, else the next business day
   */
  date: dateKeySchema.optional(),
});

export const dayBoardSchema = z.object({
  date: z.string(),
  /** whether `date` is a business day of the school */
  isBusinessDay: z.boolean(),
  /** the plan of the day is fixed (送迎予定確定) */
  isPlanFixed: z.boolean(),
  /** the next and previous business days, for the board's day buttons */
  previousBusinessDay: z.string(),
  nextBusinessDay: z.string(),
  runs: z.array(boardRunSchema),
  /** today (Japan time) and the business day after it, for the board's 今日 / 明日 buttons */
  today: z.string(),
  tomorrow: z.string(),
  /** when the server read the board (ISO instant) */
  readAt: z.string(),
});
export type DayBoard = z.infer<typeof dayBoardSchema>;

/** A learner on a manifest, at the stop where they board (up) or leave (down) the bus. */
export const manifestRiderSchema = z.object({
  reservationId: z.number().int(),
  learnerId: z.number().int(),
  seitoNo: z.string(),
  name: z.string(),
  furigana: z.string(),
  mobileNumber: z.string(),
  passenger: z.number().int(),
  childSheet: z.number().int(),
  jitensya: z.number().int(),
  /** the stop is the learner's own registered point (home, workplace…) */
  ownPoint: z.boolean(),
  /** the driver's last tap (issue 27 §1); 'unconfirmed' without one */
  boarding: z.enum(BOARDING_STATES),
  /** the learner said 「今日は乗りません」 (reservations.not_riding_at): the seat stays booked */
  notRiding: z.boolean(),
});
export type ManifestRider = z.infer<typeof manifestRiderSchema>;

export const manifestStopSchema = z.object({
  stopId: z.number().int(),
  busStopCd: z.string(),
  name: z.string(),
  address: z.string(),
  /** a learner's own registered point (home, workplace…): the driver needs its address, not only its name */
  ownPoint: z.boolean(),
  /** where the stop is, for maps and the position simulator */
  lat: z.number(),
  lng: z.number(),
  planTime: z.string().nullable(),
  riders: z.array(manifestRiderSchema),
});
export type ManifestStop = z.infer<typeof manifestStopSchema>;

export const runManifestSchema = z.object({
  date: z.string(),
  run: boardRunSchema,
  stops: z.array(manifestStopSchema),
});
export type RunManifest = z.infer<typeof runManifestSchema>;

export const runManifestRequestSchema = z.object({
  serviceCode: z.string().max(32).optional(),
  runId: idSchema,
});

export const dayManifestsRequestSchema = z.object({
  serviceCode: z.string().max(32).optional(),
  date: dateKeySchema,
  /** one run only (its manifest), else every run of the day */
  runId: idSchema.optional(),
});

export const dayManifestsSchema = z.object({
  date: z.string(),
  isPlanFixed: z.boolean(),
  manifests: z.array(runManifestSchema),
});
export type DayManifests = z.infer<typeof dayManifestsSchema>;

/** The manifest CSV of a day or one run, in UTF-8 with BOM (the default) or Shift_JIS (CP932). */
export const manifestCsvRequestSchema = dayManifestsRequestSchema.extend({
  encoding: z.enum(EXPORT_ENCODINGS).default('utf-8-bom'),
});
export type ManifestCsvEncoding = (typeof EXPORT_ENCODINGS)[number];

/**
 * A CSV file for Excel: CRLF, Japanese headers, its bytes as base64 (Shift_JIS is no JSON string),
 * the name and Content-Type (with charset) to download it under.
 */
export const csvFileSchema = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  contentBase64: z.string(),
  /** characters Shift_JIS cannot hold, written as 〓 (0 in UTF-8) */
  substituted: z.number().int(),
});
export type CsvFile = z.infer<typeof csvFileSchema>;
