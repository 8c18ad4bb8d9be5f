import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import { capacityNeeded, hasRoom } from '@shared/rules/capacity';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  reservations,
  schoolClosedPeriods,
  schools,
  stops,
  waitlistEntries,
} from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { BookingContext } from './booking-context';
import { loadPlanFixes, reservationFlags, type ReservationFlags } from './reservation-flags';
import { bookableDays } from './rules/bookable-days';
import { neededRides, proposeRide, type RideProposal } from './rules/plan-rides';
import { isSelectableStop } from './stop-access';
import { listClassPeriods, listLessons, type LessonRow } from './timetable';

/** How many days ahead the planner looks (issue 29 §2: the next 7). */
export const PLAN_DAYS = 7;

/** The stop the plan starts from. */
export interface PlanStop {
  id: number;
  busStopCd: string;
  name: string;
  displayName: string;
}

/** A run as the planner shows it: proposed from the stop, or held by a booking or a queue entry. */
export interface PlanRun {
  binCd: string;
  binName: string;
  planStartMinutes: number;
  planEndMinutes: number;
  /** planned time at the stop the ride boards or leaves at; null when the run has none for it */
  stopMinutes: number | null;
  stop: { busStopCd: string; name: string };
  flags: ReservationFlags;
}

interface OfferedRun extends PlanRun {
  isNetReservation: boolean;
  hasRoom: boolean;
}

export interface HeldBooking {
  yoyakuId: number;
  run: PlanRun;
}

export interface HeldPlace {
  waitlistId: number;
  place: number;
  run: PlanRun;
}

export interface PlannedRideRow {
  upDown: 1 | 2;
  jgn: number;
  timeName: string;
  proposal: RideProposal<OfferedRun, HeldBooking, HeldPlace>;
}

export interface PlannedDayRow {
  date: string;
  deadline: Date;
  lessons: (LessonRow & { timeName: string })[];
  rides: PlannedRideRow[];
}

export interface WeekPlanRows {
  stop: PlanStop | null;
  waitlistOpen: boolean;
  usualStopCd: string | null;
  days: PlannedDayRow[];
}

const rideKey = (date: string, upDown: number, jgn: number) => `${date}|${upDown}|${jgn}`;

/**
 * The learner's usual stop: the one they booked most (active or past bookings, not cancelled ones)
 * among those they may still board at; a tie goes to the one booked most recently.
 */
async function usualStop(db: Db, ctx: BookingContext): Promise<PlanStop | null> {
  const times = count(reservations.id);
  const latest = max(reservations.id);
  const [row] = await db
    .select({ id: stops.id, busStopCd: stops.busStopCd, name: stops.name, displayName: stops.displayName })
    .from(reservations)
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .where(
      and(
        eq(reservations.schoolId, ctx.schoolId),
        eq(reservations.learnerId, ctx.learnerId),
        isNull(reservations.cancelledAt),
        isSelectableStop(ctx),
      ),
    )
    .groupBy(stops.id)
    .orderBy(desc(times), desc(latest))
    .limit(1);
  return row ?? null;
}

/** A stop the learner named: 324 unless they may board there. */
async function namedStop(db: Db, ctx: BookingContext, busStopCd: string): Promise<PlanStop> {
  const [row] = await db
    .select({ id: stops.id, busStopCd: stops.busStopCd, name: stops.name, displayName: stops.displayName })
    .from(stops)
    .where(and(eq(stops.busStopCd, busStopCd), isSelectableStop(ctx)))
    .limit(1);
  if (!row) throw BusinessError.of('error', 324);
  return row;
}

const runColumns = {
  binCd: busRuns.binCd,
  binName: busRuns.binName,
  date: busRuns.date,
  upDown: busRuns.upDown,
  jgn: busRuns.jgn,
  planStartMinutes: busRuns.planStartMinutes,
  planEndMinutes: busRuns.planEndMinutes,
};

