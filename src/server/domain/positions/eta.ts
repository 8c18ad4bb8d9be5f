/**
 * Where a run stands on its course and when it reaches each stop (issue 28 §1): pure, no clock, no
 * database. The `watch-runs` job feeds it each run's course, the run's vehicle's latest fix and the
 * previous reckoning, once per position cycle; see docs/positions.md "ETA and delay".
 */
import type { StopEta } from '@server/db/schema/alerts';
import { japanInstant } from '@shared/rules/japan-time';
import { isStalePosition, positionAgeSeconds, type LatLng } from '@shared/rules/bus-position';

/** A stop of the run's course, in the order the bus serves them. */
export interface EtaStop extends LatLng {
  stopId: number;
  /** planned time, minutes after the run date's midnight (Japan time) */
  planMinutes: number;
}

export interface EtaRun {
  /** the run's Japan date, 'YYYY-MM-DD' */
  date: string;
  planStartMinutes: number;
  planEndMinutes: number;
  actualStartMinutes: number | null;
  actualEndMinutes: number | null;
  /**
   * The school: a trip from school sets out there at its planned start before its first stop, a trip
   * to school ends there at its planned end after its last — so a bus still at the school after the
   * start is late, and a bus arriving there has passed every stop. Null leaves the course alone.
   */
  school: LatLng | null;
}

export interface EtaFix extends LatLng {
  fixTime: Date;
  speedKmh: number | null;
  /** degrees clockwise from north; null while parked or unknown */
  bearing: number | null;
}

/** What the previous cycle reckoned for the run (a `run_progress` row). */
export interface PreviousProgress {
  progress: number;
  delayMinutes: number;
  etas: readonly StopEta[];
}

/** A `run_progress` row's reckoning. */
export interface RunProgressReckoning {
  fixTime: Date | null;
  /** k + f: f of the way from the k-th stop (0-based) to the next, 0 to stops − 1 */
  progress: number;
  /** minutes behind plan, negative ahead */
  delayMinutes: number;
  /** no fresh fix: none, or older than POSITION_STALE_SECONDS; never alerted from */
  stale: boolean;
  etas: StopEta[];
}

/**
 * A bus is never taken to be further ahead of plan than this: it would be projected onto a later
 * part of its course it happens to be near (parked at the school where a school-bound course ends,
 * driving out along the course to its first stop).
 */
export const MAX_AHEAD_MINUTES = 10;
/** A fix counts as on a leg between two stops within this distance of the straight line… */
const NEAR_MIN_METRES = 300;
/** …or this share of the leg's length, for roads that curve away from the straight line. */
const NEAR_LEG_SHARE = 0.25;
/** Jitter at a stop may project a waiting bus a little behind the point it has reached. */
const BACK_TOLERANCE_METRES = 100;
/**
 * A moving bus whose heading is further than this from a leg's direction is driving that leg the
 * other way (to the first stop along the course, or back along a street it came out on).
 */
const OPPOSITE_HEADING_DEGREES = 120;
/** This near the end of its path the bus has arrived, whichever way it heads. */
const ARRIVED_METRES = 100;
/** Below this speed a phone's heading is noise. */
const HEADING_MIN_KMH = 5;
/** How much a minute's difference from the expected delay weighs against a metre off the line. */
const METRES_PER_MINUTE_OFF = 30;

const EARTH_METRES_PER_DEGREE = 111_320;
/**
 * A bus not yet on its course is reckoned to reach the course's start at this pace: the straight
 * line lengthened by a third for the roads, at 25 km/h — a little faster than town traffic, so the
 * estimate errs early (an approach alert a minute early beats one after the bus came).
 */
const ROAD_FACTOR = 4 / 3;
const APPROACH_METRES_PER_MINUTE = 25_000 / 60;

/** A point of the path the bus follows, with its planned time. */
interface PathPoint extends LatLng {
  minutes: number;
}

/** The path: the school where the run sets out or ends there, and the stops between. */
function pathOf(stops: readonly EtaStop[], run: EtaRun): { points: PathPoint[]; offset: number } {
  const first = stops[0]!;
  const last = stops.at(-1)!;
  const fromSchool = run.school !== null && run.planStartMinutes < first.planMinutes;
  const toSchool = run.school !== null && run.planEndMinutes > last.planMinutes;
  const points: PathPoint[] = [
    ...(fromSchool ? [{ ...run.school!, minutes: run.planStartMinutes }] : []),
    ...stops.map((s) => ({ lat: s.lat, lng: s.lng, minutes: s.planMinutes })),
    ...(toSchool ? [{ ...run.school!, minutes: run.planEndMinutes }] : []),
  ];
  return { points, offset: fromSchool ? 1 : 0 };
}

