import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { busRunStops, busRuns, stops } from '@server/db/schema';
import { runStatusForLearner } from './bus-status';

/** A stop of a run's course, at its planned time (minutes after midnight). */
export interface RunCourseStop {
  busStopCd: string;
  displayName: string;
  lat: number;
  lng: number;
  planMinutes: number;
}

export interface RunCourse {
  binCd: string;
  homenCd: string;
  homenName: string;
  stops: RunCourseStop[];
}

/**
 * The stops one run of today passes, in its order (GetBusCourse, issue 25 §5), for a run the
 * learner may watch ({@link runStatusForLearner}: else 340). Another learner's point on the course
 * is left out — name and place alike — so the line never shows where someone else lives; the
 * learner's own points and the school's released stops are kept.
 */
export async function runCourseForLearner(
  db: Db,
  who: { schoolId: number; learnerId: number },
  binCd: string,
  now: Date,
): Promise<RunCourse> {
  const run = await runStatusForLearner(db, who, binCd, now);
  const visible = or(
    and(isNull(stops.ownerLearnerId), eq(stops.isNetRelease, true)),
    eq(stops.ownerLearnerId, who.learnerId),
  );
  const rows = await db
    .select({
      busStopCd: stops.busStopCd,
      displayName: stops.displayName,
      lat: stops.latitude,
      lng: stops.longitude,
      planMinutes: busRunStops.planMinutes,
    })
    .from(busRunStops)
    .innerJoin(busRuns, eq(busRuns.id, busRunStops.runId))
    .innerJoin(stops, eq(stops.id, busRunStops.stopId))
    .where(
      and(
        eq(busRuns.schoolId, who.schoolId),
        eq(busRuns.date, japanDateKey(now)),
        eq(busRuns.binCd, binCd),
        eq(stops.schoolId, who.schoolId),
        isNull(stops.deletedAt),
        visible,
      ),
    )
    .orderBy(asc(busRunStops.planMinutes), asc(stops.busStopCd));
  return { binCd: run.binCd, homenCd: run.homenCd, homenName: run.homenName, stops: rows };
}
