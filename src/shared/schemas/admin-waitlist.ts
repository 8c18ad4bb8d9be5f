import { z } from 'zod';
import { WAITLIST_STATUSES } from '../constants';
import { idSchema } from './primitives';

const school = { serviceCode: z.string().max(32).optional() };

export const runWaitlistRequestSchema = z.object({ ...school, runId: idSchema });

/**
 * Staff's new order of a run's waiting entries (issue 29 §1): every waiting entry's id, each once,
 * first to last; 981 when the queue changed meanwhile (an entry promoted, left or joined).
 */
export const reorderWaitlistRequestSchema = z.object({
  ...school,
  runId: idSchema,
  waitlistIds: z.array(idSchema).min(1).max(500),
});

export const staffWaitlistEntrySchema = z.object({
  waitlistId: z.number().int(),
  /** 1-based place while waiting; null for entries that ended */
  place: z.number().int().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  seitoNo: z.string(),
  name: z.string(),
  stopName: z.string(),
  passenger: z.number().int(),
  childSheet: z.number().int(),
  jitensya: z.number().int(),
  /** the party would fit the run's free room now (false for every entry while the run is full) */
  fits: z.boolean(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  yoyakuId: z.number().int().nullable(),
});

export const runWaitlistSchema = z.object({
  runId: z.number().int(),
  /** free room of each kind now */
  free: z.object({ seats: z.number().int(), childSeats: z.number().int(), bicycles: z.number().int() }),
  /** the queue is closed: the date's cut-off has passed */
  closed: z.boolean(),
  /** the waiting entries in order, then those that ended (newest first) */
  entries: z.array(staffWaitlistEntrySchema),
});
export type RunWaitlist = z.infer<typeof runWaitlistSchema>;