/**
 * The week planner (Reservation/GetWeekPlan, issue 29 §2): for each bookable day of the next
 * {@link PLAN_DAYS} with a lesson of the learner's, the ride to school before the first lesson and
 * home after the last, each booked, waiting, bookable, full or none ({@link proposeRide}), planned
 * from `busStopCd` when given (324 unless the learner may board there) or else the usual stop.
 * A fixed number of queries for the whole week, whatever its days and runs.
 */
export async function weekPlan(
  db: Db,
  ctx: BookingContext,
  request: { busStopCd?: string | undefined },
  now: Date,
): Promise<WeekPlanRows> {
  const [usual, [school]] = await Promise.all([
    usualStop(db, ctx),
    db.select({ waitlistOpen: schools.waitlistEnabled }).from(schools).where(eq(schools.id, ctx.schoolId)),
  ]);
  const stop = request.busStopCd === undefined ? usual : await namedStop(db, ctx, request.busStopCd);
  const waitlistOpen = school?.waitlistOpen ?? false;

  const lastDate = addDays(japanDateKey(now), PLAN_DAYS);
  const open = bookableDays(now, ctx.calendar).filter((d) => d.date <= lastDate);
  const first = open[0];
  const last = open[open.length - 1];
  if (!first || !last) return { stop, waitlistOpen, usualStopCd: usual?.busStopCd ?? null, days: [] };

  const openDates = new Set(open.map((d) => d.date));
  const lessons = (await listLessons(db, ctx.learnerId, first.date, last.date)).filter((l) =>
    openDates.has(l.date),
  );
  const days = open.filter((d) => lessons.some((l) => l.date === d.date));
  const dates = days.map((d) => d.date);
  if (dates.length === 0) return { stop, waitlistOpen, usualStopCd: usual?.busStopCd ?? null, days: [] };

  const [periods, fixes, offered, booked, waiting] = await Promise.all([
    listClassPeriods(db, ctx.schoolId),
    loadPlanFixes(db, ctx.schoolId, first.date, last.date),
    stop
      ? db
          .select({
            ...runColumns,
            stopMinutes: busRunStops.planMinutes,
            isNetReservation: busRuns.isNetReservation,
            seats: busRuns.seats,
            childSeats: busRuns.childSeats,
            bicycles: busRuns.bicycles,
            bookedSeats: busRuns.bookedSeats,
            bookedChildSeats: busRuns.bookedChildSeats,
            bookedBicycles: busRuns.bookedBicycles,
            periodClosed: sql<boolean>`exists (select 1 from ${schoolClosedPeriods}
              where ${schoolClosedPeriods.schoolId} = ${busRuns.schoolId}
                and ${schoolClosedPeriods.date} = ${busRuns.date} and ${schoolClosedPeriods.jgn} = ${busRuns.jgn})`,
          })
          .from(busRuns)
          .innerJoin(busRunStops, and(eq(busRunStops.runId, busRuns.id), eq(busRunStops.stopId, stop.id)))
          .where(and(eq(busRuns.schoolId, ctx.schoolId), inArray(busRuns.date, dates)))
          .orderBy(asc(busRuns.date), asc(busRuns.planStartMinutes), asc(busRuns.binCd))
      : Promise.resolve([]),
    db
      .select({
        ...runColumns,
        yoyakuId: reservations.id,
        stopMinutes: sql<
          number | null
        >`coalesce(${reservations.timeOverrideMinutes}, ${busRunStops.planMinutes})`,
        busStopCd: stops.busStopCd,
        stopName: stops.name,
      })
      .from(reservations)
      .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
      .innerJoin(stops, eq(stops.id, reservations.stopId))
      .leftJoin(
        busRunStops,
        and(eq(busRunStops.runId, reservations.runId), eq(busRunStops.stopId, reservations.stopId)),
      )
      .where(
        and(
          eq(reservations.schoolId, ctx.schoolId),
          eq(reservations.learnerId, ctx.learnerId),
          inArray(reservations.date, dates),
          isNull(reservations.cancelledAt),
        ),
      ),
    db
      .select({
        ...runColumns,
        waitlistId: waitlistEntries.id,
        stopMinutes: busRunStops.planMinutes,
        busStopCd: stops.busStopCd,
        stopName: stops.name,
        // 1-based place among the run's waiting entries, in the queue's order
        place: sql<number>`(select count(*)::int from ${waitlistEntries} ahead
          where ahead.run_id = ${waitlistEntries.runId} and ahead.status = 'waiting'
            and (ahead.sort_key, ahead.id) <= (${waitlistEntries.sortKey}, ${waitlistEntries.id}))`,
      })
      .from(waitlistEntries)
      .innerJoin(busRuns, eq(busRuns.id, waitlistEntries.runId))
      .innerJoin(stops, eq(stops.id, waitlistEntries.stopId))
      .leftJoin(
        busRunStops,
        and(eq(busRunStops.runId, waitlistEntries.runId), eq(busRunStops.stopId, waitlistEntries.stopId)),
      )
      .where(
        and(
          eq(waitlistEntries.schoolId, ctx.schoolId),
          eq(waitlistEntries.learnerId, ctx.learnerId),
          inArray(waitlistEntries.date, dates),
          eq(waitlistEntries.status, 'waiting'),
        ),
      ),
  ]);

  const flagsOf = (date: string) => reservationFlags(date, fixes.get(date), now, ctx.calendar);
  const planRun = (row: (typeof booked)[number] | (typeof waiting)[number]): PlanRun => ({
    binCd: row.binCd,
    binName: row.binName,
    planStartMinutes: row.planStartMinutes,
    planEndMinutes: row.planEndMinutes,
    stopMinutes: row.stopMinutes,
    stop: { busStopCd: row.busStopCd, name: row.stopName },
    flags: flagsOf(row.date),
  });
  const bookings = new Map(
    booked.map((b) => [rideKey(b.date, b.upDown, b.jgn), { yoyakuId: b.yoyakuId, run: planRun(b) }]),
  );
  const places = new Map(
    waiting.map((w) => [
      rideKey(w.date, w.upDown, w.jgn),
      { waitlistId: w.waitlistId, place: w.place, run: planRun(w) },
    ]),
  );
  const alone = capacityNeeded({ passenger: 0, childSheet: 0, jitensya: 0 });
  const candidates = new Map<string, OfferedRun[]>();
  for (const run of offered) {
    const key = rideKey(run.date, run.upDown, run.jgn);
    const list = candidates.get(key) ?? [];
    list.push({
      binCd: run.binCd,
      binName: run.binName,
      planStartMinutes: run.planStartMinutes,
      planEndMinutes: run.planEndMinutes,
      stopMinutes: run.stopMinutes,
      stop: { busStopCd: stop!.busStopCd, name: stop!.name },
      flags: flagsOf(run.date),
      // a class period the school closed that day takes no bookings (issue 24)
      isNetReservation: run.isNetReservation && !run.periodClosed,
      hasRoom: hasRoom(run, alone),
    });
    candidates.set(key, list);
  }
  const periodName = new Map(periods.map((p) => [p.jgn, p.timeName]));
  const nameOf = (jgn: number) => periodName.get(jgn) ?? String(jgn);

  return {
    stop,
    waitlistOpen,
    usualStopCd: usual?.busStopCd ?? null,
    days: days.map(({ date, deadline }) => {
      const dayLessons = lessons.filter((l) => l.date === date);
      return {
        date,
        deadline,
        lessons: dayLessons.map((l) => ({ ...l, timeName: nameOf(l.jgn) })),
        rides: neededRides(dayLessons.map((l) => l.jgn)).map(({ upDown, jgn }) => {
          const key = rideKey(date, upDown, jgn);
          return {
            upDown,
            jgn,
            timeName: nameOf(jgn),
            proposal: proposeRide(
              { booking: bookings.get(key), waiting: places.get(key) },
              candidates.get(key) ?? [],
            ),
          };
        }),
      };
    }),
  };
}
