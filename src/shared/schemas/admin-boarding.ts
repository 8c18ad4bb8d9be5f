import { z } from 'zod';
import { EXPORT_ENCODINGS } from './admin-imports';
import { dateKeySchema } from './reservation';

/**
 * The longest period the boarding statistics cover, in days (both ends included): a quarter
 * (three months of 31 days), enough to see a learner's habit, short enough to read in one go.
 */
export const BOARDING_STATS_MAX_DAYS = 93;

/** The period the statistics screen opens on: the last four weeks up to today. */
export const BOARDING_STATS_DEFAULT_DAYS = 28;

/**
 * A period of days, Japan dates, both included; at most {@link BOARDING_STATS_MAX_DAYS} (else 812).
 * Without `to`, today by the server's clock; without `from`, {@link BOARDING_STATS_DEFAULT_DAYS}
 * days up to `to`.
 */
export const boardingStatsRequestSchema = z.object({
  serviceCode: z.string().max(32).optional(),
  from: dateKeySchema.optional(),
  to: dateKeySchema.optional(),
});

export const boardingStatsCsvRequestSchema = boardingStatsRequestSchema.extend({
  encoding: z.enum(EXPORT_ENCODINGS).default('utf-8-bom'),
});

/**
 * Bookings and what became of them (shared/rules/rider-mark.ts): `booked` counts active (not
 * cancelled) bookings, each in exactly one of boarded / absent / notRiding / unconfirmed.
 */
const countsShape = {
  booked: z.number().int(),
  boarded: z.number().int(),
  absent: z.number().int(),
  notRiding: z.number().int(),
  unconfirmed: z.number().int(),
};
export const boardingCountsSchema = z.object(countsShape);
export type BoardingCounts = z.infer<typeof boardingCountsSchema>;

export const boardingDaySchema = z.object({ date: z.string(), ...countsShape });
export type BoardingDay = z.infer<typeof boardingDaySchema>;

/** A learner with at least one 不在 or 乗りません in the period. */
export const boardingLearnerSchema = z.object({
  learnerId: z.number().int(),
  seitoNo: z.string(),
  name: z.string(),
  furigana: z.string(),
  ...countsShape,
});
export type BoardingLearner = z.infer<typeof boardingLearnerSchema>;

/** A run of the weekly pattern (the same binCd on every day) over the period. */
export const boardingRunSchema = z.object({
  binCd: z.string(),
  binName: z.string(),
  courseName: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  ...countsShape,
});
export type BoardingRun = z.infer<typeof boardingRunSchema>;

export const boardingStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: boardingCountsSchema,
  /** the days of the period with at least one booking, in order */
  days: z.array(boardingDaySchema),
  /** most 不在 first, then most 乗りません, then by student number */
  learners: z.array(boardingLearnerSchema),
  /** by course, direction and run code */
  runs: z.array(boardingRunSchema),
});
export type BoardingStats = z.infer<typeof boardingStatsSchema>;
