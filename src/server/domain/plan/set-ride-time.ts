import { and, eq } from 'drizzle-orm';
import { minutesToTime } from '@shared/rules/display-time';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { busRunStops, reservations } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { assertInSchool } from '@server/domain/school/school-scope';

/** 'HH:MM' → minutes after midnight; the schema has already checked the form. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Sets (or clears, with null) the ride time staff give a booking at a stop its run has no time
 * for — a learner's own point (issue 11 §5) — on the preview screen, before the plan is fixed or
 * to re-fix it. Refused with 762 for a stop the run's timetable lists (its time comes from the
 * run) and 763 for a cancelled booking or a past date. Audited in the same transaction.
 */
export async function setRideTime(
  db: Db,
  actor: AuditActor,
  input: { reservationId: number; time: string | null },
  now: Date,
): Promise<{ reservationId: number; time: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        schoolId: reservations.schoolId,
        learnerId: reservations.learnerId,
        date: reservations.date,
        cancelledAt: reservations.cancelledAt,
        override: reservations.timeOverrideMinutes,
        planMinutes: busRunStops.planMinutes,
      })
      .from(reservations)
      .leftJoin(
        busRunStops,
        and(eq(busRunStops.runId, reservations.runId), eq(busRunStops.stopId, reservations.stopId)),
      )
      .where(eq(reservations.id, input.reservationId))
      .for('update', { of: reservations });
    assertInSchool(row, actor.schoolId);
    if (row.cancelledAt !== null || row.date < japanDateKey(now)) throw BusinessError.of('error', 763);
    if (row.planMinutes !== null) throw BusinessError.of('error', 762);
    const minutes = input.time === null ? null : minutesOf(input.time);
    await tx
      .update(reservations)
      .set({ timeOverrideMinutes: minutes })
      .where(eq(reservations.id, input.reservationId));
    const shown = (m: number | null) => (m === null ? null : minutesToTime(m));
    await recordAudit(
      tx,
      actor,
      {
        action: 'reservation.rideTime',
        targetType: 'reservation',
        targetId: input.reservationId,
        learnerId: row.learnerId,
        before: { date: row.date, rideTime: shown(row.override) },
        after: { date: row.date, rideTime: shown(minutes) },
      },
      now,
    );
    return { reservationId: input.reservationId, time: shown(minutes) };
  });
}
