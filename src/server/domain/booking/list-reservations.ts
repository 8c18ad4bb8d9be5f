import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import type { BookingContext } from './booking-context';
import { rideRows } from './reservation-rows';
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
  const rides = rideRows(db);
  const rows = await db
    .select({
      yoyakuId: rides.reservationId,
      date: rides.date,
      upDown: rides.upDown,
      binCd: rides.binCd,
      binName: rides.binName,
      jgn: rides.jgn,
      timeName: rides.periodName,
      passenger: rides.passenger,
      childSheet: rides.childSheet,
      jitensya: rides.jitensya,
      rsvMode: rides.rsvMode,
      busStopCd: rides.busStopCd,
      busStopName: rides.stopName,
      busStopDisplayName: rides.stopDisplayName,
      busStopKName: rides.stopKanaName,
      planStartMinutes: rides.planStartMinutes,
      planEndMinutes: rides.planEndMinutes,
      actualStartMinutes: rides.actualStartMinutes,
      actualEndMinutes: rides.actualEndMinutes,
      planStopMinutes: rides.stopPlanMinutes,
      fixedMinutes: rides.fixedMinutes,
      fixedAt: rides.fixedAt,
    })
    .from(rides)
    .where(
      and(
        eq(rides.schoolId, ctx.schoolId),
        eq(rides.learnerId, ctx.learnerId),
        isNull(rides.cancelledAt),
        gte(rides.date, from),
        to === undefined ? undefined : lte(rides.date, to),
        filter.upDown === undefined ? undefined : eq(rides.upDown, filter.upDown),
        filter.busStopCd === undefined ? undefined : eq(rides.busStopCd, filter.busStopCd),
      ),
    )
    .orderBy(asc(rides.date), asc(rides.upDown), asc(rides.jgn), asc(rides.reservationId));

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
