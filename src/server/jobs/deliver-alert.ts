import { z } from 'zod';
import { deliverRideAlert } from '@server/domain/notify/deliver-alert';
import type { PushService } from '@server/domain/notify/push';
import { DELIVER_ALERT_JOB } from '@server/domain/notify/raise-alerts';
import type { JobDefinition } from '@server/queue/job-definition';

const payloadSchema = z.object({ alertId: z.number().int().positive() });

/**
 * Delivers one ride alert per job (enqueued with the alert, issue 28 §3): by Web Push, or — for a
 * mail alert — follows its outbox mail until the outbox delivered it; retried with back-off.
 */
export function deliverAlertJob(push: PushService): JobDefinition {
  return {
    kind: DELIVER_ALERT_JOB,
    handler: async ({ db, now, payload, attempt, maxAttempts, log }) => {
      const { alertId } = payloadSchema.parse(payload);
      const outcome = await deliverRideAlert(db, now, push, alertId, attempt >= maxAttempts);
      if (outcome === 'missing') log.warn({ alertId }, 'ride alert to deliver no longer exists');
      if (outcome === 'waiting-for-mail')
        throw new Error(`the mail of alert ${alertId} is not delivered yet`);
    },
  };
}
