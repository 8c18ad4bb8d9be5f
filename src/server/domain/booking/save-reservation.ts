import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@shared/i18n/messages';
import { ReservationMode } from '@shared/constants';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { sqlStateOf } from '@server/db/retry';
import { reservations } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import { isBookableDay, isStaffBookableDay } from './rules/bookable-days';
import { capacityNeeded } from '@shared/rules/capacity';
import type { BookingContext } from './booking-context';

/** A booking request as the endpoint validated it (SPEC.md §7 SaveReservation). */
export interface BookingRequest {
  date: string;
  binCd: string;
  upDown: 1 | 2;
  busStopCd: string;
  desireTimeOpt: number;
  desireTime: string;
  passenger: number;
  childSheet: number;
  jitensya: number;
}

/** 'MM月DD日(ddd)' of a ride date, the prefix of the date-bound refusals. */
const dateText = (date: string) => formatShortDate(japanInstant(date));

const p = (name: string) => sql.placeholder(name);

/**
 * The booking statement (see {@link saveReservation}), prepared under one name, so PostgreSQL
 * plans it once per connection rather than on every booking. Data-modifying
 * CTEs must sit at the top level, hence three `$with` parts under one select.
 */
function bookingStatement(db: Db) {
  const target = db
    .$with('target', {
      runId: sql<number>`run_id`.as('run_id'),
      upDown: sql<number>`up_down`.as('up_down'),
      jgn: sql<number>`jgn`.as('jgn'),
      isNetReservation: sql<boolean>`is_net_reservation`.as('is_net_reservation'),
      stopId: sql<number | null>`stop_id`.as('stop_id'),
      served: sql<boolean>`served`.as('served'),
      booked: sql<boolean>`booked`.as('booked'),
      periodClosed: sql<boolean>`period_closed`.as('period_closed'),
    })
    .as(
      sql`select bus_runs.id as run_id, bus_runs.up_down, bus_runs.jgn, bus_runs.is_net_reservation, stops.id as stop_id,
        exists (select 1 from bus_run_stops
          where bus_run_stops.run_id = bus_runs.id and bus_run_stops.stop_id = stops.id) as served,
        exists (select 1 from reservations
          where reservations.learner_id = ${p('learnerId')}::int and reservations.jgn = bus_runs.jgn
            and reservations.date = ${p('date')}::date and reservations.up_down = ${p('upDown')}::smallint
            and reservations.cancelled_at is null) as booked,
        exists (select 1 from school_closed_periods
          where school_closed_periods.school_id = bus_runs.school_id and school_closed_periods.date = bus_runs.date
            and school_closed_periods.jgn = bus_runs.jgn) as period_closed
      from bus_runs
      -- the stops the learner may board at: isSelectableStop of stop-access.ts, written out for the prepared statement
      left join stops on stops.school_id = ${p('schoolId')}::int and stops.bus_stop_cd = ${p('busStopCd')}::text
        and stops.area_cd <> ${p('approvalAreaCd')}::text
        and stops.deleted_at is null
        and ((stops.owner_learner_id is null and stops.is_net_release)
          or stops.owner_learner_id = ${p('learnerId')}::int)
      where bus_runs.school_id = ${p('schoolId')}::int and bus_runs.date = ${p('date')}::date
        and bus_runs.bin_cd = ${p('binCd')}::text`,
    );
  const taken = db.$with('taken', { id: sql<number>`id`.as('id') }).as(
    sql`update bus_runs
      set booked_seats = booked_seats + ${p('seats')}::int,
          booked_child_seats = booked_child_seats + ${p('childSeats')}::int,
          booked_bicycles = booked_bicycles + ${p('bicycles')}::int
      from target
      where bus_runs.id = target.run_id
        and target.up_down = ${p('upDown')}::smallint and target.is_net_reservation
        and target.served and not target.booked and not target.period_closed
        and bus_runs.booked_seats + ${p('seats')}::int <= bus_runs.seats
        and bus_runs.booked_child_seats + ${p('childSeats')}::int <= bus_runs.child_seats
        and bus_runs.booked_bicycles + ${p('bicycles')}::int <= bus_runs.bicycles
      returning bus_runs.id`,
  );
  const inserted = db.$with('inserted', { id: sql<number>`id`.as('id') }).as(
    sql`insert into reservations (school_id, learner_id, run_id, date, up_down, jgn, stop_id, passenger,
        child_sheet, jitensya, rsv_mode, desire_time_opt, desire_time, created_at)
      select ${p('schoolId')}::int, ${p('learnerId')}::int, taken.id, ${p('date')}::date,
        ${p('upDown')}::smallint, target.jgn, target.stop_id, ${p('passenger')}::smallint, ${p('childSheet')}::smallint,
        ${p('jitensya')}::smallint, ${p('rsvMode')}::smallint, ${p('desireTimeOpt')}::smallint,
        ${p('desireTime')}::text, ${p('createdAt')}::timestamptz
      from taken cross join target
      returning id`,
  );
  return db
    .with(target, taken, inserted)
    .select({
      runId: target.runId,
      upDown: target.upDown,
      jgn: target.jgn,
      isNetReservation: target.isNetReservation,
      stopId: target.stopId,
      served: target.served,
      booked: target.booked,
      periodClosed: target.periodClosed,
      yoyakuId: sql<number | null>`(select id from ${inserted})`,
    })
    .from(target)
    .prepare('save_reservation');
}

