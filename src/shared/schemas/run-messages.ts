import { z } from 'zod';
import { idSchema } from './primitives';
import { hasGarblingCharacters, trimText } from '../rules/text';

/** What a run message is about (issue 26 §3); each has a template in the console. */
export const RUN_MESSAGE_KINDS = ['delay', 'cancel', 'stopChange', 'other'] as const;
export type RunMessageKind = (typeof RUN_MESSAGE_KINDS)[number];

/**
 * A run message's length after trimming: short enough for a phone's menu and a mail's first lines
 * (「北部1便は約10分遅れて運行しています。」 is 20 characters). Message 962 names these numbers.
 */
export const RUN_MESSAGE_LIMITS = { minLength: 1, maxLength: 200 } as const;

/**
 * The body as sent, trimmed, or null when it breaks the rule of 962: 1–200 characters after
 * trimming, one line, no control or invisible format characters (they would garble the menu
 * and the mail, or disguise the text).
 */
export function runMessageBody(text: string): string | null {
  const body = trimText(text);
  const length = [...body].length;
  if (length < RUN_MESSAGE_LIMITS.minLength || length > RUN_MESSAGE_LIMITS.maxLength) return null;
  return hasGarblingCharacters(body) ? null : body;
}

const serviceCode = z.string().max(32).optional();

export const sendRunMessageRequestSchema = z.object({
  serviceCode,
  runId: idSchema,
  kind: z.enum(RUN_MESSAGE_KINDS),
  /** checked by {@link runMessageBody} on the server (962); bounded here only as sent */
  body: z.string().max(2000),
  /**
   * Chosen by the console once per composed message (a random UUID): a resent request with the same
   * key answers the message already sent and sends nothing again.
   */
  requestKey: z.string().min(8).max(64),
});
export type SendRunMessageRequest = z.infer<typeof sendRunMessageRequestSchema>;

export const listRunMessagesRequestSchema = z.object({ serviceCode, runId: idSchema });

/** One message as the console lists it: what was sent, by whom, when, to how many. */
export const runMessageSchema = z.object({
  messageId: z.number().int(),
  runId: z.number().int(),
  kind: z.enum(RUN_MESSAGE_KINDS),
  body: z.string(),
  /** ISO instant */
  sentAt: z.string(),
  staffLoginId: z.string(),
  /** learners it was addressed to (each booked on the run when it was sent) */
  recipients: z.number().int(),
  /** of those, how many had a mail address and were mailed */
  mailed: z.number().int(),
});
export type RunMessage = z.infer<typeof runMessageSchema>;

export const runMessagesSchema = z.array(runMessageSchema);

/** A message about one of the learner's own rides, as their menu shows it. */
export const learnerRunMessageSchema = z.object({
  messageId: z.number().int(),
  kind: z.enum(RUN_MESSAGE_KINDS),
  body: z.string(),
  /** ISO instant */
  sentAt: z.string(),
  /** the ride's date, 'YYYY-MM-DD' */
  date: z.string(),
  upDown: z.union([z.literal(1), z.literal(2)]),
  binName: z.string(),
  /** the run's planned start, 'HH:mm' */
  planStart: z.string(),
});
export type LearnerRunMessage = z.infer<typeof learnerRunMessageSchema>;

export const learnerRunMessagesSchema = z.array(learnerRunMessageSchema);