/** Metres east and north of `origin` (equirectangular: the legs are a few kilometres). */
function localXY(origin: LatLng, p: LatLng): { x: number; y: number } {
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  return {
    x: (p.lng - origin.lng) * EARTH_METRES_PER_DEGREE * cos,
    y: (p.lat - origin.lat) * EARTH_METRES_PER_DEGREE,
  };
}

interface Candidate {
  /** position along the path: leg index + share of the leg */
  at: number;
  metres: number;
  delay: number;
}

const angleBetween = (a: number, b: number) => {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
};

/**
 * How late a bus that is not yet on its course will be at the course's start: its fix time plus
 * the drive there ({@link APPROACH_METRES_PER_MINUTE}) against the start's planned time. A bus
 * driving out to its first stop, or parked far from it, is thus late before the planned start,
 * rather than on time until it fails to turn up.
 */
function approachDelay(start: PathPoint, fix: EtaFix, fixMinutes: number): number {
  const { x, y } = localXY(fix, start);
  return fixMinutes + (Math.hypot(x, y) * ROAD_FACTOR) / APPROACH_METRES_PER_MINUTE - start.minutes;
}

/** Minutes after the run date's midnight of an instant. */
const minutesOf = (date: string, at: Date) => (at.getTime() - japanInstant(date).getTime()) / 60_000;

/**
 * The places along the path the fix may be: each leg it lies near, projected onto the leg, with
 * the delay that place implies. Legs driven the other way (by the fix's heading), places further
 * ahead of plan than {@link MAX_AHEAD_MINUTES} and places behind where the bus has already been are
 * left out.
 */
function candidatesOf(
  points: readonly PathPoint[],
  fix: EtaFix,
  fixMinutes: number,
  floor: number,
): Candidate[] {
  const origin = { lat: fix.lat, lng: fix.lng };
  const xy = points.map((p) => localXY(origin, p));
  const lengths = xy.slice(1).map((b, k) => Math.hypot(b.x - xy[k]!.x, b.y - xy[k]!.y));
  const along = [0];
  for (const length of lengths) along.push(along.at(-1)! + length);
  const distanceAlong = (at: number) => {
    const k = Math.min(Math.floor(at), lengths.length - 1);
    return along[k]! + (at - k) * lengths[k]!;
  };
  const floorMetres = distanceAlong(floor);
  const heading =
    fix.bearing !== null && (fix.speedKmh === null || fix.speedKmh >= HEADING_MIN_KMH) ? fix.bearing : null;
  const found: Candidate[] = [];
  lengths.forEach((length, k) => {
    const a = xy[k]!;
    const b = xy[k + 1]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const share = length === 0 ? 0 : Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / (length * length)));
    const metres = Math.hypot(a.x + share * dx, a.y + share * dy);
    if (metres > Math.max(NEAR_MIN_METRES, NEAR_LEG_SHARE * length)) return;
    // at the path's end a bus turns round (a trip from school drives back from its last stop)
    const arrived = k === lengths.length - 1 && Math.hypot(b.x, b.y) <= ARRIVED_METRES;
    if (heading !== null && length > 0 && !arrived) {
      const legBearing = ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
      if (angleBetween(heading, legBearing) > OPPOSITE_HEADING_DEGREES) return;
    }
    const at = k + share;
    if (floorMetres - distanceAlong(at) > BACK_TOLERANCE_METRES) return;
    const planned = points[k]!.minutes + share * (points[k + 1]!.minutes - points[k]!.minutes);
    const delay = fixMinutes - planned;
    if (delay < -MAX_AHEAD_MINUTES) return;
    found.push({ at, metres, delay });
  });
  return found;
}

/**
 * The run's progress, delay and ETA at every stop from its vehicle's latest fix (null: none while
 * the run is driven). `previous` is the last reckoning: progress never moves back, and a stop once
 * passed stays passed, so a bus that drove past a stop without a fix near it has passed it.
 * The course must have at least one stop.
 */
