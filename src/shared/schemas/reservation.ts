import { z } from 'zod';
import { MAX_RANGE_DAYS } from '../constants';
import { isDateKey, isShortRange } from '../rules/japan-time';
import { baseBundleSchema } from './envelope';
import { codeSchema, idSchema } from './primitives';

/** 'YYYY-MM-DD', a real Japan calendar date ('2027-02-30' is refused: the database would reject it) */
export const dateKeySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine(isDateKey, 'not a calendar date');

/** fromDate..toDate of a grid or lesson request: in order, at most {@link MAX_RANGE_DAYS} days. */
const isShortRequestRange = (b: { fromDate: string; toDate: string }) =>
  isShortRange(b.fromDate, b.toDate, MAX_RANGE_DAYS);
const SHORT_RANGE = {
  message: `fromDate..toDate: in order, at most ${MAX_RANGE_DAYS} days`,
  path: ['toDate'],
};
/** 1 up (往路, to school), 2 down (復路, from school) */
export const upDownSchema = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2)]));

/**
 * The idempotency key of a write (SaveReservation, CancelReservation): made by the client once per
 * confirm and sent again with every retry of it, so a retry answers the first outcome instead of
 * booking or cancelling twice. A learner's write may leave it out (PRODUCT.md §3: a client written
 * to SPEC.md alone) or send it as the `Idempotency-Key` header instead; a null, empty or malformed
 * key is a 400. Staff writes on a learner's behalf always carry one.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, '16 to 64 characters of A-Z a-z 0-9 _ -');

// ---- requests (all extend the base bundle; recNo, when sent, must be the session's own) ----

export const reservationDaysRequestSchema = baseBundleSchema;
export const areaRequestSchema = baseBundleSchema.extend({ areaCd: codeSchema });
export const areaAllRequestSchema = areaRequestSchema.extend({
  date: dateKeySchema.optional(),
  upDown: upDownSchema.optional(),
});
export const courseRequestSchema = baseBundleSchema.extend({ homenCd: codeSchema });
export const courseAllRequestSchema = courseRequestSchema.extend({
  date: dateKeySchema.optional(),
  upDown: upDownSchema.optional(),
});
export const categoryRequestSchema = baseBundleSchema.extend({ busStopCategoryCd: codeSchema });
export const categoryAllRequestSchema = categoryRequestSchema.extend({
  date: dateKeySchema.optional(),
  upDown: upDownSchema.optional(),
});
/** stops of one town: busStopAddress is 'pref city town' joined by single spaces */
export const addressBusStopRequestSchema = baseBundleSchema.extend({ busStopAddress: z.string().max(200) });
/** level 2: towns (busStopAddress = optional 'pref city' prefix); level 3: detail addresses of a town */
export const addressSearchRequestSchema = baseBundleSchema.extend({
  busStopAddressSerachLevel: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(2), z.literal(3)])),
  busStopAddress: z.string().max(200).default(''),
});
export const travelTimeRequestSchema = baseBundleSchema
  .extend({
    date: dateKeySchema.optional(),
    fromDate: dateKeySchema,
    toDate: dateKeySchema,
    upDown: upDownSchema,
    busStopCd: codeSchema,
  })
  .refine(isShortRequestRange, SHORT_RANGE);
export const kyosyuReservationRequestSchema = baseBundleSchema
  .extend({
    fromDate: dateKeySchema,
    toDate: dateKeySchema,
  })
  .refine(isShortRequestRange, SHORT_RANGE);
export const saveReservationRequestSchema = baseBundleSchema.extend({
  idempotencyKey: idempotencyKeySchema.optional(),
  date: dateKeySchema,
  binCd: codeSchema,
  upDown: upDownSchema,
  busStopCd: codeSchema,
  desireTimeOpt: z.coerce.number().int().min(0).max(9).default(0),
  desireTime: z.string().max(5).default(''),
  passenger: z.coerce.number().int().min(0).max(3).default(0),
  childSheet: z.coerce.number().int().min(0).max(3).default(0),
  jitensya: z.coerce.number().int().min(0).max(1).default(0),
});
export type SaveReservationRequest = z.input<typeof saveReservationRequestSchema>;
/** A range is optional here (an open start is today, an open end the last booking); a whole one is checked like the others. */
export const reservationListRequestSchema = baseBundleSchema
  .extend({
    date: dateKeySchema.optional(),
    fromDate: dateKeySchema.optional(),
    toDate: dateKeySchema.optional(),
    upDown: upDownSchema.optional(),
    busStopCd: codeSchema.optional(),
  })
  .refine((b) => !b.fromDate || !b.toDate || isShortRange(b.fromDate, b.toDate, MAX_RANGE_DAYS), SHORT_RANGE);

// ---- responses ----

export const reservationDaySchema = z.object({
  date: dateKeySchema,
  /** ISO instant after which booking for this date is closed */
  deadline: z.string(),
});
export type ReservationDay = z.infer<typeof reservationDaySchema>;

