import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AlertKind } from '@shared/constants';
import type { Db } from '@server/db/client';
import { outboxMails, rideAlerts, schools } from '@server/db/schema';
import type { PushOptions, PushService } from './push';
import { sendToLearner } from './subscriptions';

/**
 * How long a push service keeps an alert for a browser that is offline (RFC 8030 §5.2): an
 * approach alert is noise once the bus came, so it lives as long as the learner's minutes; a delay
 * alert half an hour; a cancel alert, and a promotion from the waitlist (true for hours: the ride
 * stays booked), until the day is over, more or less.
 */
export function alertTtlSeconds(kind: AlertKind, step: number): number {
  if (kind === 'approach') return Math.max(60, step * 60);
  return kind === 'delay' ? 30 * 60 : 12 * 3600;
}

/**
 * The push options of an alert: its TTL, urgency high (the learner is about to leave the house),
 * and a topic unique to the alert, so a resend after a lost acknowledgement replaces a copy the
 * push service still holds instead of queueing a second one.
 */
export function alertPushOptions(alert: { id: number; kind: AlertKind; step: number }): PushOptions {
  return { ttlSeconds: alertTtlSeconds(alert.kind, alert.step), topic: `alert-${alert.id}`, urgency: 'high' };
}

/** What one delivery attempt did. */
export type AlertDeliveryOutcome =
  | 'sent'
  | 'failed'
  | 'already-done'
  | 'missing'
  /** a mail alert whose mail the outbox has not delivered yet (the job retries) */
  | 'waiting-for-mail';

/** The push failure a retry may cure: every subscription failed, and not all of them for good. */
export class AlertRetryError extends Error {}

/**
 * One delivery attempt of ride alert `alertId`, the body of the `deliver-alert` job.
 *
 * Push: the row goes `pending|sending → sending` (attempts + 1, committed before any request), then
 * the message `{title, body, url, tag: alert-<id>}` goes to each of the learner's subscriptions as
 * they are now; subscriptions answered 404/410 are dropped. Sent when at least one push service
 * accepted it (`delivered` counts them); failed when none is left (no subscription, all gone, or the
 * alert outlived its TTL); otherwise back to pending with the error and {@link AlertRetryError} for
 * the runner's back-off, `failed` on the last attempt. A row already `sent` or `failed` is left
 * alone. A worker killed after a push service accepted and before the `sent` mark sends again on
 * the retry, with the same tag and topic: the browser shows one notification (the second replaces
 * the first) — exactly once as the learner sees it.
 *
 * Mail: the outbox delivers the linked mail (exactly once, its own job); this only copies the
 * mail's outcome onto the alert, and asks to be retried while the mail is on its way.
 */
export async function deliverRideAlert(
  db: Db,
  now: () => Date,
  push: PushService,
  alertId: number,
  lastAttempt: boolean,
): Promise<AlertDeliveryOutcome> {
  const [current] = await db
    .select({ channel: rideAlerts.channel, status: rideAlerts.status, mailId: rideAlerts.mailId })
    .from(rideAlerts)
    .where(eq(rideAlerts.id, alertId));
  if (!current) return 'missing';
  if (current.status === 'sent' || current.status === 'failed') return 'already-done';
  if (current.channel === 'mail') return followMail(db, alertId, current.mailId, lastAttempt);

  const [alert] = await db
    .update(rideAlerts)
    .set({ status: 'sending', attempts: sql`${rideAlerts.attempts} + 1` })
    .where(and(eq(rideAlerts.id, alertId), inArray(rideAlerts.status, ['pending', 'sending'])))
    .returning();
  if (!alert) return 'already-done';
  // this attempt's own marks only: a handler that stalled past its lease must not overwrite the next attempt's
  const thisAttempt = and(
    eq(rideAlerts.id, alertId),
    eq(rideAlerts.status, 'sending'),
    eq(rideAlerts.attempts, alert.attempts),
  );
  const fail = async (error: string) => {
    await db.update(rideAlerts).set({ status: 'failed', lastError: error }).where(thisAttempt);
    return 'failed' as const;
  };
  const options = alertPushOptions(alert);
  if (now().getTime() - alert.createdAt.getTime() > options.ttlSeconds * 1000)
    return fail('expired before it could be delivered');
  // staff who turn alerts off (wrong data, a day of chaos) expect the queued ones to stop too
  const [school] = await db
    .select({ alertsEnabled: schools.alertsEnabled })
    .from(schools)
    .where(eq(schools.id, alert.schoolId));
  if (!school?.alertsEnabled) return fail('the school turned alerts off before it was delivered');
  const message = { title: alert.title, body: alert.body, url: alert.url, tag: `alert-${alert.id}` };
  const result = await sendToLearner(db, push, alert.learnerId, message, options, now());
  if (result.targets === 0) return fail('the learner has no push subscription left');
  if (result.sent > 0) {
    await db
      .update(rideAlerts)
      .set({ status: 'sent', sentAt: now(), delivered: result.sent, lastError: result.error })
      .where(thisAttempt);
    return 'sent';
  }
  if (result.gone === result.targets) return fail(`every subscription is gone: ${result.error ?? ''}`.trim());
  await db
    .update(rideAlerts)
    .set({ status: lastAttempt ? 'failed' : 'pending', lastError: result.error })
    .where(thisAttempt);
  if (lastAttempt) return 'failed';
  throw new AlertRetryError(result.error ?? 'push failed');
}

/** A mail alert takes its mail's outcome: sent when it was, failed with its error when it failed. */
async function followMail(
  db: Db,
  alertId: number,
  mailId: number | null,
  lastAttempt: boolean,
): Promise<AlertDeliveryOutcome> {
  const [mail] = mailId
    ? await db
        .select({
          status: outboxMails.status,
          sentAt: outboxMails.sentAt,
          lastError: outboxMails.lastError,
          attempts: outboxMails.attempts,
        })
        .from(outboxMails)
        .where(eq(outboxMails.id, mailId))
    : [];
  const pending = and(eq(rideAlerts.id, alertId), inArray(rideAlerts.status, ['pending', 'sending']));
  if (!mail) {
    await db
      .update(rideAlerts)
      .set({ status: 'failed', lastError: 'its mail no longer exists' })
      .where(pending);
    return 'failed';
  }
  if (mail.status === 'sent') {
    await db
      .update(rideAlerts)
      .set({ status: 'sent', sentAt: mail.sentAt, delivered: 1, attempts: mail.attempts, lastError: null })
      .where(pending);
    return 'sent';
  }
  if (mail.status === 'failed' || lastAttempt) {
    await db
      .update(rideAlerts)
      .set({
        status: 'failed',
        attempts: mail.attempts,
        lastError: mail.lastError ?? 'its mail was not delivered',
      })
      .where(pending);
    return 'failed';
  }
  await db
    .update(rideAlerts)
    .set({
      status: mail.status === 'sending' ? 'sending' : 'pending',
      attempts: mail.attempts,
      lastError: mail.lastError,
    })
    .where(pending);
  return 'waiting-for-mail';
}
