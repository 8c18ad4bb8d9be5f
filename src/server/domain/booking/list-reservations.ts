import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { busRunStops, busRuns, classPeriods, reservations, stops } from '@server/db/schema';
import type { BookingContext } from './booking-context';
import { bookingFlags, loadPlanFixes, reservationFlags, type ReservationFlags } from './reservation-flags';

/** Which bookings GetReservationList answers (SPEC.md §7); all optional. */
export interface ReservationFilter {
  date?: string;
  fromDate?: string;
  toDate?: string;
  upDown?: 1 | 2;
  busStopCd?: string;
}

/** A booking with its run, stop and period, and the flags of its date. */
export interface BookedRide {
  yoyakuId: number;
  date: string;
  upDown: 1 | 2;
  binCd: string;
  binName: string;
  jgn: number;
  timeName: string | null;
  passenger: number;
  childSheet: number;
  jitensya: number;
  rsvMode: number;
  busStopCd: string;
  busStopName: string;
  busStopDisplayName: string;
  busStopKName: string;
  planStartMinutes: number;
  planEndMinutes: number;
  actualStartMinutes: number | null;
  actualEndMinutes: number | null;
  /** the ride time at the learner's stop: frozen by the fix once fixed, else the run's planned time */
  stopMinutes: number | null;
  flags: ReservationFlags;
}

/**
 * The learner's active (not cancelled) bookings, ascending by date, then direction (up first),
 * then period (GetReservationList). Without a date or range: from today (Japan) on. `date` picks
 * one day; `fromDate`/`toDate` bound the range (an open start means today).
 */
export async function listReservations(
  db: Db,
  ctx: BookingContext,
  filter: ReservationFilter,
  now: Date,
): Promise<BookedRide[]> {
  const from = filter.date ?? filter.fromDate ?? japanDateKey(now);
  const to = filter.date ?? filter.toDate;
  const rows = await db
    .select({
      yoyakuId: reservations.id,
      date: reservations.date,
      upDown: reservations.upDown,
      binCd: busRuns.binCd,
      binName: busRuns.binName,
      jgn: busRuns.jgn,
      timeName: classPeriods.timeName,
      passenger: reservations.passenger,
      childSheet: reservations.childSheet,
      jitensya: reservations.jitensya,
      rsvMode: reservations.rsvMode,
      busStopCd: stops.busStopCd,
      busStopName: stops.name,
      busStopDisplayName: stops.displayName,
      busStopKName: stops.kanaName,
      planStartMinutes: busRuns.planStartMinutes,
      planEndMinutes: busRuns.planEndMinutes,
      actualStartMinutes: busRuns.actualStartMinutes,
      actualEndMinutes: busRuns.actualEndMinutes,
      planStopMinutes: busRunStops.planMinutes,
      fixedMinutes: reservations.fixedMinutes,
      fixedAt: reservations.fixedAt,
    })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .leftJoin(busRunStops, and(eq(busRunStops.runId, busRuns.id), eq(busRunStops.stopId, stops.id)))
    .leftJoin(
      classPeriods,
      and(eq(classPeriods.schoolId, busRuns.schoolId), eq(classPeriods.jgn, busRuns.jgn)),
    )
    .where(
      and(
        eq(reservations.schoolId, ctx.schoolId),
        eq(reservations.learnerId, ctx.learnerId),
        isNull(reservations.cancelledAt),
        gte(reservations.date, from),
        to === undefined ? undefined : lte(reservations.date, to),
        filter.upDown === undefined ? undefined : eq(reservations.upDown, filter.upDown),
        filter.busStopCd === undefined ? undefined : eq(stops.busStopCd, filter.busStopCd),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.upDown), asc(busRuns.jgn), asc(reservations.id));

  const first = rows[0]?.date;
  const last = rows[rows.length - 1]?.date;
  const fixes = first && last ? await loadPlanFixes(db, ctx.schoolId, first, last) : new Map();
  return rows.map(({ planStopMinutes, fixedMinutes, fixedAt, ...r }) => {
    const fix = fixes.get(r.date);
    const rideFixed = fix !== undefined && fixedAt !== null;
    return {
      ...r,
      upDown: r.upDown === 2 ? 2 : 1,
      stopMinutes: rideFixed ? fixedMinutes : planStopMinutes,
      flags: bookingFlags(reservationFlags(r.date, fix, now, ctx.calendar), rideFixed),
    };
  });
}
