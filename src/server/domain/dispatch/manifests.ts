import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { minutesToTime } from '@shared/rules/display-time';
import type { DayManifests, ManifestStop, RunManifest } from '@shared/schemas/admin-board';
import type { Db } from '@server/db/client';
import { rideRows } from '@server/domain/booking/reservation-rows';
import { busRunStops, busRuns, learners, stops } from '@server/db/schema';
import { assertInSchool, OutsideSchoolError } from '@server/domain/school/school-scope';
import { liveRuns } from './day-board';
import { marksPerRun, riderBoardings } from './rider-marks';
import { boardOrder, isPlanFixed, presentRun, runsQuery, type RunRow } from './run-rows';

/**
 * Stops and riders of the given runs (all of one date), with each rider's boarding and 乗りません
 * and, on today's, how each run is going: a few queries whatever the number of runs. The console's
 * manifests and the driver page's day (domain/driver) read the same list.
 */
export async function manifestsOf(db: Db, runs: RunRow[], now: Date): Promise<RunManifest[]> {
  const runIds = runs.map((r) => r.runId);
  if (runIds.length === 0) return [];
  const boardings = await riderBoardings(db, runIds);
  const live = await liveRuns(db, runs[0]!.date, runs, now);
  const stopRows = await db
    .select({
      runId: busRunStops.runId,
      stopId: stops.id,
      busStopCd: stops.busStopCd,
      name: stops.displayName,
      address: stops.address,
      owner: stops.ownerLearnerId,
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
      ownPoint: s.owner !== null,
      lat: s.lat,
      lng: s.lng,
      planTime: minutesToTime(s.planMinutes),
      riders: [],
    });
  }
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
        ownPoint: r.stopOwner !== null,
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
      boarding: boardings.get(r.reservationId)?.boarding ?? 'unconfirmed',
      notRiding: boardings.get(r.reservationId)?.notRiding ?? false,
    });
  }
  const marks = marksPerRun(boardings);
  return runs.map((run) => ({
    date: run.date,
    run: { ...presentRun(run, marks.get(run.runId)), ...live(run) },
    stops: perRun.get(run.runId)!,
  }));
}

/** One run's manifest: its stops in order with planned times and the learners at each. 403 outside the school. */
export async function loadRunManifest(
  db: Db,
  schoolId: number,
  runId: number,
  now: Date,
): Promise<RunManifest> {
  const [run] = await runsQuery(db).where(eq(busRuns.id, runId));
  assertInSchool(run, schoolId);
  const [manifest] = await manifestsOf(db, [run], now);
  return manifest!;
}

/** Every run's manifest of a day (the print view and the day's CSV), or one run's. */
export async function loadDayManifests(
  db: Db,
  input: { schoolId: number; date: string; runId?: number; now: Date },
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
  return {
    date,
    isPlanFixed: await isPlanFixed(db, schoolId, date),
    manifests: await manifestsOf(db, runs, input.now),
  };
}
