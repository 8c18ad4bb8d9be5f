import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { minutesToTime } from '@shared/rules/display-time';
import { japanDateKey } from '@shared/rules/japan-time';
import type { DriverDay, DriverRun, DriverStop, DriverVehicle } from '@shared/schemas/driver';
import type { Db } from '@server/db/client';
import { busRuns, reservations } from '@server/db/schema';
import { isPlanFixed, runsQuery, type RunRow } from '@server/domain/dispatch/run-rows';
import { manifestsOf } from '@server/domain/dispatch/manifests';

/** The vehicle a driver page session stands for (domain/auth's SessionDriver). */
export interface DriverScope {
  schoolId: number;
  deviceId: number;
  vehicleId: number;
  vehicleCd: string;
  vehicleName: string;
  driverName: string;
  schoolName: string;
}

export const presentDriverVehicle = (scope: DriverScope): DriverVehicle => ({
  vehicleCd: scope.vehicleCd,
  name: scope.vehicleName,
  driverName: scope.driverName,
  schoolName: scope.schoolName,
});

/**
 * Today's runs (Japan date) the vehicle drives: the runs naming its code in the school, in time
 * order. A cancelled run (運休: no seat at all, runs/day-of-changes.ts) is not driven, so it is
 * left out. The one definition of "a run of this vehicle today" that taps are checked against too.
 */
export function vehicleRunsToday(db: Db, scope: DriverScope, now: Date) {
  return runsQuery(db)
    .where(
      and(
        eq(busRuns.schoolId, scope.schoolId),
        eq(busRuns.date, japanDateKey(now)),
        eq(busRuns.vehicleCd, scope.vehicleCd),
        gt(busRuns.seats, 0),
      ),
    )
    .orderBy(asc(busRuns.planStartMinutes), asc(busRuns.binCd));
}

/** What the manifests do not carry of a booking: staff's time for its stop and its fixed time. */
interface BookingMarks {
  id: number;
  timeOverrideMinutes: number | null;
  fixedMinutes: number | null;
  fixedAt: Date | null;
}

async function bookingMarks(db: Db, runIds: number[]): Promise<Map<number, BookingMarks>> {
  if (runIds.length === 0) return new Map<number, BookingMarks>();
  const rows = await db
    .select({
      id: reservations.id,
      timeOverrideMinutes: reservations.timeOverrideMinutes,
      fixedMinutes: reservations.fixedMinutes,
      fixedAt: reservations.fixedAt,
    })
    .from(reservations)
    .where(and(inArray(reservations.runId, runIds), isNull(reservations.cancelledAt)));
  return new Map(rows.map((r) => [r.id, r]));
}

const minutesOfTime = (time: string | null) =>
  time === null ? null : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The driver page's day (issue 27 §1): the vehicle's runs today, each with its stops in the run's
 * order — every stop of the route, and a learner's own point by its name and address as the
 * manifests show it — with the planned time (for an own point the run does not list, the time
 * staff entered for its riders), the fixed time mailed to its riders once the day's plan was
 * fixed, and the riders: up runs where they get on, down runs where they get off.
 */
export async function loadDriverDay(db: Db, scope: DriverScope, now: Date): Promise<DriverDay> {
  const date = japanDateKey(now);
  const runs: RunRow[] = await vehicleRunsToday(db, scope, now);
  const runIds = runs.map((r) => r.runId);
  const [manifests, marks, planFixed] = await Promise.all([
    manifestsOf(db, runs, now),
    bookingMarks(db, runIds),
    isPlanFixed(db, scope.schoolId, date),
  ]);
  const presentRuns = manifests.map(({ run, stops }, index): DriverRun => {
    const row = runs[index]!;
    const driverStops = stops.map((stop): DriverStop & { minutes: number | null } => {
      const stopMarks = stop.riders.map((r) => marks.get(r.reservationId)).filter((m) => m !== undefined);
      const override = stopMarks.find((m) => m.timeOverrideMinutes !== null)?.timeOverrideMinutes ?? null;
      const fixed = planFixed
        ? (stopMarks.find((m) => m.fixedAt !== null && m.fixedMinutes !== null)?.fixedMinutes ?? null)
        : null;
      const planMinutes = minutesOfTime(stop.planTime) ?? override;
      return {
        stopId: stop.stopId,
        name: stop.name,
        address: stop.address,
        planTime: planMinutes === null ? null : minutesToTime(planMinutes),
        fixedTime: fixed === null ? null : minutesToTime(fixed),
        minutes: planMinutes ?? fixed,
        riders: stop.riders.map((r) => ({
          yoyakuId: r.reservationId,
          name: r.name,
          furigana: r.furigana,
          passenger: r.passenger,
          childSheet: r.childSheet,
          jitensya: r.jitensya,
          phone: r.mobileNumber,
          boarding: r.boarding,
          notRiding: r.notRiding,
        })),
      };
    });
    // a stop the run does not list (an own point) comes where its time puts it; without one, last
    const ordered = driverStops
      .map((s, i) => ({ s, i }))
      .sort((a, b) => (a.s.minutes ?? Infinity) - (b.s.minutes ?? Infinity) || a.i - b.i)
      .map(({ s: { minutes: _minutes, ...stop } }) => stop);
    return {
      runId: run.runId,
      binCd: run.binCd,
      binName: run.binName,
      courseName: run.courseName,
      upDown: run.upDown,
      jgn: run.jgn,
      planStart: run.planStart,
      planEnd: run.planEnd,
      actualStart: row.actualStartMinutes === null ? null : minutesToTime(row.actualStartMinutes),
      actualEnd: row.actualEndMinutes === null ? null : minutesToTime(row.actualEndMinutes),
      stops: ordered,
    };
  });
  return { vehicle: presentDriverVehicle(scope), date, readAt: now.toISOString(), runs: presentRuns };
}
