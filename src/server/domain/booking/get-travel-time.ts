import { and, asc, between, eq, exists, isNull, sql } from 'drizzle-orm';
import type { CellStatus } from '@shared/constants';
import type { Db } from '@server/db/client';
import { busRunStops, busRuns, reservations, schoolClosedPeriods, stops } from '@server/db/schema';
import { isBookableDay } from './rules/bookable-days';
import { isBusLimit, roomLeft } from '@shared/rules/capacity';
import { cellStatus, isTripAvailable } from './rules/cell-status';
import { loadPlanFixes, reservationFlags, type ReservationFlags } from './reservation-flags';
import type { BookingContext } from './booking-context';
import { isSelectableStop } from './stop-access';
import { listClassPeriods, type ClassPeriodRow } from './timetable';

/** A run of the chosen direction serving the chosen stop, with what the grid and the time page need. */
export interface Trip {
  date: string;
  binCd: string;
  binName: string;
  upDown: 1 | 2;
  jgn: number;
  planStartMinutes: number;
  planEndMinutes: number;
  actualStartMinutes: number | null;
  actualEndMinutes: number | null;
  /** planned time at the chosen stop */
  stopMinutes: number;
  isNetReservation: boolean;
  isBusLimit: boolean;
  /** free seats, child seats and bicycle places */
  roomLeft: ReturnType<typeof roomLeft>;
  flags: ReservationFlags;
}

export interface TravelCell {
  period: ClassPeriodRow;
  status: CellStatus;
  trips: Trip[];
}

export interface TravelDay {
  date: string;
  cells: TravelCell[];
}

export interface TravelQuery {
  /** the dates of the grid, ascending (at most a month, checked by the caller) */
  dates: string[];
  upDown: 1 | 2;
  busStopCd: string;
}

const key = (date: string, jgn: number, upDown: number) => `${date}|${jgn}|${upDown}`;

/**
 * The booking grid (GetTravelTime, SPEC.md §4): for each date a cell per class period, ascending,
 * holding the runs of the chosen direction that serve the chosen stop (bookable or not) and the
 * cell status 1–7. A trip is available when the date is bookable at `now` and a run of the cell
 * is net-reservable and not full; "booked" means the learner holds an active booking on a run of
 * that date, period and direction, from any stop. A stop the learner may not board at (another
 * learner's point, one awaiting approval, unreleased) yields no trips.
 */
export async function getTravelPlan(
  db: Db,
  ctx: BookingContext,
  query: TravelQuery,
  now: Date,
): Promise<TravelDay[]> {
  const first = query.dates[0];
  const last = query.dates[query.dates.length - 1];
  if (first === undefined || last === undefined) return [];
  const periods = await listClassPeriods(db, ctx.schoolId);

  const runs = await db
    .select({
      date: busRuns.date,
      binCd: busRuns.binCd,
      binName: busRuns.binName,
      jgn: busRuns.jgn,
      planStartMinutes: busRuns.planStartMinutes,
      planEndMinutes: busRuns.planEndMinutes,
      actualStartMinutes: busRuns.actualStartMinutes,
      actualEndMinutes: busRuns.actualEndMinutes,
      stopMinutes: busRunStops.planMinutes,
      isNetReservation: busRuns.isNetReservation,
      seats: busRuns.seats,
      childSeats: busRuns.childSeats,
      bicycles: busRuns.bicycles,
      bookedSeats: busRuns.bookedSeats,
      bookedChildSeats: busRuns.bookedChildSeats,
      bookedBicycles: busRuns.bookedBicycles,
      periodClosed: exists(
        db
          .select({ one: sql`1` })
          .from(schoolClosedPeriods)
          .where(
            and(
              eq(schoolClosedPeriods.schoolId, busRuns.schoolId),
              eq(schoolClosedPeriods.date, busRuns.date),
              eq(schoolClosedPeriods.jgn, busRuns.jgn),
            ),
          ),
      ),
    })
    .from(busRuns)
    .innerJoin(busRunStops, eq(busRunStops.runId, busRuns.id))
    .innerJoin(stops, and(eq(stops.id, busRunStops.stopId), eq(stops.busStopCd, query.busStopCd)))
    .where(
      and(
        eq(busRuns.schoolId, ctx.schoolId),
        between(busRuns.date, first, last),
        eq(busRuns.upDown, query.upDown),
        isSelectableStop(ctx),
      ),
    )
    .orderBy(asc(busRuns.date), asc(busRuns.jgn), asc(busRuns.planStartMinutes), asc(busRuns.binCd));

  const booked = await db
    .select({ date: reservations.date, jgn: busRuns.jgn, upDown: reservations.upDown })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .where(
      and(
        eq(reservations.schoolId, ctx.schoolId),
        eq(reservations.learnerId, ctx.learnerId),
        between(reservations.date, first, last),
        isNull(reservations.cancelledAt),
      ),
    );
  const bookedKeys = new Set(booked.map((b) => key(b.date, b.jgn, b.upDown)));
  const fixes = await loadPlanFixes(db, ctx.schoolId, first, last);

  const tripsByCell = new Map<string, Trip[]>();
  for (const run of runs) {
    const trip: Trip = {
      date: run.date,
      binCd: run.binCd,
      binName: run.binName,
      upDown: query.upDown,
      jgn: run.jgn,
      planStartMinutes: run.planStartMinutes,
      planEndMinutes: run.planEndMinutes,
      actualStartMinutes: run.actualStartMinutes,
      actualEndMinutes: run.actualEndMinutes,
      stopMinutes: run.stopMinutes,
      // a class period the school closed that day takes no bookings (issue 24): shown as no trip
      isNetReservation: run.isNetReservation && !run.periodClosed,
      isBusLimit: isBusLimit(run),
      roomLeft: roomLeft(run),
      flags: reservationFlags(run.date, fixes.get(run.date), now, ctx.calendar),
    };
    const cellKey = key(run.date, run.jgn, query.upDown);
    const cell = tripsByCell.get(cellKey);
    if (cell) cell.push(trip);
    else tripsByCell.set(cellKey, [trip]);
  }

  return query.dates.map((date) => {
    const bookable = isBookableDay(date, now, ctx.calendar);
    return {
      date,
      cells: periods.map((period) => {
        const trips = tripsByCell.get(key(date, period.jgn, query.upDown)) ?? [];
        return {
          period,
          trips,
          status: cellStatus({
            upBooked: bookedKeys.has(key(date, period.jgn, 1)),
            downBooked: bookedKeys.has(key(date, period.jgn, 2)),
            chosen: query.upDown,
            tripAvailable: bookable && isTripAvailable(trips),
          }),
        };
      }),
    };
  });
}
