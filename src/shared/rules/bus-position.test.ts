import { describe, expect, it } from 'vitest';
import {
  MOVING_MIN_DISTANCE_M,
  POSITION_STALE_SECONDS,
  distanceFromHome,
  isBusMoving,
  isStalePosition,
  positionAgeSeconds,
} from './bus-position';

/** 北上尾駅東口 (demo stop 0019) as the learner's home. */
const home = { lat: 35.992, lng: 139.579 };
/** About `metres` due north of home (one degree of latitude ≈ 111,195 m). */
const north = (metres: number) => ({ lat: home.lat + metres / 111_195, lng: home.lng });

describe("the bus is 'moving' (map button) only with positive coordinates beyond 100 m of home (SPEC.md §2)", () => {
  it('a bus 50 m from home is at the stop, not moving', () => {
    expect(isBusMoving(north(50), home)).toBe(false);
  });

  it('a bus 100 m away is not yet moving, 101 m away is (more than 100 m)', () => {
    expect(distanceFromHome(north(99.6), home)).toBe(MOVING_MIN_DISTANCE_M);
    expect(isBusMoving(north(99.6), home)).toBe(false);
    expect(isBusMoving(north(101), home)).toBe(true);
  });

  it('the rule reads the exact distance, not the rounded one shown: 100.4 m is more than 100 m', () => {
    expect(distanceFromHome(north(100.4), home)).toBe(MOVING_MIN_DISTANCE_M);
    expect(isBusMoving(north(100.4), home)).toBe(true);
  });

  it('a bus 2 km away is moving', () => {
    expect(isBusMoving(north(2_000), home)).toBe(true);
  });

  it('no fix, zero or negative coordinates are never moving, wherever home is', () => {
    expect(isBusMoving(null, home)).toBe(false);
    expect(isBusMoving({ lat: 0, lng: 0 }, home)).toBe(false);
    expect(isBusMoving({ lat: 0, lng: 139.579 }, null)).toBe(false);
    expect(isBusMoving({ lat: -35.99, lng: 139.579 }, home)).toBe(false);
    expect(isBusMoving({ lat: 35.99, lng: -139.579 }, null)).toBe(false);
  });

  it('without a home (a run not booked) or a home without coordinates, a positive fix counts as away', () => {
    expect(isBusMoving(north(10), null)).toBe(true);
    expect(isBusMoving(north(10), { lat: 0, lng: 0 })).toBe(true);
    expect(distanceFromHome(north(10), null)).toBeNull();
    expect(distanceFromHome(north(10), { lat: 0, lng: 0 })).toBeNull();
  });

  it('the distance is whole metres, null without a fix', () => {
    expect(distanceFromHome(north(1_234.4), home)).toBe(1_234);
    expect(distanceFromHome(null, home)).toBeNull();
  });
});

describe("a fix's age and staleness (PRODUCT.md §4: older than a few minutes is stale)", () => {
  const now = new Date('2027-06-07T01:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('is counted in whole seconds, never negative for a phone clock slightly ahead', () => {
    expect(positionAgeSeconds(ago(42.9), now)).toBe(42);
    expect(positionAgeSeconds(ago(-5), now)).toBe(0);
  });

  it(`is stale only beyond ${POSITION_STALE_SECONDS} s; no fix is not "stale" but none`, () => {
    expect(isStalePosition(POSITION_STALE_SECONDS)).toBe(false);
    expect(isStalePosition(POSITION_STALE_SECONDS + 1)).toBe(true);
    expect(isStalePosition(0)).toBe(false);
    expect(isStalePosition(null)).toBe(false);
  });
});
