import { z } from 'zod';
import { RUN_CAPACITY_LIMITS } from './admin-runs';

/**
 * Weekly run pattern limits (issue 23 §7): a run's capacity as on the day (RUN_CAPACITY_LIMITS).
 * The last leg to the school and the margin before/after a period are minutes within a morning.
 */
export const PATTERN_LIMITS = {
  ...RUN_CAPACITY_LIMITS,
  maxMinutesToSchool: 180,
  maxMarginMinutes: 120,
  /** 7 weekdays × a timetable of at most 20 periods × 2 directions */
  maxSlots: 280,
} as const;

/** One weekday × period × direction a course runs, with the bus's capacity that run. */
export const patternSlotSchema = z.object({
  /** 0 Sunday … 6 Saturday (Japan) */
  weekday: z.number().int(),
  jgn: z.number().int(),
  /** 1 往 (to school), 2 復 (from school) */
  upDown: z.number().int(),
  seats: z.number().int(),
  childSeats: z.number().int(),
  bicycles: z.number().int(),
  isNetReservation: z.boolean(),
  /** the usual vehicle (vehicles.vehicleCd); empty: none named */
  vehicleCd: z.string().max(64),
});
export type PatternSlot = z.infer<typeof patternSlotSchema>;

export const getRunPatternRequestSchema = z.object({ homenCd: z.string().max(32).optional() });

const choiceSchema = z.object({ code: z.string(), name: z.string() });

/** A booked run the saved pattern no longer has (or offers less room than booked): staff decide. */
export const patternConflictSchema = z.object({
  date: z.string(),
  binCd: z.string(),
  binName: z.string(),
  upDown: z.number().int(),
  jgn: z.number().int(),
  bookedSeats: z.number().int(),
  /** 'removed': the pattern no longer runs it; 'capacity': the pattern's capacity is below its bookings */
  reason: z.enum(['removed', 'capacity']),
});
export type PatternConflict = z.infer<typeof patternConflictSchema>;

export const runPatternSchema = z.object({
  courses: z.array(choiceSchema.extend({ stopCount: z.number().int() })),
  periods: z.array(z.object({ jgn: z.number().int(), name: z.string(), start: z.string(), end: z.string() })),
  vehicles: z.array(choiceSchema),
  /** the chosen course (the first when none was asked); null when the school has no course */
  homenCd: z.string().nullable(),
  minutesToSchool: z.number().int(),
  marginMinutes: z.number().int(),
  slots: z.array(patternSlotSchema),
  /** whether the course has a stored pattern yet */
  stored: z.boolean(),
  /** the booked runs of the course that do not fit the stored pattern, from tomorrow on */
  conflicts: z.array(patternConflictSchema),
});
export type RunPattern = z.infer<typeof runPatternSchema>;

/** A dated run a pattern save adds or removes, as staff recognise it. */
export const patternRunRefSchema = z.object({
  date: z.string(),
  binCd: z.string(),
  jgn: z.number().int(),
  upDown: z.number().int(),
});
export type PatternRunRef = z.infer<typeof patternRunRefSchema>;

export const saveRunPatternRequestSchema = z.object({
  homenCd: z.string().max(32),
  minutesToSchool: z.number().int(),
  marginMinutes: z.number().int(),
  slots: z.array(patternSlotSchema).max(PATTERN_LIMITS.maxSlots),
  /** true: answer what the save would do (the runs it adds and removes) and change nothing */
  preview: z.boolean().optional(),
});
export type SaveRunPatternRequest = z.infer<typeof saveRunPatternRequestSchema>;

export const savedRunPatternSchema = runPatternSchema.extend({
  /** runs generated up to the horizon by this save */
  added: z.number().int(),
  /** runs without bookings changed to the new capacity, net flag or vehicle */
  updated: z.number().int(),
  /** runs without any booking that the pattern no longer has, deleted */
  removed: z.number().int(),
  /** the dated runs deleted (a preview: that would be), so staff confirm before they go */
  removedRuns: z.array(patternRunRefSchema),
  /** the dated runs generated (a preview: that would be) */
  addedRuns: z.array(patternRunRefSchema),
  /** true when nothing was saved: the answer of a preview */
  preview: z.boolean(),
});
export type SavedRunPattern = z.infer<typeof savedRunPatternSchema>;
