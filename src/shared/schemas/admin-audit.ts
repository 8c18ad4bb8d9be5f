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
  /** the next page: entries older than this id */
  beforeId: idSchema.optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffLoginId: z.string(),
  staffName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  learner: z.object({ seitoNo: z.string(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** the id to ask for the next page with, or null on the last page */
  nextBeforeId: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const staffListSchema = z.array(
  z.object({ staffId: z.number().int(), loginId: z.string(), name: z.string(), role: z.string() }),
);
export type StaffList = z.infer<typeof staffListSchema>;
