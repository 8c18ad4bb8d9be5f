import { z } from 'zod';
import { INVISIBLE_CHARACTERS } from '../rules/text';
import { idSchema } from './primitives';
import { dateKeySchema, idempotencyKeySchema } from './reservation';

const school = { serviceCode: z.string().max(32).optional() };

/**
 * Search by name (漢字), furigana, student number or mobile number (issue 26 §6): partial; width,
 * spaces and hiragana/katakana do not matter, nor hyphens in a phone number.
 */
export const searchLearnersRequestSchema = z.object({ ...school, query: z.string().trim().min(1).max(40) });

export const learnerSummarySchema = z.object({
  learnerId: z.number().int(),
  seitoNo: z.string(),
  name: z.string(),
  furigana: z.string(),
});
export type LearnerSummary = z.infer<typeof learnerSummarySchema>;

export const foundLearnerSchema = learnerSummarySchema.extend({
  mobileNumber: z.string(),
  /** the school's file marked the learner 退所 */
  withdrawn: z.boolean(),
});
export type FoundLearner = z.infer<typeof foundLearnerSchema>;

export const searchLearnersResponseSchema = z.object({
  learners: z.array(foundLearnerSchema),
  /** more matched than are listed: the search should be narrower */
  truncated: z.boolean(),
});
export type SearchLearnersResponse = z.infer<typeof searchLearnersResponseSchema>;

/**
 * Enrolling a learner (issue 23): the school's record sign-up compares. The server checks each
 * field with a catalogue text (920–925), so the lengths here only bound what a request may carry.
 */
export const enrolLearnerRequestSchema = z.object({
  ...school,
  seitoNo: z.string().max(100),
  name: z.string().max(1000),
  furigana: z.string().max(1000),
  birthDate: z.string().max(100),
  address: z.string().max(1000).optional(),
});
export type EnrolLearnerRequest = z.input<typeof enrolLearnerRequestSchema>;

export const learnerRequestSchema = z.object({ ...school, learnerId: idSchema });

