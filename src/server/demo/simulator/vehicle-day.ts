/**
 * Where a simulated bus is at a time of day (issue 13 §5): pure, no HTTP, no clock. A vehicle's
 * day is a time-ordered list of waypoints — its runs' stops at their planned times, the school
 * where a run starts or ends there, and the drives between runs — and the bus moves in a straight
 * line from one waypoint to the next, parked wherever two consecutive waypoints are the same place.
 */
import { distanceMetres } from '@shared/rules/geo';
import { RUN_WINDOW_MARGIN_MINUTES } from '@server/domain/positions/bus-status';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A place the bus is at a time: minutes after midnight, Japan time (fractional between stops). */
export interface Waypoint extends LatLng {
  minutes: number;
}

/** One run of the vehicle with its stops in order at their planned times. */
export interface PlannedRun {
  startMinutes: number;
  endMinutes: number;
  stops: Waypoint[];
}

/** A simulated fix in the units the OsmAnd protocol sends. */
export interface SimulatedFix extends LatLng {
  speedKnots: number;
  /** degrees clockwise from north; null while parked */
  bearing: number | null;
}

/**
 * The phone is on from this long before the first run to this long after the last: the span in
 * which the server counts a fix for a run (bus-status.ts), so a bus reports exactly while learners
 * could be shown it and is silent — like a driver's phone switched off — the rest of the day.
 */
export const SHIFT_MARGIN_MINUTES = RUN_WINDOW_MARGIN_MINUTES;

/** Average speed of the drives between runs (town roads, lights): sets how early the bus leaves. */
const ROAD_KMH = 20;
/** A bus heading for a run waits this long at its first stop before the start. */
const EARLY_MINUTES = 2;
/** Closer than this counts as the same place (a stop at the school's gate is the school). */
const SAME_PLACE_METRES = 50;

const KNOTS_PER_METRE_PER_MINUTE = 60 / 1852;

const samePlace = (a: LatLng, b: LatLng) => distanceMetres(a, b) < SAME_PLACE_METRES;

/** Minutes to drive from a to b on town roads (the straight line lengthened by a third). */
const driveMinutes = (a: LatLng, b: LatLng) => (distanceMetres(a, b) * (4 / 3)) / ((ROAD_KMH * 1000) / 60);

/** Initial great-circle bearing from a to b, 0 ≤ bearing < 360. */
function bearingOf(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const y = Math.sin((b.lng - a.lng) * rad) * Math.cos(b.lat * rad);
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lng - a.lng) * rad);
  return (((Math.atan2(y, x) / rad) % 360) + 360) % 360;
}

/**
 * The vehicle's waypoints of a day. A run whose first stop comes after its start leaves from the
 * school at the start (a trip from school); one whose last stop comes before its end arrives at the
 * school at the end (a trip to school). Between runs the bus drives back to the school and waits
 * there, then leaves in time to reach the next run's first place {@link EARLY_MINUTES} early; when
 * the gap is too short for the detour it waits where it is and heads straight there. Runs that
 * overlap (one vehicle given two runs at once) cannot be driven: times are kept non-decreasing, so
 * the bus jumps rather than travelling back in time.
 */
export function vehicleDay(runs: readonly PlannedRun[], school: LatLng): Waypoint[] {
  const points: Waypoint[] = [];
  const push = (place: LatLng, minutes: number) => {
    const last = points.at(-1);
    points.push({ lat: place.lat, lng: place.lng, minutes: Math.max(minutes, last?.minutes ?? minutes) });
  };
  const ordered = [...runs].filter((r) => r.stops.length > 0).sort((a, b) => a.startMinutes - b.startMinutes);
  for (const run of ordered) {
    const first = run.stops[0]!;
    const last = run.stops.at(-1)!;
    const entry: Waypoint =
      first.minutes > run.startMinutes ? { ...school, minutes: run.startMinutes } : first;
    const ready = entry.minutes - (samePlace(entry, school) ? 0 : EARLY_MINUTES);
    const previous = points.at(-1);
    if (!previous) {
      if (!samePlace(entry, school)) push(school, ready - driveMinutes(school, entry));
    } else if (previous.minutes + driveMinutes(previous, school) + driveMinutes(school, entry) <= ready) {
      if (!samePlace(previous, school)) push(school, previous.minutes + driveMinutes(previous, school));
      if (!samePlace(entry, school)) push(school, ready - driveMinutes(school, entry));
    } else {
      push(previous, ready - driveMinutes(previous, entry));
    }
    if (!samePlace(entry, school) && ready < entry.minutes) push(entry, ready);
    if (entry !== first) push(entry, entry.minutes);
    for (const stop of run.stops) push(stop, stop.minutes);
    if (last.minutes < run.endMinutes) push(school, run.endMinutes);
  }
  const end = points.at(-1);
  if (end && !samePlace(end, school)) push(school, end.minutes + driveMinutes(end, school));
  return points;
}

/**
 * Where the bus is at `minutes` after midnight: on its way between two waypoints, parked, or null
 * outside its shift ({@link SHIFT_MARGIN_MINUTES} around its waypoints) and on a day without runs.
 */
export function positionAt(points: readonly Waypoint[], minutes: number): SimulatedFix | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (minutes < first.minutes - SHIFT_MARGIN_MINUTES || minutes > last.minutes + SHIFT_MARGIN_MINUTES)
    return null;
  const parked = (p: LatLng): SimulatedFix => ({ lat: p.lat, lng: p.lng, speedKnots: 0, bearing: null });
  if (minutes <= first.minutes) return parked(first);
  if (minutes >= last.minutes) return parked(last);
  const next = points.findIndex((p) => p.minutes > minutes);
  const from = points[next - 1]!;
  const to = points[next]!;
  if (samePlace(from, to)) return parked(from);
  const share = (minutes - from.minutes) / (to.minutes - from.minutes);
  return {
    // a straight line in degrees: the legs are a few kilometres, far too short for the curve to show
    lat: from.lat + (to.lat - from.lat) * share,
    lng: from.lng + (to.lng - from.lng) * share,
    speedKnots: (distanceMetres(from, to) / (to.minutes - from.minutes)) * KNOTS_PER_METRE_PER_MINUTE,
    bearing: bearingOf(from, to),
  };
}
