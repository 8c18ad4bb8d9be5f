import { describe, expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import { reckonRunProgress, type EtaFix, type EtaStop, type RunProgressReckoning } from './eta';
import northDown from './eta-tracks/north-down.json';
import northUpSkip16 from './eta-tracks/north-up-skip-16.json';
import northUp from './eta-tracks/north-up.json';

/** A track the simulator's code recorded (src/server/demo/cli/record-eta-tracks.ts). */
interface Track {
  school: { lat: number; lng: number };
  run: { planStartMinutes: number; planEndMinutes: number };
  stops: EtaStop[];
  fixes: (number | null)[][];
}

const DATE = '2026-12-01';
const at = (minutes: number) => japanInstant(DATE, minutes);
const CYCLE_SECONDS = 15;

/** The track's fixes as the server receives them, each `shiftMinutes` later than recorded. */
function fixesOf(track: Track, shiftMinutes = 0): EtaFix[] {
  return track.fixes.map(([seconds, lat, lng, speedKmh, bearing]) => ({
    lat: lat!,
    lng: lng!,
    fixTime: new Date(at(seconds! / 60).getTime() + shiftMinutes * 60_000),
    speedKmh: speedKmh!,
    bearing: bearing ?? null,
  }));
}

/**
 * Runs the watch-runs cycle every 15 s from `fromMinutes` to `toMinutes` over the fixes (the latest
 * received by then is the vehicle's latest), and answers each cycle's reckoning by its minute.
 */
function replay(track: Track, fixes: readonly EtaFix[], fromMinutes: number, toMinutes: number) {
  const run = {
    date: DATE,
    planStartMinutes: track.run.planStartMinutes,
    planEndMinutes: track.run.planEndMinutes,
    actualStartMinutes: null,
    actualEndMinutes: null,
    school: track.school,
  };
  const cycles: { minutes: number; result: RunProgressReckoning }[] = [];
  let previous: RunProgressReckoning | null = null;
  for (let s = fromMinutes * 60; s <= toMinutes * 60; s += CYCLE_SECONDS) {
    const now = at(s / 60);
    const fix = fixes.filter((f) => f.fixTime <= now).at(-1) ?? null;
    previous = reckonRunProgress({ stops: track.stops, run, fix, now, previous });
    cycles.push({ minutes: s / 60, result: previous });
  }
  const when = (minutes: number) => cycles.find((c) => c.minutes === minutes)!.result;
  return { cycles, when };
}

const etaAt = (r: RunProgressReckoning, stopId: number) => r.etas.find((e) => e.stopId === stopId)!;
const passedStops = (r: RunProgressReckoning) => r.etas.filter((e) => e.passed).map((e) => e.stopId);

// the 北部方面 school-bound run: stops 12 … 22 at 12:12 … 12:43, at the school 12:50
const up = northUp as Track;

describe('reckonRunProgress on the simulator’s tracks', () => {
  it('on time: no delay all along, each stop passed once its time has come, ETAs as planned', () => {
    const { cycles, when } = replay(up, fixesOf(up), 702, 780);
    for (const { minutes, result } of cycles) {
      expect(Math.abs(result.delayMinutes), `delay at ${minutes}`).toBeLessThanOrEqual(1);
      expect(result.stale).toBe(false);
      for (const eta of result.etas.filter((e) => e.passed)) {
        const plan = up.stops.find((s) => s.stopId === eta.stopId)!.planMinutes;
        expect(minutes, `stop ${eta.stopId} passed at ${minutes}`).toBeGreaterThanOrEqual(plan);
      }
    }
    // 12:20, between 桶川駅東口 (12:23) and 本町六丁目 (12:18)
    const r = when(740);
    expect(r.delayMinutes).toBe(0);
    expect(passedStops(r)).toEqual([12, 13, 14]);
    expect(r.progress).toBeCloseTo(2.4, 1);
    expect(etaAt(r, 19)).toEqual({ stopId: 19, etaMinutes: 757, passed: false });
    // at the school: every stop passed
    expect(passedStops(when(772))).toEqual(up.stops.map((s) => s.stopId));
  });

  it('parked at the school before its run, then driving out along the course: not begun, ETAs as planned', () => {
    const { cycles, when } = replay(up, fixesOf(up), 702, 731.75);
    // the bus waits at the school, 150 m from the course's last stop, until 11:46, then drives
    // out past stop 13 to stop 12
    expect(fixesOf(up)[0]).toMatchObject({ lat: up.school.lat, lng: up.school.lng, speedKmh: 0 });
    for (const { result } of cycles) {
      expect(result.progress).toBe(0);
      expect(passedStops(result)).toEqual([]);
      expect(result.delayMinutes).toBe(0);
    }
    expect(etaAt(when(705), 22)).toEqual({ stopId: 22, etaMinutes: 763, passed: false });
  });

  it('still parked at the school after the start: late by the time gone and the drive to its first stop, no stop passed', () => {
    const parked = fixesOf(up).slice(0, 6);
    const stillParked = Array.from({ length: 40 }, (_, i) => ({
      ...parked[0]!,
      fixTime: at(702 + i),
    }));
    const { when } = replay(up, stillParked, 702, 741);
    const r = when(740);
    expect(passedStops(r)).toEqual([]);
    // 8 minutes past stop 12's time, and about 22 minutes' drive from the school to stop 12
    expect(r.delayMinutes).toBe(30);
    expect(etaAt(r, 22).etaMinutes).toBe(763 + 30);
  });

  it('12 minutes late: late already while it is on its way to the course, then its true delay', () => {
    const { cycles, when } = replay(up, fixesOf(up, 12), 702, 790);
    // still at the school at 11:54, when it should have left: late before the planned start, by
    // the drive to stop 12 it has not begun (the recorded bus leaves at 11:58)
    expect(when(714).delayMinutes).toBeGreaterThan(0);
    expect(when(702).delayMinutes).toBe(0);
    // so a learner at stop 12 asking for 5 minutes is not told at 12:08 by the timetable alone
    expect(etaAt(when(728), 12).etaMinutes - 728).toBeGreaterThan(5);
    // 12:20: it has not reached stop 12 (it passes stop 13 on its way there: not counted) — the
    // drive left to stop 12 says about 10 minutes
    const before = when(740);
    expect(passedStops(before)).toEqual([]);
    expect(before.delayMinutes).toBe(10);
    expect(etaAt(before, 12).etaMinutes).toBe(742);
    // 12:32: 8 minutes into the course, 12 minutes late
    const r = when(752);
    expect(r.delayMinutes).toBe(12);
    expect(passedStops(r)).toEqual([12, 13, 14]);
    expect(etaAt(r, 19)).toEqual({ stopId: 19, etaMinutes: 769, passed: false });
    for (const { minutes, result } of cycles.filter((c) => c.minutes >= 746 && c.minutes <= 775)) {
      expect(result.delayMinutes, `delay at ${minutes}`).toBe(12);
    }
    expect(passedStops(when(784))).toEqual(up.stops.map((s) => s.stopId));
  });

  it('a skipped stop: the bus drives straight from 15 to 17 and has still passed 16', () => {
    const skip = northUpSkip16 as Track;
    expect(
      fixesOf(skip).some((f) => Math.abs(f.lat - 36.0035) < 0.0005 && Math.abs(f.lng - 139.5565) < 0.0005),
    ).toBe(false);
    const { when } = replay(skip, fixesOf(skip), 702, 772);
    const r = when(750);
    expect(passedStops(r)).toEqual([12, 13, 14, 15, 16, 17]);
    expect(r.delayMinutes).toBe(0);
    expect(etaAt(r, 19)).toEqual({ stopId: 19, etaMinutes: 757, passed: false });
  });

  it('stale fixes: the phone falls silent — the last progress is kept and flagged stale', () => {
    const silentFrom = at(745);
    const fixes = fixesOf(up).filter((f) => f.fixTime < silentFrom);
    const { when } = replay(up, fixes, 702, 760);
    const last = when(745);
    expect(last.stale).toBe(false);
    // the last fix is of 12:24:50: not yet stale at 12:27:30, beyond POSITION_STALE_SECONDS at 12:28
    expect(when(747.5).stale).toBe(false);
    const r = when(748);
    expect(r.stale).toBe(true);
    expect(r.progress).toBe(last.progress);
    expect(passedStops(r)).toEqual(passedStops(last));
    expect(r.fixTime).toEqual(last.fixTime);
  });

  it('a trip from school: parked at the school before it sets out is not ahead; still there after the start is late', () => {
    const down = northDown as Track;
    expect(down.stops[0]!.planMinutes).toBeGreaterThan(down.run.planStartMinutes);
    const onTime = replay(down, fixesOf(down), down.run.planStartMinutes - 10, down.run.planEndMinutes + 5);
    const waiting = onTime.when(down.run.planStartMinutes - 5);
    expect(waiting.delayMinutes).toBe(0);
    expect(passedStops(waiting)).toEqual([]);
    const midway = onTime.when(down.stops[4]!.planMinutes + 0.5);
    expect(midway.delayMinutes).toBe(0);
    expect(passedStops(midway)).toEqual(down.stops.slice(0, 5).map((s) => s.stopId));
    expect(passedStops(onTime.when(down.run.planEndMinutes + 1))).toHaveLength(down.stops.length);

    const school = fixesOf(down)[0]!;
    const late = Array.from({ length: 40 }, (_, i) => ({
      ...school,
      fixTime: at(down.run.planStartMinutes - 10 + i),
    }));
    const r = replay(down, late, down.run.planStartMinutes - 10, down.run.planStartMinutes + 6).when(
      down.run.planStartMinutes + 5,
    );
    expect(r.delayMinutes).toBe(5);
    expect(etaAt(r, down.stops[0]!.stopId).etaMinutes).toBe(down.stops[0]!.planMinutes + 5);
  });

  it('a recorded end passes every stop; no fix at all keeps the plan, flagged stale', () => {
    const run = {
      date: DATE,
      planStartMinutes: 732,
      planEndMinutes: 770,
      actualStartMinutes: 733,
      actualEndMinutes: 771,
      school: up.school,
    };
    const ended = reckonRunProgress({ stops: up.stops, run, fix: null, now: at(772), previous: null });
    expect(passedStops(ended)).toHaveLength(up.stops.length);
    const none = reckonRunProgress({
      stops: up.stops,
      run: { ...run, actualStartMinutes: null, actualEndMinutes: null },
      fix: null,
      now: at(720),
      previous: null,
    });
    expect(none).toMatchObject({ stale: true, fixTime: null, progress: 0, delayMinutes: 0 });
    expect(none.etas.map((e) => e.etaMinutes)).toEqual(up.stops.map((s) => s.planMinutes));
  });
});
