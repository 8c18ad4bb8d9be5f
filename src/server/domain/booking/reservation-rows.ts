import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { busRunStops, busRuns, classPeriods, reservations, stops } from '@server/db/schema';

/**
 * The rows of booked rides, as a subquery every reader of bookings composes (the learner's list,
 * the plan, the desk, the manifests): each reservation with its run, its stop, the run's planned
 * time at that stop (null where the run has none) and the name of the class period the run
 * serves. A reader selects its columns from it, adds its joins (the learner), conditions and
 * order. Run stops and periods are unique per run and stop and per school and period, so the
 * outer joins never repeat a booking; PostgreSQL folds the subquery into the reader's query.
 * Each column carries a name of its own (drizzle names a subquery's columns unqualified): none
 * may meet a column of a table a reader joins.
 */
export function rideRows(db: Db) {
  return db
    .select({
      reservationId: sql<number>`${reservations.id}`.as('ride_reservation_id'),
      schoolId: sql<number>`${reservations.schoolId}`.as('ride_school_id'),
      learnerId: sql<number>`${reservations.learnerId}`.as('ride_learner_id'),
      date: sql<string>`${reservations.date}`.as('ride_date'),
      upDown: sql<number>`${reservations.upDown}`.as('ride_up_down'),
      jgn: sql<number>`${reservations.jgn}`.as('ride_jgn'),
      runId: sql<number>`${reservations.runId}`.as('ride_run_id'),
      stopId: sql<number>`${reservations.stopId}`.as('ride_stop_id'),
      passenger: sql<number>`${reservations.passenger}`.as('ride_passenger'),
      childSheet: sql<number>`${reservations.childSheet}`.as('ride_child_sheet'),
      jitensya: sql<number>`${reservations.jitensya}`.as('ride_jitensya'),
      rsvMode: sql<number>`${reservations.rsvMode}`.as('ride_rsv_mode'),
      timeOverrideMinutes: sql<number | null>`${reservations.timeOverrideMinutes}`.as(
        'time_override_minutes',
      ),
      fixedMinutes: sql<number | null>`${reservations.fixedMinutes}`.as('ride_fixed_minutes'),
      fixedAt: sql`${reservations.fixedAt}`.mapWith(reservations.fixedAt).as('ride_fixed_at'),
      cancelledAt: sql`${reservations.cancelledAt}`.mapWith(reservations.cancelledAt).as('ride_cancelled_at'),
      notRidingAt: sql`${reservations.notRidingAt}`
        .mapWith(reservations.notRidingAt)
        .as('ride_not_riding_at'),
      binCd: sql<string>`${busRuns.binCd}`.as('ride_bin_cd'),
      binName: sql<string>`${busRuns.binName}`.as('ride_bin_name'),
      planStartMinutes: sql<number>`${busRuns.planStartMinutes}`.as('ride_plan_start_minutes'),
      planEndMinutes: sql<number>`${busRuns.planEndMinutes}`.as('ride_plan_end_minutes'),
      actualStartMinutes: sql<number | null>`${busRuns.actualStartMinutes}`.as('ride_actual_start_minutes'),
      actualEndMinutes: sql<number | null>`${busRuns.actualEndMinutes}`.as('ride_actual_end_minutes'),
      periodName: sql<string | null>`${classPeriods.timeName}`.as('ride_period_name'),
      busStopCd: sql<string>`${stops.busStopCd}`.as('ride_bus_stop_cd'),
      stopName: sql<string>`${stops.name}`.as('ride_stop_name'),
      stopDisplayName: sql<string>`${stops.displayName}`.as('ride_stop_display_name'),
      stopKanaName: sql<string>`${stops.kanaName}`.as('ride_stop_kana_name'),
      stopAddress: sql<string>`${stops.address}`.as('ride_stop_address'),
      stopLatitude: sql<number>`${stops.latitude}`.as('ride_stop_latitude'),
      stopLongitude: sql<number>`${stops.longitude}`.as('ride_stop_longitude'),
      stopOwnerLearnerId: sql<number | null>`${stops.ownerLearnerId}`.as('ride_stop_owner_learner_id'),
      stopPlanMinutes: sql<number | null>`${busRunStops.planMinutes}`.as('ride_stop_plan_minutes'),
    })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .leftJoin(busRunStops, and(eq(busRunStops.runId, busRuns.id), eq(busRunStops.stopId, stops.id)))
    .leftJoin(
      classPeriods,
      and(eq(classPeriods.schoolId, busRuns.schoolId), eq(classPeriods.jgn, busRuns.jgn)),
    )
    .as('rides');
}
