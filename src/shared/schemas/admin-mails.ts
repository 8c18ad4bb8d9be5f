import { z } from 'zod';
import { codeSchema, idSchema } from './primitives';

/** How many mails one page of the console's mail list holds. */
export const MAIL_PAGE_SIZE = 50;

/**
 * A mail as staff see it: `pending` waits for its (next) attempt, `sending` is with a worker,
 * `sent` was accepted by the mail server, `failed` used up its attempts (or its worker died on
 * the last one) and waits for staff.
 */
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;

export const listMailsRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  /** one state only; every mail when absent */
  status: z.enum(MAIL_STATES).optional(),
  /** the next page: mails older than this id */
  beforeId: idSchema.optional(),
});

export const staffMailSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  learner: z.object({ learnerId: z.number().int(), seitoNo: z.string(), name: z.string() }).nullable(),
});
export type StaffMail = z.infer<typeof staffMailSchema>;

export const mailPageSchema = z.object({
  mails: z.array(staffMailSchema),
  nextBeforeId: z.number().int().nullable(),
  /** over the whole school, whatever the filter: what needs staff's eye */
  failedCount: z.number().int(),
});
export type MailPage = z.infer<typeof mailPageSchema>;

export const retryMailRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  mailId: idSchema,
});
