import { distanceMetres, hasCoordinates } from './geo';

/** A fix older than this many seconds is shown as stale (PRODUCT.md §4 "older than a few minutes"). */
export const POSITION_STALE_SECONDS = 180;

/** SPEC.md §2: the bus counts as moving (and gets a map button) only beyond this distance from home. */
export const MOVING_MIN_DISTANCE_M = 100;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Whole seconds from a fix to `now`; never negative, since a phone's clock may run slightly ahead. */
export function positionAgeSeconds(fixTime: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - fixTime.getTime()) / 1000));
}

/** Whether a fix of that age is stale; no fix (null) is "none", not stale. */
export function isStalePosition(ageSeconds: number | null): boolean {
  return ageSeconds !== null && ageSeconds > POSITION_STALE_SECONDS;
}

/** Great-circle metres from the bus to home, rounded; null without a bus fix or a home with coordinates. */
export function distanceFromHome(bus: LatLng | null, home: LatLng | null): number | null {
  if (!bus || !home || !hasCoordinates(home.lat, home.lng)) return null;
  return Math.round(distanceMetres(bus, home));
}

/**
 * SPEC.md §2: 'moving' only when the bus's coordinates are positive and it is more than 100 m from
 * home. Without a home to compare (a run the learner has not booked, or a stop without
 * coordinates) a bus with positive coordinates counts as away from home. Staleness is told apart.
 */
export function isBusMoving(bus: LatLng | null, home: LatLng | null): boolean {
  if (!bus || !(bus.lat > 0 && bus.lng > 0)) return false;
  // the exact distance, not the rounded one shown: 100.4 m is "more than 100 m"
  if (!home || !hasCoordinates(home.lat, home.lng)) return true;
  return distanceMetres(bus, home) > MOVING_MIN_DISTANCE_M;
}
