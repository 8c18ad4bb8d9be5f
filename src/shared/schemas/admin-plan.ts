import { z } from 'zod';
import { idSchema } from './primitives';
import { dateKeySchema } from './reservation';

const school = { serviceCode: z.string().max(32).optional() };

/** 'HH:MM', 00:00–23:59: a ride time staff enter for a learner's own point. */
export const rideTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/**
 * What a ride is compared with the last fix (送迎予定確定): new (not told yet), changed (time,
 * place or bus differ from what was mailed), unchanged, or gone (mailed, since cancelled).
 */
export const rideChangeSchema = z.enum(['new', 'changed', 'unchanged', 'gone']);
export type RideChange = z.infer<typeof rideChangeSchema>;

/**
 * The mail a learner gets when the plan is fixed now: the ride times (first fix for them), the
 * changes (変更あり), none (nothing changed), or none because the school has no address for them.
 */
export const learnerMailSchema = z.enum(['rideTimes', 'changes', 'none', 'noAddress']);
export type LearnerMail = z.infer<typeof learnerMailSchema>;

/** One ride of the preview. Times 'HH:MM', Japan time. */
export const planRideSchema = z.object({
  reservationId: z.number().int(),
  learnerId: z.number().int(),
  seitoNo: z.string(),
  name: z.string(),
  furigana: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  periodName: z.string(),
  binName: z.string(),
  place: z.string(),
  /** the stop is not on the run's timetable (a learner's own point): staff enter its time */
  needsStaffTime: z.boolean(),
  /** the time the fix would freeze: the run's planned time at the stop, or the staff's; null when missing */
  time: z.string().nullable(),
  /** what the last fix mailed (place and bus as they were), null when never fixed */
  fixed: z.object({ time: z.string(), place: z.string(), binName: z.string() }).nullable(),
  change: rideChangeSchema,
  mail: learnerMailSchema,
});
export type PlanRide = z.infer<typeof planRideSchema>;

export const planPreviewRequestSchema = z.object({
  ...school,
  /** the ride date; the next business day when omitted */
  date: dateKeySchema.optional(),
});

export const planPreviewSchema = z.object({
  date: z.string(),
  /** the booking cut-off of the date (ISO instant): the plan can be fixed from then on */
  deadline: z.string(),
  /** the plan may be fixed now: past the cut-off and not a past date */
  canFix: z.boolean(),
  /** when the plan was last fixed (ISO), null when never */
  fixedAt: z.string().nullable(),
  previousBusinessDay: z.string(),
  nextBusinessDay: z.string(),
  /** active rides, then rides mailed and since cancelled; by furigana, direction, period */
  rides: z.array(planRideSchema),
  /** learners who would get a mail now, by kind */
  mails: z.object({ rideTimes: z.number().int(), changes: z.number().int() }),
  /** active rides whose time is still missing: fixing is refused (761) until staff enter them */
  missingTimes: z.number().int(),
});
export type PlanPreview = z.infer<typeof planPreviewSchema>;

export const setRideTimeRequestSchema = z.object({
  ...school,
  reservationId: idSchema,
  /** null clears the staff's time */
  time: rideTimeSchema.nullable(),
});

export const fixPlanRequestSchema = z.object({ ...school, date: dateKeySchema });

export const fixPlanResultSchema = z.object({
  date: z.string(),
  fixedAt: z.string(),
  /** rides whose fixed time was written (or cleared, for cancelled ones) by this fix */
  ridesUpdated: z.number().int(),
  /** mails queued by this fix, by kind; 0 and 0 when nothing changed since the last fix */
  mails: z.object({ rideTimes: z.number().int(), changes: z.number().int() }),
  /** when the mails go out: at once, or at the plan release when that is still to come (PRODUCT.md §4) */
  mailsFrom: z.string(),
});
export type FixPlanResult = z.infer<typeof fixPlanResultSchema>;
