import { z } from 'zod';
import { idSchema } from './primitives';
import { dateKeySchema } from './reservation';

/** How many entries one page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;

export const listAuditRequestSchema = z.object({
  serviceCode: z.string().max(32).optional(),
  /** Japan dates, both included */
  fromDate: dateKeySchema.optional(),
  toDate: dateKeySchema.optional(),
  staffId: idSchema.optional(),
  /** the learner's student number */
  seitoNo: z.string().trim().max(32).optional(),
  /** the entries about one run (bus_runs.id): its changes and its bookings' */
  runId: idSchema.optional(),
  /** one kind of action, by its recorded code (e.g. 'run.assign-vehicle') */
  action: z.string().trim().max(64).optional(),
  /** the next page: entries older than this id */
  beforeId: idSchema.optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffLoginId: z.string(),
  staffName: z.string().nullable(),
  action: z.string(),
  /** the action in the school's words (the code itself for one without a label) */
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** what the entry is about in words: 「便 2026/12/01 駅前方面 1便（往路）」 */
  target: z.string(),
  learner: z
    .object({
      learnerId: z.number().int(),
      seitoNo: z.string(),
      name: z.string(),
      /** 「山田 太郎（1234567）」 */
      label: z.string(),
    })
    .nullable(),
  /** the run concerned, in words, while it exists */
  run: z.object({ runId: z.number().int(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** before → after in words, one line per changed field: 「車両: 1号車 → 2号車」 */
  changes: z.array(z.string()),
  /** the recorded values as they were written, for API clients */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** the id to ask for the next page with, or null on the last page */
  nextBeforeId: z.number().int().nullable(),
  /** the run filtered by, in words (null without a run filter or for a run that no longer exists) */
  run: z.object({ runId: z.number().int(), name: z.string() }).nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const staffListSchema = z.array(
  z.object({ staffId: z.number().int(), loginId: z.string(), name: z.string(), role: z.string() }),
);
export type StaffList = z.infer<typeof staffListSchema>;
