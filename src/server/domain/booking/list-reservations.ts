import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import { notRidingWindow, type NotRidingWindow } from '@shared/rules/not-riding';
import type { Db } from '@server/db/client';
import { rideBoardings } from '@server/db/schema';
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
  /** the learner said 「今日は乗りません」 (reservations.not_riding_at is set) */
  notRiding: boolean;
  /** whether that mark may be set or undone now, or why not (shared/rules/not-riding.ts) */
  notRidingWindow: NotRidingWindow;
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
  return bookedRides(db, ctx, now, (rides) => [
    gte(rides.date, from),
    to === undefined ? undefined : lte(rides.date, to),
    filter.upDown === undefined ? undefined : eq(rides.upDown, filter.upDown),
    filter.busStopCd === undefined ? undefined : eq(rides.busStopCd, filter.busStopCd),
  ]);
}

/** One of the learner's active bookings, whatever its date; undefined when it is not theirs, gone or cancelled. */
export async function findReservation(
  db: Db,
  ctx: BookingContext,
  yoyakuId: number,
  now: Date,
): Promise<BookedRide | undefined> {
  const [ride] = await bookedRides(db, ctx, now, (rides) => [eq(rides.reservationId, yoyakuId)]);
  return ride;
}

type Rides = ReturnType<typeof rideRows>;

/** The learner's active bookings that `conditions` pick, in list order, with their flags at `now`. */
async function bookedRides(
  db: Db,
  ctx: BookingContext,
  now: Date,
  conditions: (rides: Rides) => (SQL | undefined)[],
): Promise<BookedRide[]> {
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
      timeOverrideMinutes: rides.timeOverrideMinutes,
      fixedMinutes: rides.fixedMinutes,
      fixedAt: rides.fixedAt,
      notRidingAt: rides.notRidingAt,
      // an undo back to 未確認 is no record of the rider
      boardingRecorded: sql<boolean>`coalesce(${rideBoardings.state} in ('boarded', 'absent'), false)`,
    })
    .from(rides)
    .leftJoin(rideBoardings, eq(rideBoardings.reservationId, rides.reservationId))
    .where(
      and(
        eq(rides.schoolId, ctx.schoolId),
        eq(rides.learnerId, ctx.learnerId),
        isNull(rides.cancelledAt),
        ...conditions(rides),
      ),
    )
    .orderBy(asc(rides.date), asc(rides.upDown), asc(rides.jgn), asc(rides.reservationId));

  const first = rows[0]?.date;
  const last = rows[rows.length - 1]?.date;
  const fixes = first && last ? await loadPlanFixes(db, ctx.schoolId, first, last) : new Map();
  return rows.map(
    ({
      planStopMinutes,
      timeOverrideMinutes,
      fixedMinutes,
      fixedAt,
      notRidingAt,
      boardingRecorded,
      ...r
    }) => {
      const fix = fixes.get(r.date);
      const rideFixed = fix !== undefined && fixedAt !== null;
      const upDown = r.upDown === 2 ? 2 : 1;
      const flags = bookingFlags(reservationFlags(r.date, fix, now, ctx.calendar), rideFixed);
      return {
        ...r,
        upDown,
        stopMinutes: rideFixed ? fixedMinutes : planStopMinutes,
        flags,
        notRiding: notRidingAt !== null,
        notRidingWindow: notRidingWindow(
          {
            ...r,
            upDown,
            isNetCancel: flags.isNetCancel,
            fixedMinutes,
            timeOverrideMinutes,
            stopPlanMinutes: planStopMinutes,
            boardingRecorded,
          },
          now,
        ),
      };
    },
  );
}
