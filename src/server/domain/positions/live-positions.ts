import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { isStalePosition } from '@shared/rules/bus-position';
import { minutesToTime } from '@shared/rules/display-time';
import { japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { LivePositions, LiveRun } from '@shared/schemas/admin-vehicles';
import type { Db } from '@server/db/client';
import { busRuns, courses, runProgress, schools, vehicleLatestPositions, vehicles } from '@server/db/schema';
import { claimDistance, isDuringRun } from './bus-status';
import { shownProgress, type StoredProgress } from './eta';
import { presentLatest } from './manage-vehicles';

const BY_NAME = new Intl.Collator('ja', { numeric: true });

interface TodayRun extends Omit<LiveRun, 'delayMinutes'> {
  vehicleCd: string;
  startMinutes: number;
  endMinutes: number;
}

/**
 * The vehicle's run of today being driven at `at` — the learners' window and claim of
 * bus-status.ts, to the second, so staff and learners agree on which run a fix belongs to — and its
 * next run starting after `now`. `runs` are the vehicle's runs of today in start order.
 */
export function currentAndNextRun(
  date: string,
  runs: readonly TodayRun[],
  now: Date,
  at: Date = now,
): { currentRun: TodayRun | null; nextRun: TodayRun | null } {
  const minutesOf = (t: Date) => (t.getTime() - japanInstant(date).getTime()) / 60_000;
  const atMinutes = minutesOf(at);
  // the nearest run in its window, the earlier on a tie, as a learner's fix is given (bus-status.ts)
  let currentRun: TodayRun | null = null;
  for (const r of runs) {
    if (!isDuringRun(date, r.startMinutes, r.endMinutes, at)) continue;
    const distance = claimDistance(r.startMinutes, r.endMinutes, atMinutes);
    if (!currentRun || distance < claimDistance(currentRun.startMinutes, currentRun.endMinutes, atMinutes))
      currentRun = r;
  }
  const nowMinutes = minutesOf(now);
  const nextRun = runs.find((r) => r !== currentRun && r.startMinutes > nowMinutes) ?? null;
  return { currentRun, nextRun };
}

const liveRun = (
  { binCd, binName, courseName, upDown, start, end }: TodayRun,
  delayMinutes: number | null = null,
): LiveRun => ({
  binCd,
  binName,
  courseName,
  upDown,
  start,
  end,
  delayMinutes,
});

/**
 * Every vehicle of the school in service, by name, with its newest fix (however old, marked stale beyond
 * POSITION_STALE_SECONDS) and the run of today it drives now or next, for the console's live map
 * (issue 13 §4). Reads the latest-fix table, one row per vehicle, never the track.
 */
export async function livePositions(
  db: Db,
  schoolId: number,
  now: Date,
): Promise<Omit<LivePositions, 'mapTiles'>> {
  const date = japanDateKey(now);
  const [school] = await db
    .select({ lat: schools.latitude, lng: schools.longitude })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const inService = await db
    .select({ vehicle: vehicles, latest: vehicleLatestPositions })
    .from(vehicles)
    .leftJoin(vehicleLatestPositions, eq(vehicleLatestPositions.vehicleId, vehicles.id))
    .where(and(eq(vehicles.schoolId, schoolId), isNull(vehicles.retiredAt)))
    .orderBy(asc(vehicles.vehicleCd));
  // by name as staff call them: 2号車 after 1号車, 10号車 after 9号車
  inService.sort((a, b) => BY_NAME.compare(a.vehicle.name, b.vehicle.name));
  const codes = inService.map((v) => v.vehicle.vehicleCd);
  const runRows =
    codes.length === 0
      ? []
      : await db
          .select({
            vehicleCd: busRuns.vehicleCd,
            binCd: busRuns.binCd,
            binName: busRuns.binName,
            courseName: courses.name,
            upDown: busRuns.upDown,
            planStartMinutes: busRuns.planStartMinutes,
            planEndMinutes: busRuns.planEndMinutes,
            actualStartMinutes: busRuns.actualStartMinutes,
            actualEndMinutes: busRuns.actualEndMinutes,
            progress: {
              computedAt: runProgress.computedAt,
              stale: runProgress.stale,
              delayMinutes: runProgress.delayMinutes,
            },
          })
          .from(busRuns)
          .innerJoin(courses, eq(courses.id, busRuns.courseId))
          .leftJoin(runProgress, eq(runProgress.runId, busRuns.id))
          .where(
            and(
              eq(busRuns.schoolId, schoolId),
              eq(busRuns.date, date),
              inArray(busRuns.vehicleCd, codes),
              // a cancelled run (運休) is no vehicle's run now or next
              gt(busRuns.seats, 0),
            ),
          );
  // each run's progress, for the delay of the run a vehicle drives now
  const progressOf = new Map<string, { stored: StoredProgress; actualEndMinutes: number | null }>(
    runRows.map((r) => [
      r.binCd,
      {
        stored: { ...(r.progress ?? { computedAt: null, stale: null, delayMinutes: null }), etas: null },
        actualEndMinutes: r.actualEndMinutes,
      },
    ]),
  );
  const runs: TodayRun[] = runRows
    .map((r) => {
      const startMinutes = r.actualStartMinutes ?? r.planStartMinutes;
      const endMinutes = r.actualEndMinutes ?? r.planEndMinutes;
      return {
        vehicleCd: r.vehicleCd ?? '',
        binCd: r.binCd,
        binName: r.binName,
        courseName: r.courseName,
        upDown: r.upDown === 2 ? (2 as const) : (1 as const),
        start: minutesToTime(startMinutes),
        end: minutesToTime(endMinutes),
        startMinutes,
        endMinutes,
      };
    })
    .sort((a, b) => a.startMinutes - b.startMinutes || a.binCd.localeCompare(b.binCd));

  return {
    at: now.toISOString(),
    school: school!,
    vehicles: inService.map(({ vehicle, latest }) => {
      const fix = latest ? presentLatest(latest, now) : null;
      // a fresh fix's run is the one learners see it on; without one, the run of this moment
      const fresh = latest !== null && !isStalePosition(fix!.ageSeconds);
      const { currentRun, nextRun } = currentAndNextRun(
        date,
        runs.filter((r) => r.vehicleCd === vehicle.vehicleCd),
        now,
        fresh ? latest.fixTime : now,
      );
      const progress = currentRun && progressOf.get(currentRun.binCd);
      const delayMinutes = progress
        ? shownProgress(
            progress.stored,
            { date, actualEndMinutes: progress.actualEndMinutes, hasFix: fresh },
            null,
            now,
          ).delayMinutes
        : null;
      return {
        vehicleCd: vehicle.vehicleCd,
        name: vehicle.name,
        plate: vehicle.plate,
        latest: fix,
        isStale: isStalePosition(fix?.ageSeconds ?? null),
        currentRun: currentRun && liveRun(currentRun, delayMinutes),
        nextRun: nextRun && liveRun(nextRun),
      };
    }),
  };
}
