import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import { minutesToTime } from '@shared/rules/display-time';
import type {
  BoardRun,
  DayBoard,
  DayManifests,
  ManifestStop,
  RunLoad,
  RunManifest,
} from '@shared/schemas/admin-board';
import type { Db } from '@server/db/client';
import { rideRows } from '@server/domain/booking/reservation-rows';
import {
  busRunStops,
  busRuns,
  classPeriods,
  courses,
  learners,
  planFixes,
  reservations,
  stops,
} from '@server/db/schema';
import {
  firstBusinessDayAfter,
  isBusinessDay,
  lastBusinessDayBefore,
  type SchoolCalendar,
} from '@server/domain/school/calendar';
import { assertInSchool, OutsideSchoolError } from '@server/domain/school/school-scope';

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
  seats: busRuns.seats,
  childSeats: busRuns.childSeats,
  bicycles: busRuns.bicycles,
  bookedSeats: busRuns.bookedSeats,
  bookedChildSeats: busRuns.bookedChildSeats,
  bookedBicycles: busRuns.bookedBicycles,
  isNetReservation: busRuns.isNetReservation,
};

function runsQuery(db: Db) {
  return db
    .select(runColumns)
    .from(busRuns)
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .leftJoin(
      classPeriods,
      and(eq(classPeriods.schoolId, busRuns.schoolId), eq(classPeriods.jgn, busRuns.jgn)),
    );
}

type RunRow = Awaited<ReturnType<ReturnType<typeof runsQuery>['execute']>>[number];

function presentRun(row: RunRow, riders: number): BoardRun {
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
    riders,
  };
}

const boardOrder = [
  asc(courses.homenCd),
  asc(busRuns.upDown),
  asc(busRuns.planStartMinutes),
  asc(busRuns.binCd),
];

async function isPlanFixed(db: Db, schoolId: number, date: string): Promise<boolean> {
  const [fix] = await db
    .select({ date: planFixes.date })
    .from(planFixes)
    .where(and(eq(planFixes.schoolId, schoolId), eq(planFixes.date, date)));
  return fix !== undefined;
}

/** Active bookings per run, for the board's rider counts. */
async function ridersPerRun(db: Db, runIds: number[]): Promise<Map<number, number>> {
  if (runIds.length === 0) return new Map();
  const rows = await db
    .select({ runId: reservations.runId, riders: count() })
    .from(reservations)
    .where(and(inArray(reservations.runId, runIds), isNull(reservations.cancelledAt)))
    .groupBy(reservations.runId);
  return new Map(rows.map((r) => [r.runId, Number(r.riders)]));
}

/**
 * The day board (issue 10 §2): every run of a date by course, direction and time, with what is
 * booked of each kind of place. Without a date, the next business day after today (Japan time).
 */
export async function loadDayBoard(
  db: Db,
  input: { schoolId: number; calendar: SchoolCalendar; date?: string; now: Date },
): Promise<DayBoard> {
  const { schoolId, calendar } = input;
  const date = input.date ?? firstBusinessDayAfter(japanDateKey(input.now), calendar);
  const rows = await runsQuery(db)
    .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, date)))
    .orderBy(...boardOrder);
  const riders = await ridersPerRun(
    db,
    rows.map((r) => r.runId),
  );
  return {
    date,
    isBusinessDay: isBusinessDay(date, calendar),
    isPlanFixed: await isPlanFixed(db, schoolId, date),
    previousBusinessDay: lastBusinessDayBefore(date, calendar),
    nextBusinessDay: firstBusinessDayAfter(date, calendar),
    runs: rows.map((row) => presentRun(row, riders.get(row.runId) ?? 0)),
  };
}

