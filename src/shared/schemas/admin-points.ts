import { z } from 'zod';
import { staffReasonSchema } from './admin-learners';
import { codeSchema } from './primitives';
import { mapTilesSchema } from './provider';

const school = { serviceCode: z.string().max(32).optional() };

/**
 * The point's submittedAt exactly as Admin/GetPendingPoints answered it (null for points from
 * before issue 12): a review made on a screen older than the learner's last edit is refused (774).
 */
const reviewedSubmission = { submittedAt: z.string().max(40).nullable() };

/** A stop that some course passes, as the approval screen places and suggests it. */
export const courseStopSchema = z.object({
  busStopCd: z.string(),
  name: z.string(),
  homenCd: z.string(),
  areaCd: z.string(),
  /** minutes from the course's first stop (course_stops.offset_minutes) */
  offsetMinutes: z.number().int(),
  lat: z.number(),
  lng: z.number(),
});
export type CourseStop = z.infer<typeof courseStopSchema>;

/** A learner's point awaiting approval, with the course stop nearest to it. */
export const pendingPointSchema = z.object({
  busStopCd: z.string(),
  learner: z.object({ learnerId: z.number().int(), seitoNo: z.string(), name: z.string() }),
  category: z.object({ categoryCd: z.string(), name: z.string() }),
  /** the address the learner entered (ad1) */
  address: z.string(),
  /** the learner's own name for the point (busStopKName) */
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** ISO instant it was registered or last edited; null for points from before issue 12 */
  submittedAt: z.string().nullable(),
  /** the nearest stop of any course and its great-circle distance; null when no course has stops */
  nearest: courseStopSchema.extend({ distanceMetres: z.number().int() }).nullable(),
});
export type PendingPoint = z.infer<typeof pendingPointSchema>;

/** A point staff approved or did not approve, for the recent-reviews list. */
export const reviewedPointSchema = z.object({
  busStopCd: z.string(),
  learner: z.object({ learnerId: z.number().int(), seitoNo: z.string(), name: z.string() }),
  categoryName: z.string(),
  address: z.string(),
  name: z.string(),
  outcome: z.enum(['approved', 'rejected']),
  /** ISO instant */
  reviewedAt: z.string(),
  /** why it was not approved; null for an approved point */
  reason: z.string().nullable(),
});
export type ReviewedPoint = z.infer<typeof reviewedPointSchema>;

/** Admin/GetPendingPoints: the review queue plus everything the approve form and the map need. */
export const pendingPointsSchema = z.object({
  /** oldest submission first */
  points: z.array(pendingPointSchema),
  /** the school's areas a point may be approved into (all but the approval area) */
  areas: z.array(z.object({ areaCd: z.string(), name: z.string() })),
  /** the school's courses; an approved point's offset is 0…maxOffsetMinutes (the last stop's) */
  courses: z.array(z.object({ homenCd: z.string(), name: z.string(), maxOffsetMinutes: z.number().int() })),
  /** the school's public stops on courses, one entry per course they are on, in course order */
  courseStops: z.array(courseStopSchema),
  /** the last reviews, newest first */
  recent: z.array(reviewedPointSchema),
  /** where the map opens (the school) and its tiles */
  school: z.object({ lat: z.number(), lng: z.number() }),
  mapTiles: mapTilesSchema,
});
export type PendingPoints = z.infer<typeof pendingPointsSchema>;

export const pendingPointsRequestSchema = z.object(school);

/**
 * Admin/ApprovePoint: move the point into `areaCd`, put it on course `homenCd` at `offsetMinutes`
 * from its first stop. The range of the offset is the course's, checked by the action (773).
 * `submittedAt` names the version of the point staff looked at (774 when the learner changed it since).
 */
export const approvePointRequestSchema = z.object({
  ...school,
  busStopCd: codeSchema.min(1),
  ...reviewedSubmission,
  areaCd: codeSchema.min(1),
  homenCd: codeSchema.min(1),
  offsetMinutes: z.number().int(),
});
export type ApprovePointRequest = z.input<typeof approvePointRequestSchema>;

export const approvePointResultSchema = z.object({
  busStopCd: z.string(),
  /** runs from today on that now stop there */
  runsServed: z.number().int(),
  /** a mail to the learner was queued (false: the learner has no mail address) */
  mailed: z.boolean(),
});
export type ApprovePointResult = z.infer<typeof approvePointResultSchema>;

/** Admin/RejectPoint: the reason is required (771) and shown to the learner. */
export const rejectPointRequestSchema = z.object({
  ...school,
  busStopCd: codeSchema.min(1),
  ...reviewedSubmission,
  reason: staffReasonSchema,
});
export type RejectPointRequest = z.input<typeof rejectPointRequestSchema>;

export const rejectPointResultSchema = z.object({ busStopCd: z.string(), mailed: z.boolean() });
export type RejectPointResult = z.infer<typeof rejectPointResultSchema>;
