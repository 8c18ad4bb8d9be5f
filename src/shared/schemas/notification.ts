import { z } from 'zod';

export const noticeSchema = z.object({
  noticeId: z.number().int(),
  /** ISO 8601 instant; shown in Japan time */
  noticeStartDateTime: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const newsResponseSchema = z.array(noticeSchema);
