import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { busRuns, reservations } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import { japanInstant } from '@shared/rules/japan-time';
import { bookingDeadline } from './rules/bookable-days';
import { capacityNeeded } from '@shared/rules/capacity';
import { listReservations, type BookedRide } from './list-reservations';
import { promoteWaitlist } from './promote-waitlist';
import type { BookingContext } from './booking-context';

/**
 * Cancels the learner's own bookings, all or none (issue 4, SPEC.md §4 cancel flow). The rows are
 * locked first, so two cancels of the same booking at once give one cancellation and one
 * refusal. Refuses with 325 when a booking is gone, already cancelled or not this learner's
 * (never saying which), and with 326 when one is past its cut-off (no longer isNetCancel) — for
 * staff (`passCutoff`, issue 10 §3) only once its run has departed (planned start).
 * The seats go back to the run in the same transaction, and go to the run's queue in it
 * (キャンセル待ち, issue 29 §1): a freed seat is never left free while someone in the queue fits.
 * Returns the cancelled bookings as the lists showed them.
 *
 * Runs are locked in id order before any is updated, so two cancels touching the same runs
 * never wait on each other in a circle. Runs inside the caller's transaction (the idempotency
 * key's, see idempotent-write.ts), which reruns it after a deadlock or serialization failure that
 * still happens (a booking of the same run at that moment).
 */
export async function cancelReservations(
  tx: Db,
  ctx: BookingContext,
  yoyakuIds: number[],
  now: Date,
  rules: { passCutoff?: boolean } = {},
): Promise<BookedRide[]> {
  const ids = [...new Set(yoyakuIds)];
  const rows = await tx
    .select({
      id: reservations.id,
      runId: reservations.runId,
      date: reservations.date,
      passenger: reservations.passenger,
      childSheet: reservations.childSheet,
      jitensya: reservations.jitensya,
      departsMinutes: busRuns.planStartMinutes,
    })
    .from(reservations)
    .innerJoin(busRuns, eq(busRuns.id, reservations.runId))
    .where(
      and(
        eq(reservations.schoolId, ctx.schoolId),
        eq(reservations.learnerId, ctx.learnerId),
        inArray(reservations.id, ids),
        isNull(reservations.cancelledAt),
      ),
    )
    .orderBy(reservations.id)
    // the runs are locked below, in id order
    .for('update', { of: reservations });
  if (rows.length !== ids.length) throw BusinessError.of('error', 325);
  // staff may cancel past the cut-off, down to today's rides not yet departed (a learner who calls in sick)
  const closed = rules.passCutoff
    ? (row: { date: string; departsMinutes: number }) => now >= japanInstant(row.date, row.departsMinutes)
    : (row: { date: string }) => now >= bookingDeadline(row.date, ctx.calendar);
  if (rows.some(closed)) throw BusinessError.of('error', 326);

  const earliest = rows.map((row) => row.date).sort()[0]!;
  const cancelled = (await listReservations(tx, ctx, { fromDate: earliest }, now)).filter((ride) =>
    ids.includes(ride.yoyakuId),
  );
  await tx.update(reservations).set({ cancelledAt: now }).where(inArray(reservations.id, ids));
  // a learner holds one active booking per run, so each run is freed once
  const byRun = [...rows].sort((x, y) => x.runId - y.runId);
  await tx
    .select({ id: busRuns.id })
    .from(busRuns)
    .where(
      inArray(
        busRuns.id,
        byRun.map((row) => row.runId),
      ),
    )
    .orderBy(busRuns.id)
    .for('update');
  for (const row of byRun) {
    const freed = capacityNeeded(row);
    await tx
      .update(busRuns)
      .set({
        bookedSeats: sql`${busRuns.bookedSeats} - ${freed.seats}`,
        bookedChildSeats: sql`${busRuns.bookedChildSeats} - ${freed.childSeats}`,
        bookedBicycles: sql`${busRuns.bookedBicycles} - ${freed.bicycles}`,
      })
      .where(eq(busRuns.id, row.runId));
  }
  await promoteWaitlist(
    tx,
    byRun.map((row) => row.runId),
    now,
  );
  return cancelled;
}