/** Stops and riders of the given runs, three queries whatever the number of runs. */
async function manifestsOf(db: Db, runs: RunRow[]): Promise<RunManifest[]> {
  const runIds = runs.map((r) => r.runId);
  if (runIds.length === 0) return [];
  const stopRows = await db
    .select({
      runId: busRunStops.runId,
      stopId: stops.id,
      busStopCd: stops.busStopCd,
      name: stops.displayName,
      address: stops.address,
      lat: stops.latitude,
      lng: stops.longitude,
      planMinutes: busRunStops.planMinutes,
    })
    .from(busRunStops)
    .innerJoin(stops, eq(stops.id, busRunStops.stopId))
    .where(inArray(busRunStops.runId, runIds))
    .orderBy(asc(busRunStops.runId), asc(busRunStops.planMinutes), asc(stops.busStopCd));
  const rides = rideRows(db);
  const riderRows = await db
    .select({
      runId: rides.runId,
      stopId: rides.stopId,
      stopCd: rides.busStopCd,
      stopName: rides.stopDisplayName,
      stopAddress: rides.stopAddress,
      stopLat: rides.stopLatitude,
      stopLng: rides.stopLongitude,
      stopOwner: rides.stopOwnerLearnerId,
      reservationId: rides.reservationId,
      learnerId: learners.id,
      seitoNo: learners.seitoNo,
      name: learners.name,
      furigana: learners.furigana,
      mobileNumber: learners.mobileNumber,
      passenger: rides.passenger,
      childSheet: rides.childSheet,
      jitensya: rides.jitensya,
    })
    .from(rides)
    .innerJoin(learners, eq(learners.id, rides.learnerId))
    .where(and(inArray(rides.runId, runIds), isNull(rides.cancelledAt)))
    .orderBy(asc(learners.furigana), asc(learners.seitoNo));

  const perRun = new Map<number, ManifestStop[]>(runIds.map((id) => [id, []]));
  for (const s of stopRows) {
    perRun.get(s.runId)!.push({
      stopId: s.stopId,
      busStopCd: s.busStopCd,
      name: s.name,
      address: s.address,
      lat: s.lat,
      lng: s.lng,
      planTime: minutesToTime(s.planMinutes),
      riders: [],
    });
  }
  const riderCounts = new Map<number, number>();
  for (const r of riderRows) {
    const list = perRun.get(r.runId)!;
    let stop = list.find((s) => s.stopId === r.stopId);
    if (!stop) {
      // a stop the run no longer lists: still on the manifest, without a time, so nobody is left behind
      stop = {
        stopId: r.stopId,
        busStopCd: r.stopCd,
        name: r.stopName,
        address: r.stopAddress,
        lat: r.stopLat,
        lng: r.stopLng,
        planTime: null,
        riders: [],
      };
      list.push(stop);
    }
    stop.riders.push({
      reservationId: r.reservationId,
      learnerId: r.learnerId,
      seitoNo: r.seitoNo,
      name: r.name,
      furigana: r.furigana,
      mobileNumber: r.mobileNumber,
      passenger: r.passenger,
      childSheet: r.childSheet,
      jitensya: r.jitensya,
      ownPoint: r.stopOwner === r.learnerId,
    });
    riderCounts.set(r.runId, (riderCounts.get(r.runId) ?? 0) + 1);
  }
  return runs.map((run) => ({
    date: run.date,
    run: presentRun(run, riderCounts.get(run.runId) ?? 0),
    stops: perRun.get(run.runId)!,
  }));
}

/** One run's manifest: its stops in order with planned times and the learners at each. 403 outside the school. */
export async function loadRunManifest(db: Db, schoolId: number, runId: number): Promise<RunManifest> {
  const [run] = await runsQuery(db).where(eq(busRuns.id, runId));
  assertInSchool(run, schoolId);
  const [manifest] = await manifestsOf(db, [run]);
  return manifest!;
}

/** Every run's manifest of a day (the print view and the day's CSV), or one run's. */
export async function loadDayManifests(
  db: Db,
  input: { schoolId: number; date: string; runId?: number },
): Promise<DayManifests> {
  const { schoolId, date } = input;
  const runs = await runsQuery(db)
    .where(
      and(
        eq(busRuns.schoolId, schoolId),
        eq(busRuns.date, date),
        input.runId === undefined ? undefined : eq(busRuns.id, input.runId),
      ),
    )
    .orderBy(...boardOrder);
  // a run of another school, of another day or of none: the same 403
  if (input.runId !== undefined && runs.length === 0) throw new OutsideSchoolError();
  return { date, isPlanFixed: await isPlanFixed(db, schoolId, date), manifests: await manifestsOf(db, runs) };
}