export const staffBookingSchema = z.object({
  reservationId: z.number().int(),
  date: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  binCd: z.string(),
  binName: z.string(),
  periodName: z.string(),
  planStart: z.string(),
  stopName: z.string(),
  passenger: z.number().int(),
  childSheet: z.number().int(),
  jitensya: z.number().int(),
  cancelled: z.boolean(),
  /** the learner could still cancel it themselves (before the cut-off) */
  beforeCutoff: z.boolean(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

export const learnerPointSchema = z.object({
  stopId: z.number().int(),
  busStopCd: z.string(),
  name: z.string(),
  address: z.string(),
  /** waiting in the approval area for staff's review */
  pending: z.boolean(),
  /** staff did not approve it: the reason (the point stays in the approval area, never bookable) */
  rejectionReason: z.string().nullable(),
});

/** A lesson of the coming days, imported from the school's lesson system (PRODUCT.md §4b). */
export const learnerLessonSchema = z.object({
  date: z.string(),
  jgn: z.number().int(),
  periodName: z.string(),
  /** 技能 or 学科, as the school's system wrote it */
  kind: z.string(),
});

/** A recent mail to the learner from the outbox (PRODUCT.md §5). */
export const learnerMailSchema = z.object({
  mailId: z.number().int(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  /** when it was written (ISO) */
  createdAt: z.string(),
});
export type LearnerMail = z.infer<typeof learnerMailSchema>;

/** The learner's account on the web (issue 26 §6). */
export const learnerAccountSchema = z.object({
  /** signed up on the web (sign-up done); false: enrolled by the school only, sign-in refused */
  signedUp: z.boolean(),
  /** when they agreed to the privacy policy (ISO), or null */
  privacyConsentAt: z.string().nullable(),
  /** when the school's file marked them 退所 (ISO), or null */
  withdrawnAt: z.string().nullable(),
});

export const learnerDetailSchema = z.object({
  learner: learnerSummarySchema.extend({ mobileNumber: z.string(), mailAddress: z.string() }),
  account: learnerAccountSchema,
  /** lessons from today over the next days (LEARNER_LESSON_DAYS) */
  lessons: z.array(learnerLessonSchema),
  /** the newest mails to the learner, newest first */
  mails: z.array(learnerMailSchema),
  /** the account is locked by failed sign-ins until this instant (ISO), or null */
  lockedUntil: z.string().nullable(),
  failedSignIns: z.number().int(),
  bookings: z.array(staffBookingSchema),
  points: z.array(learnerPointSchema),
  /** the school's sites (SPEC.md §2 `site`), for the one-time sign-in link */
  sites: z.array(z.string()),
});
export type LearnerDetail = z.infer<typeof learnerDetailSchema>;

/** Most characters of a reason staff give. */
export const STAFF_REASON_MAX = 200;
/**
 * A reason staff give (passing the cut-off, not approving a learner's point; kept in the audit
 * log): at most 200 characters, arriving without zero-width characters and surrounding spaces, so
 * an empty string and a missing one alike mean that no reason was given.
 */
export const staffReasonSchema = z
  .string()
  .max(STAFF_REASON_MAX)
  .transform((reason) => reason.replace(INVISIBLE_CHARACTERS, '').trim())
  .optional();

export const bookableRunsRequestSchema = z.object({
  ...school,
  learnerId: idSchema,
  date: dateKeySchema,
  upDown: z.union([z.literal(1), z.literal(2)]),
});

export const bookableRunSchema = z.object({
  binCd: z.string(),
  binName: z.string(),
  courseName: z.string(),
  periodName: z.string(),
  planStart: z.string(),
  planEnd: z.string(),
  freeSeats: z.number().int(),
  freeChildSeats: z.number().int(),
  freeBicycles: z.number().int(),
  isNetReservation: z.boolean(),
  /** a run of today that has left (its planned start, issue 26 §2): no longer bookable */
  departed: z.boolean(),
  stops: z.array(z.object({ busStopCd: z.string(), name: z.string(), planTime: z.string() })),
});
export type BookableRun = z.infer<typeof bookableRunSchema>;

/**
 * A ride date as staff booking for a learner see it: 'open' (the learners' own booking too),
 * 'pastCutoff' (the learners' cut-off has passed: staff must give a reason), 'today' (same-day
 * help, issue 26 §2: runs that have not left, with a reason), 'closed' (not a business day),
 * 'notYetOpen' (beyond the booking horizon), 'past' (before today).
 */
export const staffDayStateSchema = z.enum(['open', 'pastCutoff', 'today', 'closed', 'notYetOpen', 'past']);
export type StaffDayState = z.infer<typeof staffDayStateSchema>;

export const bookableRunsSchema = z.object({
  date: z.string(),
  day: staffDayStateSchema,
  runs: z.array(bookableRunSchema),
});
export type BookableRuns = z.infer<typeof bookableRunsSchema>;

export const saveReservationForRequestSchema = z.object({
  ...school,
  learnerId: idSchema,
  idempotencyKey: idempotencyKeySchema,
  date: dateKeySchema,
  binCd: z.string().min(1).max(32),
  upDown: z.union([z.literal(1), z.literal(2)]),
  busStopCd: z.string().min(1).max(32),
  passenger: z.number().int().min(0).max(3).default(0),
  childSheet: z.number().int().min(0).max(3).default(0),
  jitensya: z.number().int().min(0).max(1).default(0),
  reason: staffReasonSchema,
});
export type SaveReservationForRequest = z.input<typeof saveReservationForRequestSchema>;

export const cancelReservationsForRequestSchema = z.object({
  ...school,
  learnerId: idSchema,
  idempotencyKey: idempotencyKeySchema,
  reservationIds: z.array(idSchema).min(1).max(50),
  reason: staffReasonSchema,
});
export type CancelReservationsForRequest = z.input<typeof cancelReservationsForRequestSchema>;

export const silentLinkRequestSchema = z.object({
  ...school,
  learnerId: idSchema,
  area: z.enum(['sp', 'pc']),
  site: z.string().regex(/^[0-9A-Za-z]{1,8}$/),
});

export const silentLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SilentLink = z.infer<typeof silentLinkSchema>;

/** Mailing a learner the school's login page (issue 26 §6): the site whose page it names. */
export const mailSignInLinkRequestSchema = z.object({
  ...school,
  learnerId: idSchema,
  site: z.string().regex(/^[0-9A-Za-z]{1,8}$/),
});
export const mailSignInLinkSchema = z.object({ mailAddress: z.string() });

/** A temporary password staff read out to the learner once (issue 26 §6); never stored in clear. */
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;
