import { z } from 'zod';
import { WAITLIST_STATUSES } from '../constants';
import { baseBundleSchema } from './envelope';
import { codeSchema, idSchema } from './primitives';
import {
  dateKeySchema,
  idempotencyKeySchema,
  saveReservationRequestSchema,
  upDownSchema,
} from './reservation';

/**
 * Joining a full run's queue (キャンセル待ち, issue 29 §1): the body of SaveReservation, under the
 * same rules (bookable day, the run, the stop, one per lesson and direction, the site's extras),
 * with 976 when the run has room after all (book it instead), 977 already queued for that lesson,
 * 979 the school takes no waitlist, 980 the party can never fit the run.
 */
export const saveWaitlistRequestSchema = saveReservationRequestSchema;
export type SaveWaitlistRequest = z.input<typeof saveWaitlistRequestSchema>;

export const cancelWaitlistRequestSchema = baseBundleSchema.extend({
  idempotencyKey: idempotencyKeySchema.optional(),
  waitlistId: idSchema,
});

/** A learner's queue entry as the menu and 予約の確認 show it. */
export const waitlistEntrySchema = z.object({
  waitlistId: z.number().int(),
  date: dateKeySchema,
  upDown: z.union([z.literal(1), z.literal(2)]),
  binCd: z.string(),
  binNm: z.string(),
  jgn: z.number().int(),
  displayJigen: z.string(),
  jigenName: z.string(),
  busStopCd: z.string(),
  busStopName: z.string(),
  busStopDisplayName: z.string(),
  passenger: z.number().int(),
  childSheet: z.number().int(),
  jitensya: z.number().int(),
  /** the run's planned start and the planned time at the learner's stop ('HH:mm'), when known */
  busStartPlanTime: z.string().nullable(),
  busStopTime: z.string().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1-based place among the run's waiting entries; null once it stopped waiting */
  place: z.number().int().nullable(),
  /** entries waiting on the run, this one included while it waits */
  waiting: z.number().int(),
  /** the booking a promotion made */
  yoyakuId: z.number().int().nullable(),
  /** when the queue closes: the date's booking cut-off (ISO 8601) */
  closesAt: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/**
 * The learner's entries from today on: those waiting, and those that ended without a booking
 * (closed at the cut-off, dropped with a cancelled run) so the learner is told; a promoted entry
 * shows as its booking, one the learner left is gone.
 */
export const waitlistListSchema = z.array(waitlistEntrySchema);

export const cancelWaitlistResponseSchema = z.object({ left: waitlistEntrySchema });

// ---- the week planner (issue 29 §2) ----

export const weekPlanRequestSchema = baseBundleSchema.extend({
  /** plan from this stop instead of the learner's usual one */
  busStopCd: codeSchema.optional(),
});

/**
 * What the planner proposes for one ride: booked (the learner holds a ride for that lesson and
 * direction, on this run or another), waiting (queued for it), bookable (a run from the stop has
 * room), full (every run from the stop is full: the waitlist is offered on `run`), none (no
 * net-reservable run serves the stop for that period).
 */
export const PLANNED_RIDE_STATES = ['booked', 'waiting', 'bookable', 'full', 'none'] as const;
export type PlannedRideState = (typeof PLANNED_RIDE_STATES)[number];

export const plannedRideSchema = z.object({
  upDown: upDownSchema,
  /** the class period the ride serves: the day's first lesson (to school) or last (home) */
  jgn: z.number().int(),
  displayJigen: z.string(),
  state: z.enum(PLANNED_RIDE_STATES),
  /** the run proposed (bookable, full) or held (booked, waiting); null for none */
  run: z
    .object({
      binCd: z.string(),
      binNm: z.string(),
      busStartPlanTime: z.string().nullable(),
      busEndPlanTime: z.string().nullable(),
      /** the planned time at the stop the ride boards or leaves at */
      busStopTime: z.string().nullable(),
      busStopCd: z.string(),
      busStopName: z.string(),
    })
    .nullable(),
  yoyakuId: z.number().int().nullable(),
  waitlistId: z.number().int().nullable(),
  place: z.number().int().nullable(),
});
export type PlannedRide = z.infer<typeof plannedRideSchema>;

export const plannedDaySchema = z.object({
  date: dateKeySchema,
  /** the day's lessons in order, as GetKyosyuReservation gives them */
  lessons: z.array(
    z.object({ jgn: z.number().int(), displayJigen: z.string(), gino: z.boolean(), gakka: z.boolean() }),
  ),
  /** the booking cut-off of the day (ISO 8601) */
  closesAt: z.string(),
  /** to school before the first lesson, then home after the last */
  rides: z.array(plannedRideSchema),
});

export const weekPlanSchema = z.object({
  /** the stop planned from (the request's, else the usual one); null: the learner never booked and named none */
  busStop: z
    .object({ busStopCd: z.string(), busStopName: z.string(), busStopDisplayName: z.string() })
    .nullable(),
  /** the stop the learner booked most, the planner's default */
  usualBusStopCd: z.string().nullable(),
  /** bookable days of the next 7 with a lesson of the learner's, in order */
  days: z.array(plannedDaySchema),
  /** the school takes キャンセル待ち: only then is a full ride offered for the queue */
  waitlistOpen: z.boolean(),
});
export type WeekPlan = z.infer<typeof weekPlanSchema>;
