import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import type { DayBoard } from '@shared/schemas/admin-board';
import type { Db } from '@server/db/client';
import { busRuns, reservations } from '@server/db/schema';
import {
  firstBusinessDayAfter,
  isBusinessDay,
  lastBusinessDayBefore,
  type SchoolCalendar,
} from '@server/domain/school/calendar';
import { boardOrder, isPlanFixed, presentRun, runsQuery } from './run-rows';

/** Active bookings per run, for the board's rider counts. */
async function ridersPerRun(db: Db, runIds: number[]): Promise<Map<number, number>> {
  if (runIds.length === 0) return new Map();
  const rows = await db
    .select({ runId: reservations.runId, riders: count() })
    .from(reservations)
    .where(and(inArray(reservations.runId, runIds), isNull(reservations.cancelledAt)))
    .groupBy(reservations.runId);
  return new Map(rows.map((r) => [r.runId, Number(r.riders)]));
}

/**
 * The day board (issue 10 §2): every run of a date by course, direction and time, with what is
 * booked of each kind of place. Without a date, the next business day after today (Japan time).
 */
export async function loadDayBoard(
  db: Db,
  input: { schoolId: number; calendar: SchoolCalendar; date?: string; now: Date },
): Promise<DayBoard> {
  const { schoolId, calendar } = input;
  const date = input.date ?? firstBusinessDayAfter(japanDateKey(input.now), calendar);
  const rows = await runsQuery(db)
    .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, date)))
    .orderBy(...boardOrder);
  const riders = await ridersPerRun(
    db,
    rows.map((r) => r.runId),
  );
  return {
    date,
    isBusinessDay: isBusinessDay(date, calendar),
    isPlanFixed: await isPlanFixed(db, schoolId, date),
    previousBusinessDay: lastBusinessDayBefore(date, calendar),
    nextBusinessDay: firstBusinessDayAfter(date, calendar),
    runs: rows.map((row) => presentRun(row, riders.get(row.runId) ?? 0)),
  };
}