export const classPeriodSchema = z.object({
  jgn: z.number().int(),
  timeName: z.string(),
  /** 'HH:mm' */
  kyosyuStartTime: z.string(),
  kyosyuEndTime: z.string(),
});
export type ClassPeriod = z.infer<typeof classPeriodSchema>;
export const timetableSchema = z.object({
  unit: z.enum(['時限', '部']),
  periods: z.array(classPeriodSchema),
});
export type Timetable = z.infer<typeof timetableSchema>;

export const lessonSchema = z.object({
  date: dateKeySchema,
  jgn: z.number().int(),
  /** 技能 (driving) lesson in this period */
  gino: z.boolean(),
  /** 学科 (classroom) lesson in this period */
  gakka: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** One bus a learner may take (SPEC.md §3 travel item), times 'HH:mm' or null. */
export const travelItemSchema = z.object({
  date: dateKeySchema,
  binCd: z.string(),
  binNm: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  rsvMode: z.number().int(),
  jgn: z.number().int(),
  displayJigen: z.string(),
  /** raw times, null where the school's reservationView does not show them (PRODUCT.md §4) */
  busStartPlanTime: z.string().nullable(),
  busEndPlanTime: z.string().nullable(),
  /** planned time at the chosen stop */
  busStopTime: z.string().nullable(),
  /** full (any capacity kind) */
  isBusLimit: z.boolean(),
  isNetReservation: z.boolean(),
  /** seats still free */
  seatsLeft: z.number().int(),
  /** child seats and bicycle places still free (the time pages compare them with the learner's extras) */
  childSeatsLeft: z.number().int(),
  bicyclesLeft: z.number().int(),
  /** what the screens show, by the reservationView rules */
  upTime: z.string(),
  downTime: z.string(),
});
export type TravelItem = z.infer<typeof travelItemSchema>;

export const travelCellSchema = z.object({
  jgn: z.number().int(),
  status: z.number().int().min(1).max(7),
  /** buses of the chosen direction serving the stop for this period, bookable or not */
  trips: z.array(travelItemSchema),
});
export const travelDaySchema = z.object({ date: dateKeySchema, cells: z.array(travelCellSchema) });
export const travelPlanSchema = z.object({ days: z.array(travelDaySchema) });
export type TravelPlan = z.infer<typeof travelPlanSchema>;

/** A booking as the lists show it (SPEC.md §3 Reservation). Times 'HH:mm' or null. */
export const reservationSchema = z.object({
  yoyakuId: z.number().int(),
  date: dateKeySchema,
  upDown: z.union([z.literal(1), z.literal(2)]),
  binCd: z.string(),
  binNm: z.string(),
  jgn: z.number().int(),
  displayJigen: z.string(),
  jigenName: z.string(),
  passenger: z.number().int(),
  childSheet: z.number().int(),
  jitensya: z.number().int(),
  busStopCd: z.string(),
  busStopName: z.string(),
  busStopDisplayName: z.string(),
  busStopKName: z.string(),
  busStartPlanTime: z.string().nullable(),
  busEndPlanTime: z.string().nullable(),
  busStartTime: z.string().nullable(),
  busEndTime: z.string().nullable(),
  busStopTime: z.string().nullable(),
  rsvMode: z.number().int(),
  isFixedPlan: z.boolean(),
  isLimitOver: z.boolean(),
  isSendFixedPlanMail: z.boolean(),
  isPlanReleaseOver: z.boolean(),
  isNetCancel: z.boolean(),
  busCall: z.boolean(),
  /** departure and arrival texts by the reservationView rules (e.g. '07:42', '08:50 学校着', '前日にご連絡します') */
  departureText: z.string(),
  arrivalText: z.string(),
  /** the learner said 「今日は乗りません」 (issue 27 §4): the booking and its seat stay */
  notRiding: z.boolean(),
  /** the ride may be marked or unmarked now: past the cut-off, before the bus leaves the learner */
  canSetNotRiding: z.boolean(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const saveReservationResponseSchema = z.object({ yoyakuId: z.number().int() });

/** Cancels the learner's own bookings, all or none (issue 4); at most 50 at once. */
export const cancelReservationRequestSchema = baseBundleSchema.extend({
  idempotencyKey: idempotencyKeySchema.optional(),
  yoyakuIdList: z.array(idSchema).min(1).max(50),
});
export const cancelReservationResponseSchema = z.object({
  /** the bookings cancelled by this call, as the lists showed them */
  cancelled: z.array(reservationSchema),
});

/**
 * 「今日は乗りません」 (issue 27 §4): marks (true) or unmarks (false) one of the learner's own rides.
 * Setting what the ride already holds changes nothing, so a retry needs no idempotency key.
 */
export const setNotRidingRequestSchema = baseBundleSchema.extend({
  yoyakuId: idSchema,
  notRiding: z.boolean(),
});
export type SetNotRidingRequest = z.input<typeof setNotRidingRequestSchema>;
