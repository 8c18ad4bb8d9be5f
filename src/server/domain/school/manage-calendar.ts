import { and, asc, between, count, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { addDays, datesBetween, japanDateKey } from '@shared/rules/japan-time';
import type { CalendarDay, CalendarMonth, SetCalendarDaysResult } from '@shared/schemas/admin-school';
import type { Db } from '@server/db/client';
import {
  reservations,
  schoolClosedPeriods,
  schoolClosures,
  schoolOpenings,
  schools,
} from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { closuresAfterOpening, type StoredClosure } from './calendar-edit';
import { isBusinessDay, nationalHolidayName, weekdayOf, type BusinessDayCalendar } from './calendar';

/**
 * How far ahead staff may change the calendar, and how far from today a preview may look: a year
 * (holidays are known that far; a date beyond it is a typing mistake).
 */
export const CALENDAR_AHEAD_DAYS = 366;

/**
 * The school's closed periods overlapping `first`–`last` and its openings inside them. One query
 * after another: inside a transaction they share one connection.
 */
export async function calendarBetween(db: Db, schoolId: number, first: string, last: string) {
  const [school] = await db
    .select({ closedWeekdays: schools.closedWeekdays })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const closures = await db
    .select({
      id: schoolClosures.id,
      startDate: schoolClosures.startDate,
      endDate: schoolClosures.endDate,
      reason: schoolClosures.reason,
    })
    .from(schoolClosures)
    .where(
      and(
        eq(schoolClosures.schoolId, schoolId),
        lte(schoolClosures.startDate, last),
        gte(schoolClosures.endDate, first),
      ),
    );
  const openings = await db
    .select({ date: schoolOpenings.date })
    .from(schoolOpenings)
    .where(and(eq(schoolOpenings.schoolId, schoolId), between(schoolOpenings.date, first, last)));
  const periods = await db
    .select({ date: schoolClosedPeriods.date, jgn: schoolClosedPeriods.jgn })
    .from(schoolClosedPeriods)
    .where(and(eq(schoolClosedPeriods.schoolId, schoolId), between(schoolClosedPeriods.date, first, last)))
    .orderBy(asc(schoolClosedPeriods.jgn));
  if (!school) throw BusinessError.of('error', 403);
  const calendar: BusinessDayCalendar = {
    closedWeekdays: school.closedWeekdays,
    closures,
    openings: openings.map((o) => o.date),
  };
  return { calendar, closures: closures as StoredClosure[], periods };
}

function dayOf(
  date: string,
  calendar: BusinessDayCalendar,
  closures: StoredClosure[],
  periods: readonly { date: string; jgn: number }[] = [],
): CalendarDay {
  const closure = closures.find((c) => c.startDate <= date && date <= c.endDate);
  return {
    date,
    holiday: nationalHolidayName(date),
    closedWeekday: calendar.closedWeekdays.includes(weekdayOf(date)),
    closure: closure
      ? { startDate: closure.startDate, endDate: closure.endDate, reason: closure.reason }
      : null,
    opened: calendar.openings.includes(date),
    business: isBusinessDay(date, calendar),
    closedPeriods: periods.filter((p) => p.date === date).map((p) => p.jgn),
  };
}

/** The days of a month ('YYYY-MM') as the calendar screen shows them (issue 23 §4). */
export async function calendarMonth(
  db: Db,
  schoolId: number,
  month: string,
  now: Date,
): Promise<CalendarMonth> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  // day 0 of the next month is the last day of this one
  const last = `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
  const { calendar, closures, periods } = await calendarBetween(db, schoolId, first, last);
  const today = japanDateKey(now);
  return {
    month,
    editableFrom: today,
    editableTo: addDays(today, CALENDAR_AHEAD_DAYS),
    days: datesBetween(first, last).map((date) => dayOf(date, calendar, closures, periods)),
  };
}

const periodText = (c: { startDate: string; endDate: string; reason: string }) =>
  `${c.startDate === c.endDate ? c.startDate : `${c.startDate}〜${c.endDate}`}${c.reason ? `（${c.reason}）` : ''}`;

/** The closed days of a range as the audit log keeps them: one line, periods and openings. */
function auditState(days: CalendarDay[]) {
  return {
    closedDays: days.filter((d) => !d.business).length,
    closures: [...new Set(days.flatMap((d) => (d.closure ? [periodText(d.closure)] : [])))].join(', '),
    openings: days
      .filter((d) => d.opened)
      .map((d) => d.date)
      .join(', '),
  };
}

export interface CalendarChange {
  startDate: string;
  endDate: string;
  open: boolean;
  reason?: string;
}

/**
 * Opens or closes the days `startDate`–`endDate` (issue 23 §4; PRODUCT.md §3 calendar). Closing
 * adds one closed period and drops the openings inside it. Opening cuts the days out of every
 * closed period ({@link closuresAfterOpening}); a single day still closed by weekday or national
 * holiday also gets an opening, while a span of days leaves those closed (re-opening a closed
 * month must not open its Sundays). 799 for a range out of order or outside today … a year ahead.
 * Bookings on days closed stay (the runs are still there): the answer counts them so staff can
 * act on them. Learner requests read the calendar in each request, so the bookable days change
 * at once. Audited before → after.
 */
export async function setCalendarDays(
  db: Db,
  actor: AuditActor,
  change: CalendarChange,
  now: Date,
): Promise<SetCalendarDaysResult> {
  const today = japanDateKey(now);
  const { startDate, endDate, open } = change;
  if (startDate > endDate || startDate < today || endDate > addDays(today, CALENDAR_AHEAD_DAYS))
    throw BusinessError.of('error', 799);
  const reason = (change.reason ?? '').trim();
  return db.transaction(async (tx) => {
    // one calendar change of a school at a time: two staff splitting the same period would leave a stale part
    await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, actor.schoolId)).for('update');
    const dates = datesBetween(startDate, endDate);
    const was = await calendarBetween(tx, actor.schoolId, startDate, endDate);
    const beforeDays = dates.map((d) => dayOf(d, was.calendar, was.closures));
    const inRange = and(
      eq(schoolOpenings.schoolId, actor.schoolId),
      between(schoolOpenings.date, startDate, endDate),
    );
    if (open) {
      const { removed, added } = closuresAfterOpening(was.closures, startDate, endDate);
      if (removed.length > 0) await tx.delete(schoolClosures).where(inArray(schoolClosures.id, removed));
      if (added.length > 0)
        await tx.insert(schoolClosures).values(added.map((c) => ({ schoolId: actor.schoolId, ...c })));
      // a span only lifts staff closures: its Sundays and holidays stay closed unless opened one by one
      const stillClosed =
        startDate === endDate
          ? beforeDays.filter((d) => !d.opened && (d.holiday !== null || d.closedWeekday))
          : [];
      if (stillClosed.length > 0)
        await tx
          .insert(schoolOpenings)
          .values(stillClosed.map((d) => ({ schoolId: actor.schoolId, date: d.date, reason })))
          .onConflictDoNothing();
    } else {
      await tx.delete(schoolOpenings).where(inRange);
      // a closed day has no class periods of its own to close (the calendar file writes the day alone)
      await tx
        .delete(schoolClosedPeriods)
        .where(
          and(
            eq(schoolClosedPeriods.schoolId, actor.schoolId),
            between(schoolClosedPeriods.date, startDate, endDate),
          ),
        );
      await tx.insert(schoolClosures).values({ schoolId: actor.schoolId, startDate, endDate, reason });
    }
    const is = await calendarBetween(tx, actor.schoolId, startDate, endDate);
    const afterDays = dates.map((d) => dayOf(d, is.calendar, is.closures));
    const closedNow = afterDays.filter((d, i) => !d.business && beforeDays[i]!.business).map((d) => d.date);
    const [booked] =
      closedNow.length > 0
        ? await tx
            .select({ n: count() })
            .from(reservations)
            .where(
              and(
                eq(reservations.schoolId, actor.schoolId),
                inArray(reservations.date, closedNow),
                isNull(reservations.cancelledAt),
              ),
            )
        : [{ n: 0 }];
    await recordAudit(
      tx,
      actor,
      {
        action: open ? 'calendar.open' : 'calendar.close',
        targetType: 'calendar',
        targetId: startDate === endDate ? startDate : `${startDate}〜${endDate}`,
        reason: reason || null,
        before: auditState(beforeDays),
        after: auditState(afterDays),
      },
      now,
    );
    return {
      changedDays: afterDays.filter((d, i) => d.business !== beforeDays[i]!.business).length,
      bookingsOnClosedDays: booked?.n ?? 0,
    };
  });
}
