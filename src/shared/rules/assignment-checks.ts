import type { AssignmentWarning } from '@shared/schemas/admin-vehicles';

/** A run of one date as the assignment checks see it, with the vehicle it would have. */
export interface CheckedRun {
  runId: number;
  binCd: string;
  /** planned start and end, minutes after midnight (Japan time) */
  startMinutes: number;
  endMinutes: number;
  /** booked seats: learners and the children riding with them (bus_runs.booked_seats) */
  riders: number;
  vehicleCd: string | null;
}

/**
 * Whether two runs' planned times overlap: closed intervals [start, end], so a run that ends at
 * 08:50 and one that starts at 08:50 overlap — a bus that arrives cannot leave in the same minute.
 */
export function runsOverlap(a: Pick<CheckedRun, 'startMinutes' | 'endMinutes'>, b: typeof a): boolean {
  return a.startMinutes <= b.endMinutes && b.startMinutes <= a.endMinutes;
}

/**
 * What staff must confirm before a day's assignment is saved (issue 26 §4): for each run in
 * `assigned` that gets a vehicle, `capacity` when the vehicle has fewer seats than the run's
 * riders, and `overlap` for each other run of the date the same vehicle would drive at an
 * overlapping time. `runs` are every run of the date with the vehicles they would have once the
 * assignment is saved, so overlaps within the set itself count too; a pair of assigned runs is
 * named once (on the earlier of the two in `runs`). `seatsOf` gives each vehicle's seats; a vehicle
 * missing from it is not checked for capacity (the caller refuses unknown vehicles on its own).
 */
export function assignmentWarnings(
  runs: readonly CheckedRun[],
  seatsOf: ReadonlyMap<string, number>,
  assigned: ReadonlySet<number>,
): AssignmentWarning[] {
  const warnings: AssignmentWarning[] = [];
  runs.forEach((run, index) => {
    if (!assigned.has(run.runId) || run.vehicleCd === null) return;
    const seats = seatsOf.get(run.vehicleCd);
    if (seats !== undefined && seats < run.riders) {
      warnings.push({
        kind: 'capacity',
        runId: run.runId,
        binCd: run.binCd,
        vehicleCd: run.vehicleCd,
        seats,
        riders: run.riders,
      });
    }
    runs.forEach((other, otherIndex) => {
      if (other.runId === run.runId || other.vehicleCd !== run.vehicleCd) return;
      if (assigned.has(other.runId) && otherIndex < index) return;
      if (!runsOverlap(run, other)) return;
      warnings.push({
        kind: 'overlap',
        runId: run.runId,
        binCd: run.binCd,
        vehicleCd: run.vehicleCd!,
        otherRunId: other.runId,
        otherBinCd: other.binCd,
      });
    });
  });
  return warnings;
}
