import { and, asc, eq } from 'drizzle-orm';
import type { VehicleAssignment, VehicleAssignments } from '@shared/schemas/admin-vehicles';
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
      vehicleCd: r.vehicleCd,
      chosen: r.vehicleAssignedAt !== null,
      previous: previousOf.has(r.binCd) ? { vehicleCd: previousOf.get(r.binCd) ?? null } : null,
    })),
  };
}

export interface AssignVehicleInput {
  date: string;
  binCd: string;
  /** null: no vehicle */
  vehicleCd: string | null;
}

/**
 * Sets the vehicle of one run of a date, today or later (788 for a past date): 786 when the
 * school has no such vehicle, 785 when it is retired, 787 when the date has no such run.
 * Dispatchers may do it (it runs the day). Audited; answers the run's assignment.
 */
export async function assignVehicle(
  db: Db,
  actor: AuditActor,
  input: AssignVehicleInput,
  now: Date,
): Promise<VehicleAssignment> {
  if (input.date < japanDateKey(now)) throw BusinessError.of('error', 788);
  if (input.vehicleCd !== null) {
    const [vehicle] = await db
      .select({ retiredAt: vehicles.retiredAt })
      .from(vehicles)
      .where(and(eq(vehicles.schoolId, actor.schoolId), eq(vehicles.vehicleCd, input.vehicleCd)));
    if (!vehicle) throw BusinessError.of('error', 786);
    if (vehicle.retiredAt) throw BusinessError.of('error', 785);
  }
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select({ id: busRuns.id, vehicleCd: busRuns.vehicleCd, vehicleAssignedAt: busRuns.vehicleAssignedAt })
      .from(busRuns)
      .where(
        and(
          eq(busRuns.schoolId, actor.schoolId),
          eq(busRuns.date, input.date),
          eq(busRuns.binCd, input.binCd),
        ),
      )
      .for('update');
    if (!run) throw BusinessError.of('error', 787);
    await tx
      .update(busRuns)
      .set({ vehicleCd: input.vehicleCd, vehicleAssignedAt: now })
      .where(eq(busRuns.id, run.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'run.assign-vehicle',
        targetType: 'run',
        targetId: run.id,
        before: {
          date: input.date,
          binCd: input.binCd,
          vehicleCd: run.vehicleCd,
          chosen: run.vehicleAssignedAt !== null,
        },
        after: { date: input.date, binCd: input.binCd, vehicleCd: input.vehicleCd, chosen: true },
      },
      now,
    );
  });
  const { runs } = await listVehicleAssignments(db, actor.schoolId, input.date, now);
  return runs.find((r) => r.binCd === input.binCd)!;
}
