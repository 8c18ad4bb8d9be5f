import { and, asc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { formatShortDate, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { capacityNeeded, fits, hasRoom } from '@shared/rules/capacity';
import { minutesToTime } from '@shared/rules/display-time';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import type { Db } from '@server/db/client';
import { sqlStateOf } from '@server/db/retry';
import {
  busRunStops,
  busRuns,
  classPeriods,
  reservations,
  schoolClosedPeriods,
  schools,
  stops,
  waitlistEntries,
} from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { BookingContext } from './booking-context';
import { bookingDeadline, isBookableDay } from './rules/bookable-days';
import type { BookingRequest } from './save-reservation';
import { isSelectableStop } from './stop-access';

/** 'MM月DD日(ddd)' of a ride date, the prefix of the date-bound refusals. */
const dateText = (date: string) => formatShortDate(japanInstant(date));

/**
 * Joins a full run's queue (キャンセル待ち, issue 29 §1) with SaveReservation's request and rules:
 * 979 the school takes no waitlist; 322 the date not bookable at `now`; 321 the run missing, the
 * other way or not net-reservable; 950 its period closed that day; 324 the stop not one the learner
 * may board at or not served; 320 the learner holds that lesson's ride already; 977 already queued
 * for it; 980 the party exceeds the run's whole capacity of some kind; 976 the run has room for the
 * party now (book it instead). The run row is locked first, so the room is judged against every
 * booking, cancel and promotion of the run — a learner never waits while a seat they fit is free —
 * and the entry goes after the run's last (sort_key = max + 1). Extras allowed by the site are
 * checked by the caller, as for SaveReservation.
 */
export async function joinWaitlist(
  tx: Db,
  ctx: BookingContext,
  request: BookingRequest,
  now: Date,
): Promise<{ waitlistId: number }> {
  const [school] = await tx
    .select({ enabled: schools.waitlistEnabled })
    .from(schools)
    .where(eq(schools.id, ctx.schoolId));
  if (!school?.enabled) throw BusinessError.of('error', 979);
  if (!isBookableDay(request.date, now, ctx.calendar))
    throw BusinessError.of('error', 322, { date: dateText(request.date) });
  const [run] = await tx
    .select()
    .from(busRuns)
    .where(
      and(
        eq(busRuns.schoolId, ctx.schoolId),
        eq(busRuns.date, request.date),
        eq(busRuns.binCd, request.binCd),
      ),
    )
    .for('update');
  if (!run || run.upDown !== request.upDown || !run.isNetReservation) throw BusinessError.of('error', 321);
  const [closed] = await tx
    .select({ jgn: schoolClosedPeriods.jgn })
    .from(schoolClosedPeriods)
    .where(
      and(
        eq(schoolClosedPeriods.schoolId, ctx.schoolId),
        eq(schoolClosedPeriods.date, run.date),
        eq(schoolClosedPeriods.jgn, run.jgn),
      ),
    );
  if (closed) throw BusinessError.of('error', 950, { date: dateText(request.date) });
  const [stop] = await tx
    .select({ id: stops.id, planMinutes: busRunStops.planMinutes })
    .from(stops)
    .innerJoin(busRunStops, and(eq(busRunStops.stopId, stops.id), eq(busRunStops.runId, run.id)))
    .where(and(eq(stops.busStopCd, request.busStopCd), isSelectableStop(ctx)));
  if (!stop) throw BusinessError.of('error', 324);
  const lesson = { learnerId: ctx.learnerId, date: run.date, upDown: run.upDown, jgn: run.jgn };
  const [booked] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.learnerId, lesson.learnerId),
        eq(reservations.date, lesson.date),
        eq(reservations.upDown, lesson.upDown),
        eq(reservations.jgn, lesson.jgn),
        isNull(reservations.cancelledAt),
      ),
    );
  if (booked) throw BusinessError.of('error', 320);
  const [queued] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.learnerId, lesson.learnerId),
        eq(waitlistEntries.date, lesson.date),
        eq(waitlistEntries.upDown, lesson.upDown),
        eq(waitlistEntries.jgn, lesson.jgn),
        eq(waitlistEntries.status, 'waiting'),
      ),
    );
  if (queued) throw BusinessError.of('error', 977);
  const need = capacityNeeded(request);
  if (!fits(need, { seats: run.seats, childSeats: run.childSeats, bicycles: run.bicycles }))
    throw BusinessError.of('error', 980);
  if (hasRoom(run, need)) throw BusinessError.of('error', 976);

  try {
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        schoolId: ctx.schoolId,
        ...lesson,
        runId: run.id,
        stopId: stop.id,
        passenger: request.passenger,
        childSheet: request.childSheet,
        jitensya: request.jitensya,
        desireTimeOpt: request.desireTimeOpt,
        desireTime: request.desireTime,
        sortKey: sql`(select coalesce(max(${waitlistEntries.sortKey}), 0) + 1 from ${waitlistEntries} where ${waitlistEntries.runId} = ${run.id})`,
        createdAt: now,
      })
      .returning({ id: waitlistEntries.id });
    return { waitlistId: entry!.id };
  } catch (error) {
    // unique_violation on waitlist_entries_one_per_lesson: the same learner's concurrent join (another run) won
    if (sqlStateOf(error) === '23505') throw BusinessError.of('error', 977);
    throw error;
  }
}

