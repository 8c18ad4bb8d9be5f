import { describe, expect, it } from 'vitest';
import { assignmentWarnings, runsOverlap, type CheckedRun } from './assignment-checks';

const run = (
  runId: number,
  start: string,
  end: string,
  riders: number,
  vehicleCd: string | null,
): CheckedRun => ({
  runId,
  binCd: `B${runId}`,
  startMinutes: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
  endMinutes: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
  riders,
  vehicleCd,
});
const seats = new Map([
  ['BIG', 28],
  ['SMALL', 10],
]);

describe('assignment checks: seats below the riders, one vehicle on overlapping runs', () => {
  it('a 10-seat bus on a run with 18 riders is a capacity warning; on one with 10 riders it is not', () => {
    const runs = [run(1, '08:10', '08:50', 18, 'SMALL'), run(2, '12:10', '12:50', 10, 'SMALL')];
    expect(assignmentWarnings(runs, seats, new Set([1, 2]))).toEqual([
      { kind: 'capacity', runId: 1, binCd: 'B1', vehicleCd: 'SMALL', seats: 10, riders: 18 },
    ]);
  });

  it('only the runs being assigned are checked: a run left as it is warns of nothing', () => {
    const runs = [run(1, '08:10', '08:50', 18, 'SMALL'), run(2, '12:10', '12:50', 3, 'BIG')];
    expect(assignmentWarnings(runs, seats, new Set([2]))).toEqual([]);
  });

  it('a run without a vehicle, or with a vehicle the caller does not know, warns of no seats', () => {
    const runs = [run(1, '08:10', '08:50', 18, null), run(2, '09:10', '09:50', 18, 'GONE')];
    expect(assignmentWarnings(runs, seats, new Set([1, 2]))).toEqual([]);
  });

  it('the same bus on a run of 08:10–08:50 and one of 08:30–09:10 overlaps, named on the assigned run', () => {
    const runs = [run(1, '08:10', '08:50', 5, 'BIG'), run(2, '08:30', '09:10', 5, 'BIG')];
    expect(assignmentWarnings(runs, seats, new Set([2]))).toEqual([
      { kind: 'overlap', runId: 2, binCd: 'B2', vehicleCd: 'BIG', otherRunId: 1, otherBinCd: 'B1' },
    ]);
  });

  it('two assigned runs that overlap each other are one warning, not two', () => {
    const runs = [run(1, '08:10', '08:50', 5, 'BIG'), run(2, '08:30', '09:10', 5, 'BIG')];
    expect(assignmentWarnings(runs, seats, new Set([1, 2]))).toEqual([
      { kind: 'overlap', runId: 1, binCd: 'B1', vehicleCd: 'BIG', otherRunId: 2, otherBinCd: 'B2' },
    ]);
  });

  it('runs that touch (08:50 end, 08:50 start) overlap; a minute apart they do not', () => {
    expect(runsOverlap(run(1, '08:10', '08:50', 0, null), run(2, '08:50', '09:30', 0, null))).toBe(true);
    expect(runsOverlap(run(1, '08:10', '08:50', 0, null), run(2, '08:51', '09:30', 0, null))).toBe(false);
    expect(runsOverlap(run(1, '08:10', '09:50', 0, null), run(2, '08:30', '08:40', 0, null))).toBe(true);
  });

  it('different vehicles at the same time do not overlap', () => {
    const runs = [run(1, '08:10', '08:50', 5, 'BIG'), run(2, '08:10', '08:50', 5, 'SMALL')];
    expect(assignmentWarnings(runs, seats, new Set([1, 2]))).toEqual([]);
  });
});
