import type { SchoolCalendar } from '@server/domain/school/calendar';
import { bookableDays } from './bookable-days';

/** The ride date a reminder is due for, with its cut-off and when its window opened. */
export interface ReminderDay {
  date: string;
  deadline: Date;
  /** deadline − lead: from this instant on the reminder goes out */
  opensAt: Date;
}

/**
 * The day learners are reminded of at `now` (issue 29 §3): the next bookable day D, when
 * `deadline(D) − leadMinutes ≤ now < deadline(D)`; null otherwise. Only the next bookable day can
 * qualify: a later day's cut-off lies on a later business day, at least a day on, and the lead is
 * at most 12 hours (schools_booking_reminder_lead).
 */
export function reminderDay(now: Date, calendar: SchoolCalendar, leadMinutes: number): ReminderDay | null {
  const [next] = bookableDays(now, calendar);
  if (!next) return null;
  const opensAt = new Date(next.deadline.getTime() - leadMinutes * 60_000);
  return now >= opensAt ? { date: next.date, deadline: next.deadline, opensAt } : null;
}

/** A learner of the school with a lesson on the reminder's day, as the job reads them. */
export interface ReminderCandidate {
  learnerId: number;
  /** 退所 (issue 24): no longer at the school */
  withdrawn: boolean;
  /** enrolled by the school but not signed up: cannot book on the web */
  webAccess: boolean;
  /** the learner's switch (learner_alert_settings.booking_reminder; true without a row) */
  wantsReminder: boolean;
  /** an active booking that day, either direction, or a waiting place in a run's queue */
  bookedOrWaiting: boolean;
  /** a reminder for that day exists already */
  reminded: boolean;
  mailAddress: string;
  pushSubscriptions: number;
}

/** Who is reminded and how. */
export interface ReminderDecision {
  learnerId: number;
  mail: boolean;
  push: boolean;
}

/**
 * Who gets the reminder of the day (issue 29 §3): nobody when the school's switch is off; else every
 * learner with a lesson that day who is still at the school, can book on the web, has not opted
 * out, has no ride (nor a waiting place) that day, was not reminded of it yet, and can be reached —
 * by mail at their address, by push where they hold a subscription and the school sends alerts.
 */
export function decideReminders(
  school: { remindersOn: boolean; alertsEnabled: boolean },
  candidates: readonly ReminderCandidate[],
): ReminderDecision[] {
  if (!school.remindersOn) return [];
  return candidates.flatMap((c) => {
    if (c.withdrawn || !c.webAccess || !c.wantsReminder || c.bookedOrWaiting || c.reminded) return [];
    const mail = c.mailAddress !== '';
    const push = school.alertsEnabled && c.pushSubscriptions > 0;
    return mail || push ? [{ learnerId: c.learnerId, mail, push }] : [];
  });
}
