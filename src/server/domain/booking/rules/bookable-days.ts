import type { StaffDayState } from '@shared/schemas/admin-learners';
import { addDays, isDateKey, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { isBusinessDay, lastBusinessDayBefore, type SchoolCalendar } from '@server/domain/school/calendar';

/**
 * The instant after which booking — and cancelling on the net — for the ride date `date` is closed:
 * `cutoffMinutes` (Japan time) on the last business day before `date` (PRODUCT.md §4, SPEC.md §9).
 * A booking is accepted while `now < deadline`; at the deadline itself it is refused.
 */
export function bookingDeadline(date: string, calendar: SchoolCalendar): Date {
  return japanInstant(lastBusinessDayBefore(date, calendar), calendar.cutoffMinutes);
}

/**
 * The instant from which learners may see the fixed plan of ride date `date` (PRODUCT.md §4 "Plan
 * release", isPlanReleaseOver): `planReleaseMinutes` (Japan time, default 18:00) on the cut-off day,
 * the last business day before `date`.
 */
export function planReleaseInstant(date: string, calendar: SchoolCalendar): Date {
  return japanInstant(lastBusinessDayBefore(date, calendar), calendar.planReleaseMinutes);
}

/**
 * The days a learner may book at `now` (PRODUCT.md §4), in date order: business days D with
 * today < D ≤ today + horizonDays (today = the Japan date of `now`) and `now` before D's deadline.
 * Each comes with its deadline instant. Empty when nothing is bookable (the screens show code 309).
 */
export function bookableDays(now: Date, calendar: SchoolCalendar): { date: string; deadline: Date }[] {
  const today = japanDateKey(now);
  const days: { date: string; deadline: Date }[] = [];
  for (let ahead = 1; ahead <= calendar.horizonDays; ahead++) {
    const date = addDays(today, ahead);
    if (!isBusinessDay(date, calendar)) continue;
    const deadline = bookingDeadline(date, calendar);
    if (now < deadline) days.push({ date, deadline });
  }
  return days;
}

/**
 * Whether the ride date `date` ('YYYY-MM-DD', Japan) can be booked at `now`: the same rule as
 * {@link bookableDays}, for one date — the server re-checks it on every booking, whatever the
 * client sent (refusal 322 otherwise). Today and past dates are never bookable.
 */
export function isBookableDay(date: string, now: Date, calendar: SchoolCalendar): boolean {
  if (!isDateKey(date)) return false;
  const today = japanDateKey(now);
  if (date <= today || date > addDays(today, calendar.horizonDays)) return false;
  if (!isBusinessDay(date, calendar)) return false;
  return now < bookingDeadline(date, calendar);
}

/**
 * Whether staff may book for the ride date `date` at `now` (issue 10 §3, issue 26 §2): any business
 * day from today to the horizon, past the learners' cut-off too (with a recorded reason, which the
 * caller asks for). Today's runs only until they leave, which the caller checks per run
 * ({@link hasRunLeft}); past dates stay closed.
 */
export function isStaffBookableDay(date: string, now: Date, calendar: SchoolCalendar): boolean {
  if (!isDateKey(date)) return false;
  const today = japanDateKey(now);
  return date >= today && date <= addDays(today, calendar.horizonDays) && isBusinessDay(date, calendar);
}

/**
 * How the ride date `date` stands for staff booking on a learner's behalf at `now` (issue 10 §3,
 * issue 26 §2): 'past' (before today), 'today' (same-day help: a run may be booked until it leaves,
 * always with a reason — the learners' cut-off passed yesterday), 'notYetOpen' (beyond the
 * horizon), 'closed' (not a business day), else 'open' before the learners' cut-off and
 * 'pastCutoff' after it — where staff must give a reason.
 */
export function staffDayState(date: string, now: Date, calendar: SchoolCalendar): StaffDayState {
  const today = japanDateKey(now);
  if (!isDateKey(date) || date < today) return 'past';
  if (date > addDays(today, calendar.horizonDays)) return 'notYetOpen';
  if (!isBusinessDay(date, calendar)) return 'closed';
  if (date === today) return 'today';
  return now < bookingDeadline(date, calendar) ? 'open' : 'pastCutoff';
}

/**
 * When a run leaves, as same-day help counts it (issue 26 §2): its planned start, the departure from
 * its first stop — the same instant up to which staff may cancel a ride of today
 * (cancel-reservations.ts). Not the time at the learner's own stop: from its first stop on the
 * driver works from the manifest taken at departure, and a rider added later would not be on it.
 */
export function runDeparture(run: { date: string; planStartMinutes: number }): Date {
  return japanInstant(run.date, run.planStartMinutes);
}

/** Whether the run has left at `now` ({@link runDeparture}): at the departure itself it has. */
export function hasRunLeft(run: { date: string; planStartMinutes: number }, now: Date): boolean {
  return now >= runDeparture(run);
}
