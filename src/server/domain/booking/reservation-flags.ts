import { and, between, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { planFixes } from '@server/db/schema';
import type { SchoolCalendar } from '@server/domain/school/calendar';
import { bookingDeadline, planReleaseInstant } from './rules/bookable-days';

/** State of a date's plan (送迎予定確定): fixed by staff, and whether the ride-time mail went out. */
export interface PlanFix {
  mailSent: boolean;
}

/** The flags a booking carries (SPEC.md §3 Reservation) that the display and cancel rules read. */
export interface ReservationFlags {
  isFixedPlan: boolean;
  isSendFixedPlanMail: boolean;
  /** the cut-off of the ride date has passed */
  isLimitOver: boolean;
  /** the plan-release time on the cut-off day has passed (PRODUCT.md §4) */
  isPlanReleaseOver: boolean;
  /** still cancellable on the net: before the cut-off (PRODUCT.md §4) */
  isNetCancel: boolean;
  busCall: boolean;
}

/** Fixed plans of the school between two dates (both included), keyed by date. */
export async function loadPlanFixes(
  db: Db,
  schoolId: number,
  fromDate: string,
  toDate: string,
): Promise<Map<string, PlanFix>> {
  const rows = await db
    .select({ date: planFixes.date, mailSentAt: planFixes.mailSentAt })
    .from(planFixes)
    .where(and(eq(planFixes.schoolId, schoolId), between(planFixes.date, fromDate, toDate)));
  return new Map(rows.map((r) => [r.date, { mailSent: r.mailSentAt !== null }]));
}

/**
 * Flags of a booking (or a bookable trip) on ride date `date` at `now` (issue 3 decisions):
 * isFixedPlan = the date has a plan_fixes row; isSendFixedPlanMail = its mail was sent;
 * isLimitOver = now ≥ the date's booking deadline; isPlanReleaseOver = now ≥ the school's plan
 * release on the cut-off day (PRODUCT.md §4); isNetCancel = !isLimitOver; busCall is not offered.
 */
export function reservationFlags(
  date: string,
  fix: PlanFix | undefined,
  now: Date,
  calendar: SchoolCalendar,
): ReservationFlags {
  const isLimitOver = now >= bookingDeadline(date, calendar);
  return {
    isFixedPlan: fix !== undefined,
    isSendFixedPlanMail: fix?.mailSent ?? false,
    isLimitOver,
    isPlanReleaseOver: now >= planReleaseInstant(date, calendar),
    isNetCancel: !isLimitOver,
    busCall: false,
  };
}

/**
 * A booking's flags from its date's (issue 11 §5): the plan counts as fixed for a booking only once
 * a fix froze its ride (reservations.fixed_at). A ride booked by staff after the fix stays unfixed
 * — its time not yet told — until the plan is fixed again, so the lists never show it as 確定.
 */
export function bookingFlags(dateFlags: ReservationFlags, rideFixed: boolean): ReservationFlags {
  return rideFixed ? dateFlags : { ...dateFlags, isFixedPlan: false, isSendFixedPlanMail: false };
}
