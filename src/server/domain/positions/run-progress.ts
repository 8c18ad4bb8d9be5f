import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { chunked } from '@server/db/chunked';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  runProgress,
  schools,
  stops,
  vehicleLatestPositions,
  vehicles,
} from '@server/db/schema';
import {
  fixClaimedElsewhere,
  isRunFix,
  latestFix,
  RUN_WINDOW_MARGIN_MINUTES,
  vehicleOfRun,
} from './bus-status';
import { reckonRunProgress, type EtaStop } from './eta';

/**
 * One position cycle of the `watch-runs` job (issue 28 §1): for every school, each run of today
 * within {@link RUN_WINDOW_MARGIN_MINUTES} of its times gets its progress, delay and ETAs
 * reckoned from its vehicle's latest fix (the fix the learners' screens show for it, by the same
 * claim rules) and its previous row, and `run_progress` is upserted in one statement. Three
 * queries per cycle whatever the number of runs. A run without a fix and without a previous row
 * gets none. Answers the number of rows written.
 */
export async function updateRunProgress(db: Db, now: Date): Promise<number> {
  const date = japanDateKey(now);
  const nowMinutes = (now.getTime() - japanInstant(date).getTime()) / 60_000;
  const start = sql`coalesce(${busRuns.actualStartMinutes}, ${busRuns.planStartMinutes})`;
  const end = sql`coalesce(${busRuns.actualEndMinutes}, ${busRuns.planEndMinutes})`;
  const runs = await db
    .select({
      runId: busRuns.id,
      schoolId: busRuns.schoolId,
      planStartMinutes: busRuns.planStartMinutes,
      planEndMinutes: busRuns.planEndMinutes,
      actualStartMinutes: busRuns.actualStartMinutes,
      actualEndMinutes: busRuns.actualEndMinutes,
      schoolLat: schools.latitude,
      schoolLng: schools.longitude,
      fixLat: vehicleLatestPositions.lat,
      fixLng: vehicleLatestPositions.lng,
      fixTime: vehicleLatestPositions.fixTime,
      fixSpeedKmh: vehicleLatestPositions.speedKmh,
      fixBearing: vehicleLatestPositions.bearing,
      fixClaimedElsewhere,
      previousProgress: runProgress.progress,
      previousDelayMinutes: runProgress.delayMinutes,
      previousEtas: runProgress.etas,
    })
    .from(busRuns)
    .innerJoin(schools, eq(schools.id, busRuns.schoolId))
    .leftJoin(vehicles, vehicleOfRun)
    .leftJoin(vehicleLatestPositions, latestFix)
    .leftJoin(runProgress, eq(runProgress.runId, busRuns.id))
    .where(
      and(
        eq(busRuns.date, date),
        // a cancelled run (運休: no seats left) is driven no more, whatever its vehicle does
        gt(busRuns.seats, 0),
        // whole minutes against the integer columns: the same window as `now` to the second
        sql`${start} - ${RUN_WINDOW_MARGIN_MINUTES} <= ${Math.floor(nowMinutes)}`,
        sql`${end} + ${RUN_WINDOW_MARGIN_MINUTES} >= ${Math.ceil(nowMinutes)}`,
      ),
    );
  if (runs.length === 0) return 0;

  const courseRows = await db
    .select({
      runId: busRunStops.runId,
      stopId: stops.id,
      lat: stops.latitude,
      lng: stops.longitude,
      planMinutes: busRunStops.planMinutes,
    })
    .from(busRunStops)
    .innerJoin(stops, eq(stops.id, busRunStops.stopId))
    .where(
      inArray(
        busRunStops.runId,
        runs.map((r) => r.runId),
      ),
    )
    // the order the learners' course map draws (run-course.ts)
    .orderBy(asc(busRunStops.runId), asc(busRunStops.planMinutes), asc(stops.busStopCd));
  const courseOf = new Map<number, EtaStop[]>();
  for (const { runId, ...stop } of courseRows) {
    const course = courseOf.get(runId);
    if (course) course.push(stop);
    else courseOf.set(runId, [stop]);
  }

  const rows = runs.flatMap((run) => {
    const course = courseOf.get(run.runId);
    const fix = isRunFix(date, run)
      ? {
          lat: run.fixLat,
          lng: run.fixLng,
          fixTime: run.fixTime,
          speedKmh: run.fixSpeedKmh,
          bearing: run.fixBearing,
        }
      : null;
    const previous =
      run.previousProgress === null || run.previousDelayMinutes === null || run.previousEtas === null
        ? null
        : { progress: run.previousProgress, delayMinutes: run.previousDelayMinutes, etas: run.previousEtas };
    if (!course || (fix === null && previous === null)) return [];
    const reckoned = reckonRunProgress({
      stops: course,
      run: { ...run, date, school: { lat: run.schoolLat, lng: run.schoolLng } },
      fix,
      now,
      previous,
    });
    return [{ runId: run.runId, schoolId: run.schoolId, computedAt: now, ...reckoned }];
  });
  for (const chunk of chunked(rows)) {
    await db
      .insert(runProgress)
      .values(chunk)
      .onConflictDoUpdate({
        target: runProgress.runId,
        set: {
          fixTime: sql`excluded.fix_time`,
          computedAt: sql`excluded.computed_at`,
          progress: sql`excluded.progress`,
          delayMinutes: sql`excluded.delay_minutes`,
          stale: sql`excluded.stale`,
          etas: sql`excluded.etas`,
        },
        // a slower cycle of another process never overwrites a later one
        setWhere: sql`${runProgress.computedAt} <= excluded.computed_at`,
      });
  }
  return rows.length;
}

/**
 * Deletes the rows of runs before today (Japan date), which nothing reads: the console and the
 * learners show today's runs only. Run by the hourly `prune-positions` job.
 */
export async function pruneRunProgress(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(runProgress)
    .where(lt(runProgress.computedAt, japanInstant(japanDateKey(now))))
    .returning({ runId: runProgress.runId });
  return gone.length;
}
