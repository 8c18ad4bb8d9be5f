import { z } from 'zod';
import { DELIVER_REMINDER_PUSH_JOB, pushReminder } from '@server/domain/booking/booking-reminders';
import type { PushService } from '@server/domain/notify/push';
import type { JobDefinition } from '@server/queue/job-definition';

const payloadSchema = z.object({
  learnerId: z.number().int().positive(),
  date: z.string(),
  deadline: z.string(),
});

/**
 * Pushes one reminder before the cut-off (issue 29 §3; enqueued with its booking_reminders row):
 * retried with back-off while every subscription failed and not all of them for good.
 */
export function deliverReminderPushJob(push: PushService): JobDefinition {
  return {
    kind: DELIVER_REMINDER_PUSH_JOB,
    handler: async ({ db, now, payload, log }) => {
      const reminder = payloadSchema.parse(payload);
      const outcome = await pushReminder(db, push, reminder, now());
      if (outcome === 'retry') throw new Error(`no push service accepted the reminder of ${reminder.date}`);
      log.debug({ ...reminder, outcome }, 'reminder pushed');
    },
  };
}
