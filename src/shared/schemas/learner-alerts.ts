import { z } from 'zod';
import { APPROACH_MINUTES_CHOICES } from '../constants';
import { baseBundleSchema } from './envelope';

/** base64url without padding, as PushSubscription.toJSON() gives the keys (base64's own padding tolerated, no more) */
const base64url = (chars: number) => new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`);

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it (RFC 8291): `p256dh` an
 * uncompressed P-256 point (65 bytes, first byte 0x04, so base64url 'B…'), `auth` 16 random bytes.
 * The endpoint is the learner's input: the server checks its host before ever calling it.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1024),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(base64url(87), 'an uncompressed P-256 point, base64url (65 bytes)')
      .startsWith('B', 'an uncompressed P-256 point starts with 0x04'),
    auth: z.string().regex(base64url(22), 'the 16-byte auth secret, base64url'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** 3, 5 or 10 minutes before the bus reaches the learner's stop; null: no approach alert. */
export const approachMinutesSchema = z.literal(APPROACH_MINUTES_CHOICES).nullable();

export const savePushSubscriptionRequestSchema = baseBundleSchema.extend({
  subscription: pushSubscriptionSchema,
  approachMinutes: approachMinutesSchema,
});

export const deletePushSubscriptionRequestSchema = baseBundleSchema.extend({
  endpoint: z.string().min(1).max(1024),
});

export const pushPublicKeySchema = z.object({
  /** the VAPID public key, base64url: the `applicationServerKey` of `pushManager.subscribe` */
  publicKey: z.string(),
});

export const testPushResultSchema = z.object({
  /** subscriptions whose push service accepted the test */
  sent: z.number().int(),
  /** subscriptions it failed for (those answered 404/410 are dropped as well) */
  failed: z.number().int(),
});
export type TestPushResult = z.infer<typeof testPushResultSchema>;

/** The learner's own switches (learner_alert_settings; defaults without a row). */
export const alertSwitchesSchema = z.object({
  approachMinutes: approachMinutesSchema,
  delayAlerts: z.boolean(),
  /** alerts by mail while the learner has no push subscription */
  mailFallback: z.boolean(),
  /** the reminder before the cut-off of a day with a lesson and no ride (issue 29 §3) */
  bookingReminder: z.boolean(),
});
export type AlertSwitches = z.infer<typeof alertSwitchesSchema>;

export const saveAlertSettingsRequestSchema = baseBundleSchema.extend({
  ...alertSwitchesSchema.shape,
  /** unchanged when omitted (clients before issue 29) */
  bookingReminder: z.boolean().optional(),
});

export const alertSettingsSchema = alertSwitchesSchema.extend({
  /** the school sends alerts at all (schools.alerts_enabled) */
  schoolAlertsEnabled: z.boolean(),
  /** the school lets learners have alerts by mail (schools.alert_mail_fallback) */
  schoolAllowsMail: z.boolean(),
  /** the learner has a mail address to send them to */
  hasMailAddress: z.boolean(),
  /** the school sends reminders before the cut-off (schools.booking_reminder) */
  schoolSendsReminders: z.boolean(),
  /** the learner's browsers subscribed to push */
  subscriptions: z.number().int(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
