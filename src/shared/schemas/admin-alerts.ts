import { z } from 'zod';
import { ALERT_CHANNELS, ALERT_KINDS, ALERT_STATUSES } from '../constants';
import { MAIL_STATES } from './admin-mails';
import { codeSchema, idSchema } from './primitives';
import { dateKeySchema } from './reservation';

/** How many alerts one page of the console's alerts log (通知履歴) holds. */
export const ALERT_PAGE_SIZE = 50;

/**
 * The alerts log's filters (issue 28 §4): the Japan day the alerts were written on (today when
 * absent), a kind, a state (`failed`: what needs staff's eye) and a learner's student number.
 */
export const listRideAlertsRequestSchema = z.object({
  serviceCode: codeSchema.optional(),
  date: dateKeySchema.optional(),
  kind: z.enum(ALERT_KINDS).optional(),
  status: z.enum(ALERT_STATUSES).optional(),
  /** exact student number; blank: every learner */
  seitoNo: z.string().max(32).optional(),
  /** the next page: alerts older than this id */
  beforeId: idSchema.optional(),
});
export type ListRideAlertsRequest = z.output<typeof listRideAlertsRequestSchema>;

export const staffRideAlertSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** when a push service accepted it (push alerts; a mail alert's is its mail's, below) */
  sentAt: z.string().nullable(),
  kind: z.enum(ALERT_KINDS),
  /** a delay alert's minutes behind plan (step × the school's delay step); null for other kinds */
  delayMinutes: z.number().int().nullable(),
  channel: z.enum(ALERT_CHANNELS),
  /**
   * where the alert stands: a push alert's own state; a mail alert's is its outbox mail's (a mail
   * whose delivery job failed for good counts as failed, as on the mail list)
   */
  status: z.enum(ALERT_STATUSES),
  attempts: z.number().int(),
  /** browsers whose push service accepted the alert */
  delivered: z.number().int(),
  lastError: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  learner: z.object({ learnerId: z.number().int(), seitoNo: z.string(), name: z.string() }),
  ride: z.object({
    date: z.string(),
    binName: z.string(),
    /** 1 to school (往路), 2 from school (復路) */
    upDown: z.number().int(),
    stopName: z.string(),
  }),
  /** a mail alert's outbox mail, while it exists */
  mail: z
    .object({
      mailId: z.number().int(),
      status: z.enum(MAIL_STATES),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      sentAt: z.string().nullable(),
    })
    .nullable(),
});
export type StaffRideAlert = z.infer<typeof staffRideAlertSchema>;

/** One kind's alerts of the day by state: sent, failed, and still on their way (pending or sending). */
export const alertDayCountSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  sent: z.number().int(),
  failed: z.number().int(),
  waiting: z.number().int(),
});
export type AlertDayCount = z.infer<typeof alertDayCountSchema>;

export const rideAlertPageSchema = z.object({
  date: z.string(),
  alerts: z.array(staffRideAlertSchema),
  nextBeforeId: z.number().int().nullable(),
  /** the whole day's alerts by kind, whatever the filters; every kind, in ALERT_KINDS order */
  summary: z.array(alertDayCountSchema),
  /** the school's learners with at least one push subscription now */
  pushLearners: z.number().int(),
});
export type RideAlertPage = z.infer<typeof rideAlertPageSchema>;
