import { z } from 'zod';
import { baseBundleSchema } from './envelope';
import { dateKeySchema } from './reservation';

export const noticeSchema = z.object({
  noticeId: z.number().int(),
  /** ISO 8601 instant; shown in Japan time */
  noticeStartDateTime: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const newsResponseSchema = z.array(noticeSchema);

/** One of the learner's fixed rides on a 送迎予定確定 notice, its times worded by the school's reservationView. */
export const fixedRideSchema = z.object({
  yoyakuId: z.number().int(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  displayJigen: z.string(),
  binNm: z.string(),
  busStopName: z.string(),
  busStopDisplayName: z.string(),
  busStopKName: z.string(),
  departureText: z.string(),
  arrivalText: z.string(),
});
export type FixedRide = z.infer<typeof fixedRideSchema>;

/** A 送迎予定確定 notice (SPEC.md §2, "with date"): a date whose plan is fixed, with the learner's rides. */
export const fixedPlanNoticeSchema = z.object({
  date: z.string(),
  /** ISO instant of the (last) fix */
  fixedAt: z.string(),
  rides: z.array(fixedRideSchema),
});
export type FixedPlanNotice = z.infer<typeof fixedPlanNoticeSchema>;

/** `getFixesPlans`: the learner's fixed-plan notices from today on, by date. */
export const fixedPlanNoticesResponseSchema = z.array(fixedPlanNoticeSchema);

export const planFixedStatusRequestSchema = baseBundleSchema.extend({
  /** one date; without it, every date the learner rides from today on */
  date: dateKeySchema.optional(),
});

/** `GetPlanFixedStatus`: where the school's plan of a date stands. */
export const planFixedStatusSchema = z.object({
  date: z.string(),
  isFixedPlan: z.boolean(),
  /** ISO instant of the (last) fix; null while not fixed */
  fixedAt: z.string().nullable(),
  /** the ride-time mails were sent: queued in the outbox with the fix, which delivers them */
  isSendFixedPlanMail: z.boolean(),
  isLimitOver: z.boolean(),
  isPlanReleaseOver: z.boolean(),
});
export type PlanFixedStatus = z.infer<typeof planFixedStatusSchema>;

export const planFixedStatusResponseSchema = z.array(planFixedStatusSchema);
