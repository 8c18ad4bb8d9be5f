import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { planFixes } from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { listReservations, type BookedRide } from '@server/domain/booking/list-reservations';
import { reservationFlags, type ReservationFlags } from '@server/domain/booking/reservation-flags';

interface DateFix {
  fixedAt: Date;
  mailSent: boolean;
}

async function fixesOf(db: Db, schoolId: number, dates: string[]): Promise<Map<string, DateFix>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: planFixes.date, fixedAt: planFixes.fixedAt, mailSentAt: planFixes.mailSentAt })
    .from(planFixes)
    .where(and(eq(planFixes.schoolId, schoolId), inArray(planFixes.date, dates)));
  return new Map(rows.map((r) => [r.date, { fixedAt: r.fixedAt, mailSent: r.mailSentAt !== null }]));
}

/** A 送迎予定確定 notice of the learner: a date whose plan is fixed, with their rides fixed on it. */
export interface FixedPlanDay {
  date: string;
  fixedAt: Date;
  rides: BookedRide[];
}

/**
 * The learner's fixed-plan notices (`Notification/getFixesPlans`, SPEC.md §2 "送迎予定確定, with
 * date"): from today on, every date whose plan is fixed and released (its plan-release time
 * passed) on which the learner has a ride the fix froze, in date order, each with those rides (a ride booked after the fix waits for the next).
 */
export async function listFixedPlanDays(db: Db, ctx: BookingContext, now: Date): Promise<FixedPlanDay[]> {
  // the fixed times are the learners' from the plan release on (PRODUCT.md §4), like their mails
  const rides = (await listReservations(db, ctx, {}, now)).filter(
    (r) => r.flags.isFixedPlan && r.flags.isPlanReleaseOver,
  );
  const dates = [...new Set(rides.map((r) => r.date))];
  const fixes = await fixesOf(db, ctx.schoolId, dates);
  return dates.flatMap((date) => {
    const fix = fixes.get(date);
    return fix ? [{ date, fixedAt: fix.fixedAt, rides: rides.filter((r) => r.date === date) }] : [];
  });
}

/** Where the school's plan of a date stands (`Notification/GetPlanFixedStatus`). */
export interface PlanFixedStatus {
  date: string;
  fixedAt: Date | null;
  flags: Pick<ReservationFlags, 'isFixedPlan' | 'isSendFixedPlanMail' | 'isLimitOver' | 'isPlanReleaseOver'>;
}

/**
 * The state of the school's plan for `date`, or, without one, for every date the learner rides
 * from today on (SPEC.md §7 GetPlanFixedStatus): fixed or not and when, the ride-time mails sent
 * (queued with the fix), the cut-off and the plan release passed.
 */
export async function planFixedStatus(
  db: Db,
  ctx: BookingContext,
  now: Date,
  date?: string,
): Promise<PlanFixedStatus[]> {
  const dates = date ? [date] : [...new Set((await listReservations(db, ctx, {}, now)).map((r) => r.date))];
  const fixes = await fixesOf(db, ctx.schoolId, dates);
  return dates.map((d) => {
    const fix = fixes.get(d);
    const { isFixedPlan, isSendFixedPlanMail, isLimitOver, isPlanReleaseOver } = reservationFlags(
      d,
      fix,
      now,
      ctx.calendar,
    );
    return {
      date: d,
      fixedAt: fix?.fixedAt ?? null,
      flags: { isFixedPlan, isSendFixedPlanMail, isLimitOver, isPlanReleaseOver },
    };
  });
}
