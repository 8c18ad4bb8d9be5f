import { and, eq } from 'drizzle-orm';
import type { LearnerMail, PlanPreview, PlanRide } from '@shared/schemas/admin-plan';
import { minutesToTime } from '@shared/rules/display-time';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { planFixes } from '@server/db/schema';
import { bookingDeadline } from '@server/domain/booking/rules/bookable-days';
import {
  firstBusinessDayAfter,
  lastBusinessDayBefore,
  type SchoolCalendar,
} from '@server/domain/school/calendar';
import { loadPlanRows, placeOf, planBookingOf, rideMinutes, type PlanRow } from './plan-bookings';
import { planDay } from './ride-changes';

const timeOrNull = (minutes: number | null) => (minutes === null ? null : minutesToTime(minutes));

/**
 * What fixing the plan of a date would do now (the console's preview, issue 11 §5): every
 * learner's rides with the time the fix would freeze, what they were last told, whether it
 * changed, and which mail they would get — the same rule as the fix, so the preview is what
 * happens. Without a date, the next business day after today (Japan time).
 */
export async function previewPlan(
  db: Db,
  input: { schoolId: number; calendar: SchoolCalendar; date?: string; now: Date },
): Promise<PlanPreview> {
  const { schoolId, calendar, now } = input;
  const date = input.date ?? firstBusinessDayAfter(japanDateKey(now), calendar);
  const rows = await loadPlanRows(db, schoolId, date);
  const [fix] = await db
    .select({ fixedAt: planFixes.fixedAt })
    .from(planFixes)
    .where(and(eq(planFixes.schoolId, schoolId), eq(planFixes.date, date)));

  const byId = new Map(rows.map((r) => [r.reservationId, r]));
  const rides: PlanRide[] = [];
  const mails = { rideTimes: 0, changes: 0 };
  for (const plan of planDay(rows.map(planBookingOf))) {
    const learner = byId.get(plan.rides[0]?.booking.reservationId ?? 0);
    if (!learner) continue;
    let mail: LearnerMail = plan.mail;
    if (mail !== 'none' && !learner.mailAddress) mail = 'noAddress';
    if (mail === 'rideTimes' || mail === 'changes') mails[mail] += 1;
    for (const { booking, change, before } of plan.rides) {
      const row = byId.get(booking.reservationId)!;
      const told: PlanRow | undefined = before ? byId.get(before.reservationId) : undefined;
      rides.push({
        reservationId: row.reservationId,
        learnerId: row.learnerId,
        seitoNo: row.seitoNo,
        name: row.learnerName,
        furigana: row.furigana,
        upDown: row.upDown === 2 ? 2 : 1,
        periodName: row.periodName ?? String(row.jgn),
        binName: row.binName,
        place: placeOf(row),
        needsStaffTime: row.planMinutes === null,
        time: change === 'gone' ? null : timeOrNull(rideMinutes(row)),
        fixed:
          told && before?.told
            ? { time: minutesToTime(before.told.minutes!), place: placeOf(told), binName: told.binName }
            : null,
        change,
        mail,
      });
    }
  }
  return {
    date,
    deadline: bookingDeadline(date, calendar).toISOString(),
    canFix: date >= japanDateKey(now) && now >= bookingDeadline(date, calendar),
    fixedAt: fix?.fixedAt.toISOString() ?? null,
    previousBusinessDay: lastBusinessDayBefore(date, calendar),
    nextBusinessDay: firstBusinessDayAfter(date, calendar),
    rides,
    mails,
    missingTimes: rides.filter((r) => r.change !== 'gone' && r.time === null).length,
  };
}
