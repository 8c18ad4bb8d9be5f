import { z } from 'zod';
import { baseBundleSchema } from './envelope';
import { codeSchema } from './primitives';
import { RUN_STATES } from '../rules/run-state';

// ---- requests ----

/** GetReservedBusOperationStatus and GetBusOperationStatusAll: the base bundle only (SPEC.md §7). */
export const busOperationStatusListRequestSchema = baseBundleSchema;
/** GetBusOperationStatus: one run of today. */
export const busOperationStatusRequestSchema = baseBundleSchema.extend({ binCd: codeSchema });

// ---- response ----

/**
 * One run of today and where its bus is (SPEC.md §3 "Bus position", issue 13 §2). The location
 * fields are null when the run's vehicle has sent no fix while this run is driven (from 30 minutes
 * before its start to 30 minutes after its end: one vehicle may drive several runs a day). The learner's own fields (yoyakuId,
 * the stop, distanceFromHome) are filled only for a run the learner has booked; a run shown to
 * every learner (a school-bound run of the all-buses list) carries none of them, nor anything about
 * who rides it.
 */
export const busOperationStatusSchema = z.object({
  homenCd: z.string(),
  /** course name */
  homenName: z.string(),
  binCd: z.string(),
  binNm: z.string(),
  /** 1 to school, 2 from school */
  upDown: z.union([z.literal(1), z.literal(2)]),
  jgn: z.number().int(),
  /** 'HH:mm': the run's actual start/end once recorded, else the planned one */
  busStartTime: z.string(),
  busEndTime: z.string(),
  /** 'HH:mm': the run's planned start and end, whatever was recorded (「17:12発予定」) */
  planStartTime: z.string(),
  planEndTime: z.string(),
  /**
   * issue 25 §4: before it sets out, running, or ended, at the server's now
   * (shared/rules/run-state.ts) — what the screens say instead of "no position"
   */
  runState: z.enum(RUN_STATES),
  locationLat: z.number().nullable(),
  locationLng: z.number().nullable(),
  /** ISO instant the phone took the fix */
  locationDateTime: z.string().nullable(),
  /** seconds from the fix to the server's now; null without a fix */
  ageSeconds: z.number().int().nullable(),
  /** a fix older than POSITION_STALE_SECONDS (shared/rules/bus-position.ts); false without a fix */
  isStale: z.boolean(),
  /** SPEC.md §2: positive coordinates and more than 100 m from home (shared/rules/bus-position.ts) */
  isMoving: z.boolean(),
  /** whole metres from the bus to the learner's pick-up point of this booking; null when not booked or no fix */
  distanceFromHome: z.number().int().nullable(),
  yoyakuId: z.number().int().nullable(),
  busStopCd: z.string().nullable(),
  busStopName: z.string().nullable(),
  busStopDisplayName: z.string().nullable(),
  /** the stop's address */
  address: z.string().nullable(),
  busStopLat: z.number().nullable(),
  busStopLng: z.number().nullable(),
  /**
   * issue 28 §1: whole minutes from the server's now until the bus reaches the learner's stop (≥ 0);
   * null when not booked, without a fresh reckoning from a fresh fix, once the stop is passed or the run ended
   */
  etaMinutes: z.number().int().nullable(),
  /** minutes the run is behind plan (negative ahead) while its reckoning is fresh; else null */
  delayMinutes: z.number().int().nullable(),
});
export type BusOperationStatus = z.infer<typeof busOperationStatusSchema>;

/** GetBusCourse: the course of one run of today (the same runs GetBusOperationStatus answers). */
export const busCourseRequestSchema = busOperationStatusRequestSchema;

/** A stop of a run's course as the bus map draws it. */
export const busCourseStopSchema = z.object({
  busStopCd: z.string(),
  /** the stop's display name (名称 shown to learners) */
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** 'HH:mm': the run's planned time at the stop */
  time: z.string(),
});
export type BusCourseStop = z.infer<typeof busCourseStopSchema>;

/**
 * The course a run drives (issue 25 §5), so the bus map can draw its line and named stops without
 * map tiles: the run's stops in the order it passes them. Only stops any learner may see — the
 * school's released stops and the asking learner's own points — never another learner's point.
 */
export const busCourseSchema = z.object({
  binCd: z.string(),
  homenCd: z.string(),
  homenName: z.string(),
  stops: z.array(busCourseStopSchema),
});
export type BusCourse = z.infer<typeof busCourseSchema>;