/**
 * Leaves a queue (CancelWaitlist): the learner's own waiting entry only, else 978 (unknown,
 * another's, already promoted, closed or left — one answer for all). The run row is locked first,
 * as every change of its queue does.
 */
export async function leaveWaitlist(
  tx: Db,
  ctx: BookingContext,
  waitlistId: number,
  now: Date,
): Promise<void> {
  const mine = and(
    eq(waitlistEntries.id, waitlistId),
    eq(waitlistEntries.schoolId, ctx.schoolId),
    eq(waitlistEntries.learnerId, ctx.learnerId),
    eq(waitlistEntries.status, 'waiting'),
  );
  const [entry] = await tx.select({ runId: waitlistEntries.runId }).from(waitlistEntries).where(mine);
  if (!entry) throw BusinessError.of('error', 978);
  await tx.select({ id: busRuns.id }).from(busRuns).where(eq(busRuns.id, entry.runId)).for('update');
  const left = await tx
    .update(waitlistEntries)
    .set({ status: 'left', endedAt: now })
    .where(mine)
    .returning({ id: waitlistEntries.id });
  if (left.length === 0) throw BusinessError.of('error', 978);
}

/**
 * A booking answers the learner's wish for that lesson: their waiting entries for a lesson and
 * direction they now hold a ride for (booked on another run, by them or by staff) end as dropped,
 * so neither they nor those behind them see a place that is not one. Run after the booking has
 * committed, as a statement of its own: it then holds no lock a promotion could be waiting for. If
 * it never runs (a crash in between), the next promotion of that queue drops the entry all the same.
 */
export async function leaveQueuesOfBookedLessons(
  db: Db,
  lesson: { learnerId: number; date: string },
  now: Date,
): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: 'dropped', endedAt: now })
    .where(
      and(
        eq(waitlistEntries.learnerId, lesson.learnerId),
        eq(waitlistEntries.date, lesson.date),
        eq(waitlistEntries.status, 'waiting'),
        sql`exists (select 1 from ${reservations} r
          where r.learner_id = ${waitlistEntries.learnerId} and r.date = ${waitlistEntries.date}
            and r.up_down = ${waitlistEntries.upDown} and r.jgn = ${waitlistEntries.jgn}
            and r.cancelled_at is null)`,
      ),
    );
}

/** Which of the learner's entries to list. */
type WaitlistFilter = { from: string } | { id: number };

/**
 * The learner's queue entries as the menu and 予約の確認 show them (GetWaitlist): from today on,
 * those waiting with their place among the run's waiting entries, and those closed at the cut-off
 * or dropped with a cancelled run; or one entry by id, whatever its state (the answer of a join or
 * a leave). In date, direction, period order.
 */
