import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotRidingWindow } from '@shared/rules/not-riding';
import { japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { busRunStops, busRuns, reservations, rideBoardings } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { BookingContext } from './booking-context';
import { findReservation, type BookedRide } from './list-reservations';

/** The refusal of each closed window (messages.ts 967–969). */
const REFUSAL: Record<Exclude<NotRidingWindow, 'open'>, number> = {
  cancellable: 967,
  departed: 968,
  boardingRecorded: 969,
};

/** Unknown, cancelled and another learner's bookings get one answer, which says nothing of whose it is. */
const gone = () => BusinessError.of('error', 966);

function refuseClosed(window: NotRidingWindow): void {
  if (window !== 'open') throw BusinessError.of('error', REFUSAL[window]);
}

/**
 * 「今日は乗りません」 (issue 27 §4): marks one of the learner's own active rides as not riding, or
 * undoes the mark, inside the window of shared/rules/not-riding.ts (after the cut-off, before the
 * bus leaves the learner's boarding place and before the driver recorded the rider). It is not a
 * cancel: the booking stays and its seat stays taken, so no run counter moves.
 *
 * - A booking that is not the learner's, unknown or cancelled: 966, one answer for all.
 * - Asking for what the ride already holds succeeds and writes nothing, outside the window too:
 *   a retry whose first answer was lost as the bus left must not read as a failure. A mark keeps
 *   its first not_riding_at.
 * - Otherwise a closed window is refused: 967 still cancellable, 968 the bus has left, 969 the
 *   driver tapped 乗車 / 不在.
 * The write is one conditional UPDATE that checks again, in the same statement, what others may
 * change meanwhile — the booking still active, no 乗車 / 不在 recorded, the run neither ended nor
 * (down) set out, its time at the learner's boarding place still ahead — so a driver's tap or a
 * cancel that lands between the read and the write is not overwritten. The cut-off depends only
 * on the date and the school's calendar, and is checked from the read. Answers the ride as
 * GetReservationList shows it.
 */
export async function setNotRiding(
  db: Db,
  ctx: BookingContext,
  input: { yoyakuId: number; notRiding: boolean },
  now: Date,
): Promise<BookedRide> {
  return db.transaction(async (tx) => {
    const ride = await findReservation(tx, ctx, input.yoyakuId, now);
    if (!ride) throw gone();
    if (ride.notRiding === input.notRiding) return ride;
    refuseClosed(ride.notRidingWindow);

    const updated = await tx
      .update(reservations)
      .set({
        notRidingAt: input.notRiding
          ? sql`coalesce(${reservations.notRidingAt}, ${now.toISOString()}::timestamptz)`
          : null,
      })
      .where(
        and(
          eq(reservations.id, input.yoyakuId),
          eq(reservations.schoolId, ctx.schoolId),
          eq(reservations.learnerId, ctx.learnerId),
          isNull(reservations.cancelledAt),
          eq(reservations.date, ride.date),
          stillBeforeDeparture(minutesIntoDay(ride.date, now)),
        ),
      )
      .returning({ id: reservations.id });
    const after = await findReservation(tx, ctx, input.yoyakuId, now);
    if (!after) throw gone();
    if (updated.length === 0 && after.notRiding !== input.notRiding) {
      refuseClosed(after.notRidingWindow);
      // changed beneath us in a way the window does not explain (the ride moved): look again
      throw gone();
    }
    return after;
  });
}

/** Minutes (fractional) since midnight of `date`, Japan time, at `now`. */
const minutesIntoDay = (date: string, now: Date) => (now.getTime() - japanInstant(date).getTime()) / 60_000;

/**
 * The part of the window that the driver's phone and staff may change, as SQL on the updated
 * reservation: notRidingWindow's closing conditions, with the same boarding time
 * (notRidingDepartureMinutes) computed in the statement.
 */
function stillBeforeDeparture(nowMinutes: number) {
  return sql`not exists (
      select 1 from ${rideBoardings}
      where ${rideBoardings.reservationId} = ${reservations.id} and ${rideBoardings.state} in ('boarded', 'absent')
    )
    and exists (
      select 1 from ${busRuns}
      where ${busRuns.id} = ${reservations.runId}
        and ${busRuns.actualEndMinutes} is null
        and (${reservations.upDown} = 1 or ${busRuns.actualStartMinutes} is null)
        and case when ${reservations.upDown} = 2 then ${busRuns.planStartMinutes}
          else coalesce(
            ${reservations.fixedMinutes},
            ${reservations.timeOverrideMinutes},
            (select ${busRunStops.planMinutes} from ${busRunStops}
              where ${busRunStops.runId} = ${busRuns.id} and ${busRunStops.stopId} = ${reservations.stopId}),
            ${busRuns.planStartMinutes})
          end > ${nowMinutes}::double precision
    )`;
}
