import { z } from 'zod';
import { isDateKey } from '../rules/japan-time';
import { idSchema } from './primitives';

/** Notice limits (issue 10 §4): a subject fits one line of the menus; a body a screen or two. */
export const NOTICE_LIMITS = { subject: 100, body: 2000 } as const;

/** 'YYYY-MM-DDTHH:MM' in Japan time, as a datetime-local field gives it: a real date, 00:00–23:59. */
export const japanDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'YYYY-MM-DDTHH:MM')
  .refine((value) => isDateKey(value.slice(0, 10)), 'not a calendar date');

export const noticeStateSchema = z.enum(['scheduled', 'showing', 'ended', 'withdrawn']);
export type NoticeState = z.infer<typeof noticeStateSchema>;

export const staffNoticeSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  /** ISO instants */
  startAt: z.string(),
  endAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  state: noticeStateSchema,
});
export type StaffNotice = z.infer<typeof staffNoticeSchema>;

const school = { serviceCode: z.string().max(32).optional() };

export const listNoticesRequestSchema = z.object(school);

/** Lengths and order are checked by the server with catalogue texts (740–743), so the form can show them. */
export const saveNoticeRequestSchema = z.object({
  ...school,
  id: idSchema.optional(),
  subject: z.string().max(10_000),
  body: z.string().max(50_000),
  startAt: japanDateTimeSchema,
  endAt: japanDateTimeSchema.nullable().optional(),
});
export type SaveNoticeRequest = z.input<typeof saveNoticeRequestSchema>;

export const noticeIdRequestSchema = z.object({ ...school, id: idSchema });
