import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AssignmentWarning,
  AssignVehiclesResult,
  VehicleAssignment,
  VehicleAssignments,
} from '@shared/schemas/admin-vehicles';
import { assignmentWarnings, type CheckedRun } from '@shared/rules/assignment-checks';
import { minutesToTime } from '@shared/rules/display-time';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { busRuns, courses, vehicles } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';

/** Defaults come from the same weekday a week before: schools drive the same week after week. */
const DEFAULT_FROM_DAYS_BEFORE = 7;

async function runsOf(db: Db, schoolId: number, date: string) {
  return db
    .select({
      runId: busRuns.id,
      binCd: busRuns.binCd,
      binName: busRuns.binName,
      homenCd: courses.homenCd,
      courseName: courses.name,
      upDown: busRuns.upDown,
      jgn: busRuns.jgn,
      planStartMinutes: busRuns.planStartMinutes,
      planEndMinutes: busRuns.planEndMinutes,
      riders: busRuns.bookedSeats,
      vehicleCd: busRuns.vehicleCd,
      vehicleAssignedAt: busRuns.vehicleAssignedAt,
    })
    .from(busRuns)
    .innerJoin(courses, eq(courses.id, busRuns.courseId))
    .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, date)))
    .orderBy(asc(courses.homenCd), asc(busRuns.upDown), asc(busRuns.planStartMinutes), asc(busRuns.binCd));
}

/**
 * The runs of a date with their vehicles (issue 13 §4, the daily vehicle-to-run assignment), each
 * with the vehicle the same run (binCd) had on the previous same weekday. That one is offered as
 * the default, read each time and never written by reading: the run's own vehicle stays the one
 * in effect (and the one learners' position screens follow) until staff save a choice, so the
 * console shows honestly what is in effect and what it suggests.
 */
export async function listVehicleAssignments(
  db: Db,
  schoolId: number,
  date: string,
  now: Date,
): Promise<VehicleAssignments> {
  const previousDate = addDays(date, -DEFAULT_FROM_DAYS_BEFORE);
  const [runs, previousRuns] = await Promise.all([
    runsOf(db, schoolId, date),
    db
      .select({ binCd: busRuns.binCd, vehicleCd: busRuns.vehicleCd })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, previousDate))),
  ]);
  const previousOf = new Map(previousRuns.map((r) => [r.binCd, r.vehicleCd]));
  return {
    date,
    previousDate,
    editable: date >= japanDateKey(now),
    runs: runs.map((r): VehicleAssignment => ({
      runId: r.runId,
      binCd: r.binCd,
      binName: r.binName,
      homenCd: r.homenCd,
      courseName: r.courseName,
      upDown: r.upDown === 2 ? 2 : 1,
      jgn: r.jgn,
      planStart: minutesToTime(r.planStartMinutes),
      planEnd: minutesToTime(r.planEndMinutes),
      riders: r.riders,
      vehicleCd: r.vehicleCd,
      chosen: r.vehicleAssignedAt !== null,
      previous: previousOf.has(r.binCd) ? { vehicleCd: previousOf.get(r.binCd) ?? null } : null,
    })),
  };
}

export interface AssignVehiclesInput {
  date: string;
  /** null: no vehicle */
  assignments: readonly { runId: number; vehicleCd: string | null }[];
  /** save despite the warnings; without it, warnings refuse the whole set (807–809) */
  confirm: boolean;
}

/** 807 seats only, 808 overlaps only, 809 both. */
function warningCode(warnings: readonly AssignmentWarning[]): number {
  const capacity = warnings.some((w) => w.kind === 'capacity');
  const overlap = warnings.some((w) => w.kind === 'overlap');
  return capacity && overlap ? 809 : capacity ? 807 : 808;
}

/**
 * Sets the vehicles of runs of one date, today or later, all or nothing (issue 13 §4, issue 26 §4):
 * 788 for a past date, 810 for a run named twice, 787 for a run the date does not have, 786 for a
 * vehicle the school does not have, 785 for a retired one. The runs of the date are locked, the
 * set applied to them in memory and checked (shared/rules/assignment-checks): a vehicle with fewer
 * seats than a run's riders, or one that would drive two runs at overlapping times, refuses the
 * set with 807–809 and the warnings in the refusal's data unless `confirm`; confirmed, each changed
 * run's audit entry ('run.assign-vehicle') keeps the warnings it overrode. A run whose vehicle
 * staff had already chosen as it is now is left alone; one still as generated is marked chosen.
 */