export async function listWaitlist(
  db: Db,
  ctx: BookingContext,
  filter: WaitlistFilter,
): Promise<WaitlistEntry[]> {
  const where: SQL[] =
    'id' in filter
      ? [eq(waitlistEntries.id, filter.id)]
      : [
          gte(waitlistEntries.date, filter.from),
          inArray(waitlistEntries.status, ['waiting', 'closed', 'dropped']),
        ];
  const rows = await db
    .select({
      id: waitlistEntries.id,
      date: waitlistEntries.date,
      upDown: waitlistEntries.upDown,
      jgn: waitlistEntries.jgn,
      binCd: busRuns.binCd,
      binName: busRuns.binName,
      periodName: classPeriods.timeName,
      busStopCd: stops.busStopCd,
      busStopName: stops.name,
      busStopDisplayName: stops.displayName,
      passenger: waitlistEntries.passenger,
      childSheet: waitlistEntries.childSheet,
      jitensya: waitlistEntries.jitensya,
      planStartMinutes: busRuns.planStartMinutes,
      stopMinutes: busRunStops.planMinutes,
      status: waitlistEntries.status,
      reservationId: waitlistEntries.reservationId,
      createdAt: waitlistEntries.createdAt,
      endedAt: waitlistEntries.endedAt,
      // written out: drizzle leaves columns unqualified inside a selection
      ahead: sql<number>`(select count(*)::int from waitlist_entries w
        where w.run_id = waitlist_entries.run_id and w.status = 'waiting'
          and (w.sort_key, w.id) < (waitlist_entries.sort_key, waitlist_entries.id))`,
      waiting: sql<number>`(select count(*)::int from waitlist_entries w
        where w.run_id = waitlist_entries.run_id and w.status = 'waiting')`,
    })
    .from(waitlistEntries)
    .innerJoin(busRuns, eq(busRuns.id, waitlistEntries.runId))
    .innerJoin(stops, eq(stops.id, waitlistEntries.stopId))
    .leftJoin(busRunStops, and(eq(busRunStops.runId, busRuns.id), eq(busRunStops.stopId, stops.id)))
    .leftJoin(
      classPeriods,
      and(eq(classPeriods.schoolId, busRuns.schoolId), eq(classPeriods.jgn, busRuns.jgn)),
    )
    .where(
      and(eq(waitlistEntries.schoolId, ctx.schoolId), eq(waitlistEntries.learnerId, ctx.learnerId), ...where),
    )
    .orderBy(
      asc(waitlistEntries.date),
      asc(waitlistEntries.upDown),
      asc(waitlistEntries.jgn),
      asc(waitlistEntries.id),
    );
  return rows.map((r) => {
    const periodName = r.periodName ?? String(r.jgn);
    const waitingNow = r.status === 'waiting';
    return {
      waitlistId: r.id,
      date: r.date,
      upDown: r.upDown === 2 ? 2 : 1,
      binCd: r.binCd,
      binNm: r.binName,
      jgn: r.jgn,
      displayJigen: periodName,
      jigenName: periodName,
      busStopCd: r.busStopCd,
      busStopName: r.busStopName,
      busStopDisplayName: r.busStopDisplayName,
      passenger: r.passenger,
      childSheet: r.childSheet,
      jitensya: r.jitensya,
      busStartPlanTime: minutesToTime(r.planStartMinutes),
      busStopTime: r.stopMinutes === null ? null : minutesToTime(r.stopMinutes),
      status: r.status,
      place: waitingNow ? r.ahead + 1 : null,
      waiting: r.waiting,
      yoyakuId: r.reservationId,
      closesAt: bookingDeadline(r.date, ctx.calendar).toISOString(),
      createdAt: r.createdAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
    };
  });
}

/** The learner's entries from today (Japan) on, for GetWaitlist. */
export const listLearnerWaitlist = (db: Db, ctx: BookingContext, now: Date) =>
  listWaitlist(db, ctx, { from: japanDateKey(now) });

/** One of the learner's entries whatever its state; 978 when it is not theirs. */
export async function findWaitlistEntry(db: Db, ctx: BookingContext, id: number): Promise<WaitlistEntry> {
  const [entry] = await listWaitlist(db, ctx, { id });
  if (!entry) throw BusinessError.of('error', 978);
  return entry;
}
