import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { learners } from '@server/db/schema';
import { rideRows } from '@server/domain/booking/reservation-rows';
import type { PlanBooking } from './ride-changes';

/** A booking of the date with what the preview and the mails show of it. */
export interface PlanRow {
  reservationId: number;
  learnerId: number;
  seitoNo: string;
  learnerName: string;
  furigana: string;
  mailAddress: string;
  upDown: number;
  jgn: number;
  periodName: string | null;
  runId: number;
  binName: string;
  stopId: number;
  stopName: string;
  stopDisplayName: string;
  stopKanaName: string;
  /** the run's planned time at the stop; null when the run does not list it (a learner's own point) */
  planMinutes: number | null;
  timeOverrideMinutes: number | null;
  fixedMinutes: number | null;
  fixedAt: Date | null;
  cancelledAt: Date | null;
}

/**
 * The time a fix freezes for a booking (issue 11 §5): the run's planned time at the stop — up where
 * the learner boards, down where they get off — or, for a stop the run does not list (a learner's
 * own point), the time staff entered; null while neither exists.
 */
export const rideMinutes = (row: Pick<PlanRow, 'planMinutes' | 'timeOverrideMinutes'>): number | null =>
  row.planMinutes ?? row.timeOverrideMinutes;

/** The name a learner knows the stop by: their own name for it, else the school's display name, else its name. */
export const placeOf = (row: Pick<PlanRow, 'stopKanaName' | 'stopDisplayName' | 'stopName'>): string =>
  row.stopKanaName || row.stopDisplayName || row.stopName;

/**
 * The bookings of a date that fixing the plan looks at: every active one, and every cancelled one
 * whose told ride is not settled yet (fixed_at kept on the cancelled row). By furigana, student
 * number, direction and period, so the preview reads learner by learner. One query.
 */
export async function loadPlanRows(db: Db, schoolId: number, date: string): Promise<PlanRow[]> {
  const rides = rideRows(db);
  return db
    .select({
      reservationId: rides.reservationId,
      learnerId: learners.id,
      seitoNo: learners.seitoNo,
      learnerName: learners.name,
      furigana: learners.furigana,
      mailAddress: learners.mailAddress,
      upDown: rides.upDown,
      jgn: rides.jgn,
      periodName: rides.periodName,
      runId: rides.runId,
      binName: rides.binName,
      stopId: rides.stopId,
      stopName: rides.stopName,
      stopDisplayName: rides.stopDisplayName,
      stopKanaName: rides.stopKanaName,
      planMinutes: rides.stopPlanMinutes,
      timeOverrideMinutes: rides.timeOverrideMinutes,
      fixedMinutes: rides.fixedMinutes,
      fixedAt: rides.fixedAt,
      cancelledAt: rides.cancelledAt,
    })
    .from(rides)
    .innerJoin(learners, eq(learners.id, rides.learnerId))
    .where(
      and(
        eq(rides.schoolId, schoolId),
        eq(rides.date, date),
        or(isNull(rides.cancelledAt), isNotNull(rides.fixedAt)),
      ),
    )
    .orderBy(
      asc(learners.furigana),
      asc(learners.seitoNo),
      asc(rides.upDown),
      asc(rides.jgn),
      asc(rides.reservationId),
    );
}

/** A row as the pure rule (`ride-changes.ts`) sees it. */
export function planBookingOf(row: PlanRow): PlanBooking {
  return {
    reservationId: row.reservationId,
    learnerId: row.learnerId,
    upDown: row.upDown === 2 ? 2 : 1,
    jgn: row.jgn,
    active: row.cancelledAt === null,
    current: { runId: row.runId, stopId: row.stopId, minutes: rideMinutes(row) },
    told:
      row.fixedAt !== null && row.fixedMinutes !== null
        ? { runId: row.runId, stopId: row.stopId, minutes: row.fixedMinutes }
        : null,
  };
}