export async function assignVehicles(
  db: Db,
  actor: AuditActor,
  input: AssignVehiclesInput,
  now: Date,
): Promise<AssignVehiclesResult> {
  if (input.date < japanDateKey(now)) throw BusinessError.of('error', 788);
  const wanted = new Map<number, string | null>();
  for (const a of input.assignments) {
    if (wanted.has(a.runId)) throw BusinessError.of('error', 810);
    wanted.set(a.runId, a.vehicleCd);
  }
  const codes = [...new Set([...wanted.values()].filter((cd): cd is string => cd !== null))];
  const result = await db.transaction(async (tx) => {
    const known =
      codes.length === 0
        ? []
        : await tx
            .select({ vehicleCd: vehicles.vehicleCd, seats: vehicles.seats, retiredAt: vehicles.retiredAt })
            .from(vehicles)
            .where(and(eq(vehicles.schoolId, actor.schoolId), inArray(vehicles.vehicleCd, codes)));
    if (codes.some((cd) => !known.some((v) => v.vehicleCd === cd))) throw BusinessError.of('error', 786);
    if (known.some((v) => v.retiredAt !== null)) throw BusinessError.of('error', 785);
    // every run of the date, locked: an overlap may involve a run outside the set
    const runs = await tx
      .select({
        id: busRuns.id,
        binCd: busRuns.binCd,
        startMinutes: busRuns.planStartMinutes,
        endMinutes: busRuns.planEndMinutes,
        riders: busRuns.bookedSeats,
        vehicleCd: busRuns.vehicleCd,
        vehicleAssignedAt: busRuns.vehicleAssignedAt,
      })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, actor.schoolId), eq(busRuns.date, input.date)))
      .orderBy(asc(busRuns.planStartMinutes), asc(busRuns.binCd))
      .for('update');
    if ([...wanted.keys()].some((runId) => !runs.some((r) => r.id === runId)))
      throw BusinessError.of('error', 787);
    const changed = runs.filter(
      (r) => wanted.has(r.id) && (wanted.get(r.id) !== r.vehicleCd || r.vehicleAssignedAt === null),
    );
    const after: CheckedRun[] = runs.map((r) => ({
      runId: r.id,
      binCd: r.binCd,
      startMinutes: r.startMinutes,
      endMinutes: r.endMinutes,
      riders: r.riders,
      vehicleCd: wanted.has(r.id) ? wanted.get(r.id)! : r.vehicleCd,
    }));
    const warnings = assignmentWarnings(
      after,
      new Map(known.map((v) => [v.vehicleCd, v.seats])),
      new Set(changed.map((r) => r.id)),
    );
    if (warnings.length > 0 && !input.confirm) {
      throw BusinessError.of('error', warningCode(warnings), undefined, { warnings });
    }
    for (const run of changed) {
      const vehicleCd = wanted.get(run.id)!;
      await tx.update(busRuns).set({ vehicleCd, vehicleAssignedAt: now }).where(eq(busRuns.id, run.id));
      const overridden = warnings.filter(
        (w) => w.runId === run.id || (w.kind === 'overlap' && w.otherRunId === run.id),
      );
      await recordAudit(
        tx,
        actor,
        {
          action: 'run.assign-vehicle',
          targetType: 'run',
          targetId: run.id,
          runId: run.id,
          before: {
            date: input.date,
            binCd: run.binCd,
            vehicleCd: run.vehicleCd,
            chosen: run.vehicleAssignedAt !== null,
          },
          after: {
            date: input.date,
            binCd: run.binCd,
            vehicleCd,
            chosen: true,
            ...(overridden.length > 0 ? { overriddenWarnings: overridden } : {}),
          },
        },
        now,
      );
    }
    return { changed: changed.length, overridden: warnings };
  });
  return { ...result, day: await listVehicleAssignments(db, actor.schoolId, input.date, now) };
}

export interface AssignVehicleInput {
  date: string;
  binCd: string;
  /** null: no vehicle */
  vehicleCd: string | null;
  confirm: boolean;
}

/**
 * Sets the vehicle of one run of a date by its binCd: {@link assignVehicles} for that run alone
 * (787 when the date has no such run). Dispatchers may do it (it runs the day). Answers the run's
 * assignment.
 */
export async function assignVehicle(
  db: Db,
  actor: AuditActor,
  input: AssignVehicleInput,
  now: Date,
): Promise<VehicleAssignment> {
  if (input.date < japanDateKey(now)) throw BusinessError.of('error', 788);
  const [run] = await db
    .select({ id: busRuns.id })
    .from(busRuns)
    .where(
      and(eq(busRuns.schoolId, actor.schoolId), eq(busRuns.date, input.date), eq(busRuns.binCd, input.binCd)),
    );
  if (!run) throw BusinessError.of('error', 787);
  const { day } = await assignVehicles(
    db,
    actor,
    {
      date: input.date,
      assignments: [{ runId: run.id, vehicleCd: input.vehicleCd }],
      confirm: input.confirm,
    },
    now,
  );
  return day.runs.find((r) => r.runId === run.id)!;
}