export function reckonRunProgress(input: {
  stops: readonly EtaStop[];
  run: EtaRun;
  fix: EtaFix | null;
  now: Date;
  previous: PreviousProgress | null;
}): RunProgressReckoning {
  const { stops, run, fix, now, previous } = input;
  const { points, offset } = pathOf(stops, run);
  const end = points.length - 1;
  const nowMinutes = minutesOf(run.date, now);
  const stale = fix === null || isStalePosition(positionAgeSeconds(fix.fixTime, now));
  // the previous progress in path terms; 0 (at or before the first stop) may be anywhere before it
  const previouslyEnded =
    previous !== null && previous.etas.length > 0 && previous.etas.every((e) => e.passed);
  const floor = previouslyEnded
    ? end
    : previous && previous.progress > 0
      ? Math.min(end, previous.progress + offset)
      : 0;

  let at = floor;
  let delay = previous?.delayMinutes ?? 0;
  // at the end of its path the bus has nothing left to be late for: its last delay stands
  if (!stale && floor < end) {
    const fixMinutes = minutesOf(run.date, fix.fixTime);
    // before its planned start a bus nobody saw set out is waiting to: wherever it is (the school,
    // on its way to the first stop along the course) it has not begun the course, and is late only
    // by what its drive to the course's start will take past the planned time
    const started = run.actualStartMinutes !== null || floor > 0 || fixMinutes >= points[0]!.minutes;
    if (!started) delay = Math.max(0, approachDelay(points[0]!, fix, fixMinutes));
    else {
      const expected = previous?.delayMinutes ?? 0;
      const cost = (c: Candidate) => c.metres + METRES_PER_MINUTE_OFF * Math.abs(c.delay - expected);
      const best = candidatesOf(points, fix, fixMinutes, floor).reduce<Candidate | null>(
        (chosen, c) => (chosen === null || cost(c) < cost(chosen) ? c : chosen),
        null,
      );
      if (best) {
        at = Math.max(floor, best.at);
        delay = best.delay;
      } else if (floor === 0) delay = Math.max(delay, approachDelay(points[0]!, fix, fixMinutes));
    }
  }
  const ended = run.actualEndMinutes !== null || (end > 0 && at >= end);
  // a bus that has not reached its next point yet is at least as late as that point's planned time
  const next = Math.ceil(at);
  if (!ended && next <= end && nowMinutes > points[next]!.minutes) {
    delay = Math.max(delay, nowMinutes - points[next]!.minutes);
  }
  // `|| 0`: no "-0 minutes" from a bus a few seconds ahead
  const delayMinutes = Math.round(delay) || 0;
  const passedBefore = new Map(previous?.etas.filter((e) => e.passed).map((e) => [e.stopId, e.etaMinutes]));
  const etas = stops.map((s, i): StopEta => {
    const before = passedBefore.get(s.stopId);
    if (before !== undefined) return { stopId: s.stopId, etaMinutes: before, passed: true };
    const etaMinutes = s.planMinutes + delayMinutes;
    return { stopId: s.stopId, etaMinutes, passed: ended || at > i + offset };
  });
  return {
    fixTime: fix?.fixTime ?? null,
    progress: Math.min(stops.length - 1, Math.max(0, at - offset)),
    delayMinutes,
    stale,
    etas,
  };
}

/**
 * A reckoning older than this is not shown: the `watch-runs` job reckons every 15 s, so an older
 * row means no process is reckoning (the job runner stopped) and the ETA would stand still.
 */
export const RUN_PROGRESS_FRESH_SECONDS = 90;

/** A run's `run_progress` row as a poll reads it (left-joined: all null without one). */
export interface StoredProgress {
  computedAt: Date | null;
  stale: boolean | null;
  delayMinutes: number | null;
  etas: readonly StopEta[] | null;
}

/**
 * What a learner's screen may say of a run's progress at `now` (issue 28 §1): its delay, and
 * whole minutes until the bus reaches `stopId` (the learner's stop; null for a run not booked).
 * Both null unless the reckoning is fresh, from a fresh fix, and the run has not ended; the ETA
 * also once the stop is passed.
 */
export function shownProgress(
  stored: StoredProgress,
  run: { date: string; actualEndMinutes: number | null; hasFix: boolean },
  stopId: number | null,
  now: Date,
): { delayMinutes: number | null; etaMinutes: number | null } {
  const fresh =
    run.hasFix &&
    run.actualEndMinutes === null &&
    stored.computedAt !== null &&
    stored.stale === false &&
    stored.delayMinutes !== null &&
    now.getTime() - stored.computedAt.getTime() <= RUN_PROGRESS_FRESH_SECONDS * 1000;
  if (!fresh) return { delayMinutes: null, etaMinutes: null };
  const eta = stopId === null ? undefined : stored.etas?.find((e) => e.stopId === stopId);
  const etaMinutes =
    eta && !eta.passed
      ? Math.max(0, Math.round((japanInstant(run.date, eta.etaMinutes).getTime() - now.getTime()) / 60_000))
      : null;
  return { delayMinutes: stored.delayMinutes, etaMinutes };
}