/** 320: the learner already holds a ride for this date, direction and class period (one ride per lesson). */
const alreadyBooked = () => BusinessError.of('error', 320);

/**
 * Books one run for the learner (SPEC.md §7 SaveReservation, PRODUCT.md §4), refusing with:
 * 322 '{date} の予約受付は終了しました。' when the date is not bookable at `now` (past its cut-off,
 * closed, today or beyond the horizon), whatever the client sent; 321 when the run is missing, runs
 * the other way or is not net-reservable; 324 when the stop is not one the learner may board at or
 * the run does not serve it; 320 when the learner already holds that date, direction and period
 * (on this run or another: one ride per lesson, PRODUCT.md §4);
 * 950 when the school closed the run's class period on that date (issue 24, the calendar file);
 * 323 '{date} 満席のため予約できませんでした。' when the run lacks room of any kind.
 *
 * Capacity and uniqueness are the database's, in one statement (one round trip, one implicit
 * transaction): it finds the run and the stop, takes the capacity with a conditional UPDATE
 * (booked_x + n ≤ x, backed by CHECK constraints) only when every check passed, and inserts the
 * booking from that UPDATE's result. The row lock on the run serialises bookings of that run only;
 * a concurrent duplicate hits the partial unique index reservations_one_per_lesson, which
 * aborts the whole statement, so the capacity it took is given back. The diagnostics it answers
 * pick the refusal. Extras allowed by the site are checked by the caller. Staff booking for a
 * learner pass `passCutoff` (issue 10 §3): the date may then lie past the cut-off, every other
 * rule holds.
 */
export async function saveReservation(
  db: Db,
  ctx: BookingContext,
  request: BookingRequest,
  now: Date,
  rules: { passCutoff?: boolean } = {},
): Promise<{ yoyakuId: number }> {
  const open = rules.passCutoff ? isStaffBookableDay : isBookableDay;
  if (!open(request.date, now, ctx.calendar)) {
    throw BusinessError.of('error', 322, { date: dateText(request.date) });
  }

  const need = capacityNeeded(request);
  let outcome;
  try {
    [outcome] = await bookingStatement(db).execute({
      schoolId: ctx.schoolId,
      learnerId: ctx.learnerId,
      approvalAreaCd: ctx.approvalAreaCd,
      date: request.date,
      binCd: request.binCd,
      upDown: request.upDown,
      busStopCd: request.busStopCd,
      seats: need.seats,
      childSeats: need.childSeats,
      bicycles: need.bicycles,
      passenger: request.passenger,
      childSheet: request.childSheet,
      jitensya: request.jitensya,
      rsvMode: ReservationMode.Regular,
      desireTimeOpt: request.desireTimeOpt,
      desireTime: request.desireTime,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    // unique_violation: a concurrent duplicate of this booking won
    if (sqlStateOf(error) === '23505') throw alreadyBooked();
    throw error;
  }
  if (!outcome || outcome.upDown !== request.upDown || !outcome.isNetReservation) {
    throw BusinessError.of('error', 321);
  }
  if (outcome.periodClosed) throw BusinessError.of('error', 950, { date: dateText(request.date) });
  if (outcome.stopId === null || !outcome.served) throw BusinessError.of('error', 324);
  if (outcome.booked) throw alreadyBooked();
  if (outcome.yoyakuId !== null) return { yoyakuId: outcome.yoyakuId };
  const target = outcome;

  // no room: unless the learner's own earlier request took it meanwhile (a repeated confirm)
  const [mine] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.learnerId, ctx.learnerId),
        eq(reservations.jgn, target.jgn),
        eq(reservations.date, request.date),
        eq(reservations.upDown, request.upDown),
        isNull(reservations.cancelledAt),
      ),
    );
  if (mine) throw alreadyBooked();
  throw new BusinessError(323, `${dateText(request.date)} ${messages.error[323]}`);
}
