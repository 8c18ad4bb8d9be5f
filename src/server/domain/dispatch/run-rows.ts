import { and, asc, eq } from 'drizzle-orm';
import { minutesToTime } from '@shared/rules/display-time';
import { countMarks, type MarkCounts } from '@shared/rules/rider-mark';
import type { BoardRun, RunLoad } from '@shared/schemas/admin-board';
import type { Db } from '@server/db/client';
import { busRuns, classPeriods, courses, planFixes, vehicles } from '@server/db/schema';

/** A run counts as nearly full from this share of any kind of place (seats, child seats, bicycles). */
export const NEARLY_FULL_SHARE = 0.8;

/**
 * Cancelled (運休) when the run has no seat at all (runs/day-of-changes.ts); full when any kind of
 * place is at capacity; nearly full from {@link NEARLY_FULL_SHARE} of any kind.
 */
export function runLoad(places: { booked: number; capacity: number }[]): RunLoad {
  if (places[0]?.capacity === 0) return 'cancelled';
  const offered = places.filter((p) => p.capacity > 0);
  if (offered.some((p) => p.booked >= p.capacity)) return 'full';
  if (offered.some((p) => p.booked >= p.capacity * NEARLY_FULL_SHARE)) return 'nearlyFull';
  return 'open';
}

const runColumns = {
  runId: busRuns.id,
  schoolId: busRuns.schoolId,
  date: busRuns.date,
  binCd: busRuns.binCd,
  binName: busRuns.binName,
  homenCd: courses.homenCd,
  courseName: courses.name,
  upDown: busRuns.upDown,
  jgn: busRuns.jgn,
  periodName: classPeriods.timeName,
  planStartMinutes: busRuns.planStartMinutes,
  planEndMinutes: busRuns.planEndMinutes,
  actualStartMinutes: busRuns.actualStartMinutes,
  actualEndMinutes: busRuns.actualEndMinutes,
  seats: busRuns.seats,
  childSeats: busRuns.childSeats,
  bicycles: busRuns.bicycles,
  bookedSeats: busRuns.bookedSeats,
  bookedChildSeats: busRuns.bookedChildSeats,
  bookedBicycles: busRuns.bookedBicycles,
  isNetReservation: busRuns.isNetReservation,
  vehicleCd: vehicles.vehicleCd,
  vehicleName: vehicles.name,
  vehicleSeats: vehicles.seats,
  driverName: vehicles.driverName,
  /** the vehicle's own id (for its latest fix); null without one assigned */
  vehicleId: vehicles.id,
};

export function runsQuery(db: Db) {
  return db
    .select(runColumns)
    .from(busRuns)
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .leftJoin(
      classPeriods,
      and(eq(classPeriods.schoolId, busRuns.schoolId), eq(classPeriods.jgn, busRuns.jgn)),
    )
    .leftJoin(
      vehicles,
      and(eq(vehicles.schoolId, busRuns.schoolId), eq(vehicles.vehicleCd, busRuns.vehicleCd)),
    );
}

export type RunRow = Awaited<ReturnType<ReturnType<typeof runsQuery>['execute']>>[number];

/** A run as the board and the manifests show it; `marks`: its riders per mark (none without bookings). */
export function presentRun(row: RunRow, marks: MarkCounts = countMarks([])): BoardRun {
  const seats = { booked: row.bookedSeats, capacity: row.seats };
  const childSeats = { booked: row.bookedChildSeats, capacity: row.childSeats };
  const bicycles = { booked: row.bookedBicycles, capacity: row.bicycles };
  return {
    runId: row.runId,
    binCd: row.binCd,
    binName: row.binName,
    homenCd: row.homenCd,
    courseName: row.courseName,
    upDown: row.upDown === 2 ? 2 : 1,
    jgn: row.jgn,
    periodName: row.periodName ?? `${row.jgn}`,
    planStart: minutesToTime(row.planStartMinutes),
    planEnd: minutesToTime(row.planEndMinutes),
    seats,
    childSeats,
    bicycles,
    isNetReservation: row.isNetReservation,
    load: runLoad([seats, childSeats, bicycles]),
    riders: marks.boarded + marks.absent + marks.notRiding + marks.unconfirmed,
    marks,
    vehicle:
      row.vehicleCd === null
        ? null
        : {
            vehicleCd: row.vehicleCd,
            name: row.vehicleName ?? '',
            seats: row.vehicleSeats ?? 0,
            driverName: row.driverName ?? '',
          },
  };
}

export const boardOrder = [
  asc(courses.homenCd),
  asc(busRuns.upDown),
  asc(busRuns.planStartMinutes),
  asc(busRuns.binCd),
];

export async function isPlanFixed(db: Db, schoolId: number, date: string): Promise<boolean> {
  const [fix] = await db
    .select({ date: planFixes.date })
    .from(planFixes)
    .where(and(eq(planFixes.schoolId, schoolId), eq(planFixes.date, date)));
  return fix !== undefined;
}
