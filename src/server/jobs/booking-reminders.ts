import { sendBookingReminders } from '@server/domain/booking/booking-reminders';
import type { JobDefinition } from '@server/queue/job-definition';

/**
 * Every 5 minutes, once per period whatever the number of processes: the reminders before the
 * cut-off (issue 29 §3) of schools whose window is open. The shortest lead is 30 minutes, so a
 * learner is reminded at least 25 minutes before the cut-off. One attempt: the next period tries
 * afresh, and the booking_reminders key keeps it from reminding anyone twice.
 */
export function bookingRemindersJob(pagesUrl: string): JobDefinition {
  return {
    kind: 'booking-reminders',
    schedule: { everySeconds: 300, maxAttempts: 1 },
    handler: async ({ db, now, log }) => {
      const result = await sendBookingReminders(db, now(), pagesUrl);
      if (result.reminded > 0) log.info(result, 'booking reminders sent');
    },
  };
}
