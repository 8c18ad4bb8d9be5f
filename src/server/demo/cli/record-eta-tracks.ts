/**
 * Records the tracks the ETA's scenario tests replay (issue 28 §1):
 * `npx tsx src/server/demo/cli/record-eta-tracks.ts` writes src/server/domain/positions/eta-tracks/.
 * The fixes are the simulator's own (vehicle-day.ts), every 10 s from 30 minutes before a demo run
 * of the 北部方面 course to 10 minutes after it, as the demo plans that course's 3rd and 4th
 * periods (each track's vehicle also drives the run before, so it comes from where the simulator
 * would have it). Run again only when the simulator's way of driving changes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Direction } from '@shared/constants';
import { DEMO_COURSES } from '@server/demo/seed/demo-network';
import { DEMO_PATTERN } from '@server/demo/seed/demo-runs';
import { positionAt, vehicleDay, type PlannedRun } from '@server/demo/simulator/vehicle-day';
import { runLengthOf, stopTimesOf, type UpDown } from '@server/domain/runs/plan-runs';

const OUT = join(import.meta.dirname, '../../domain/positions/eta-tracks');
/** the demo school (demo-school.ts) */
const SCHOOL = { lat: 35.9862, lng: 139.5884 };
/** the demo's 3rd and 4th periods (demo-school.ts) */
const PERIODS = [
  { startMinutes: 11 * 60, endMinutes: 11 * 60 + 50 },
  { startMinutes: 13 * 60, endMinutes: 13 * 60 + 50 },
];
const STEP_SECONDS = 10;
const WINDOW_MINUTES = 30;
/** after the run the bus only waits at the school (up) or drives back there (down) */
const AFTER_MINUTES = 10;
const KMH_PER_KNOT = 1.852;

const course = DEMO_COURSES.find((c) => c.homenCd === '02')!;
const routeStops = course.stops.map((s) => ({ stopId: Number(s.busStopCd), offsetMinutes: s.offsetMinutes }));
const length = runLengthOf(routeStops, course.minutesToSchool);
const place = new Map(course.stops.map((s) => [Number(s.busStopCd), { lat: s.latitude, lng: s.longitude }]));

function plannedRun(upDown: UpDown, period: { startMinutes: number; endMinutes: number }) {
  const planStartMinutes =
    upDown === Direction.Up
      ? period.startMinutes - DEMO_PATTERN.schoolMarginMinutes - length
      : period.endMinutes + DEMO_PATTERN.schoolMarginMinutes;
  const stops = stopTimesOf(routeStops, upDown, planStartMinutes, length)
    .sort((a, b) => a.planMinutes - b.planMinutes)
    .map((s) => ({ stopId: s.stopId, ...place.get(s.stopId)!, planMinutes: s.planMinutes }));
  return { planStartMinutes, planEndMinutes: planStartMinutes + length, stops };
}

/** The vehicle's fixes around its second run, driven as the simulator drives it, leaving out `skip`. */
function record(name: string, upDown: UpDown, skipStopId?: number) {
  const runs = PERIODS.map((p) => plannedRun(upDown, p));
  const driven: PlannedRun[] = runs.map((r) => ({
    startMinutes: r.planStartMinutes,
    endMinutes: r.planEndMinutes,
    stops: r.stops
      .filter((s) => s.stopId !== skipStopId)
      .map((s) => ({ lat: s.lat, lng: s.lng, minutes: s.planMinutes })),
  }));
  const day = vehicleDay(driven, SCHOOL);
  const run = runs[1]!;
  const fixes: [number, number, number, number, number | null][] = [];
  for (
    let s = (run.planStartMinutes - WINDOW_MINUTES) * 60;
    s <= (run.planEndMinutes + AFTER_MINUTES) * 60;
    s += STEP_SECONDS
  ) {
    const fix = positionAt(day, s / 60);
    if (!fix) continue;
    fixes.push([
      s,
      Number(fix.lat.toFixed(5)),
      Number(fix.lng.toFixed(5)),
      Number((fix.speedKnots * KMH_PER_KNOT).toFixed(1)),
      fix.bearing === null ? null : Math.round(fix.bearing),
    ]);
  }
  const track = {
    note: 'recorded by src/server/demo/cli/record-eta-tracks.ts; fixes: [seconds after midnight, lat, lng, km/h, bearing]',
    school: SCHOOL,
    run: { upDown, planStartMinutes: run.planStartMinutes, planEndMinutes: run.planEndMinutes },
    stops: run.stops,
    ...(skipStopId === undefined ? {} : { skippedStopId: skipStopId }),
    fixes,
  };
  writeFileSync(join(OUT, `${name}.json`), `${JSON.stringify(track)}\n`);
  console.log(`${name}: ${fixes.length} fixes`);
}

record('north-up', Direction.Up);
record('north-up-skip-16', Direction.Up, 16);
record('north-down', Direction.Down);
