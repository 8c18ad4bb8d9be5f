import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { retryOnConflict } from '@server/db/retry';
import { stops } from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { BusinessError } from '@server/domain/business-error';
import { bookedDatesFrom, datesText, detachFromFutureRuns, lockLearner, pointsToDelete } from './own-points';

/**
 * BusStopDelete (SPEC.md §2, §8): deletes the ticked points, all or none, in one transaction.
 * Refuses with 46, 331 or 332 as {@link pointsToDelete} does, and with 999999 (shown on the menu)
 * naming the dates when any of them has an active booking from today on: the learner cancels those
 * first, so a deletion never takes away a ride the school plans for (issue 12: refused rather than
 * cancelled silently). A deleted point is kept for the past bookings that name it, but taken off
 * its courses and the runs from today on, listed nowhere and never bookable again; its code is
 * never reused. Codes of the learner's own points deleted before (a retried or double-submitted
 * deletion) are passed over, so it answers how many points this call deleted — 0 when all were
 * deleted already; another learner's code is still 331.
 */
export async function deletePoints(
  db: Db,
  ctx: BookingContext,
  busStopCds: string[],
  now: Date,
): Promise<number> {
  const today = japanDateKey(now);
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      await lockLearner(tx, ctx);
      const gone = await alreadyDeleted(tx, ctx, busStopCds);
      const rest = busStopCds.filter((cd) => !gone.has(cd));
      if (gone.size > 0 && rest.length === 0) return 0;
      const points = await pointsToDelete(tx, ctx, rest, { lock: true });
      const ids = points.map((p) => p.id);
      const dates = await bookedDatesFrom(tx, ids, today);
      if (dates.length > 0) throw BusinessError.of('error', 999999, { dates: datesText(dates) }, { dates });
      await detachFromFutureRuns(tx, ctx, ids, today);
      await tx.update(stops).set({ deletedAt: now }).where(inArray(stops.id, ids));
      return points.length;
    }),
  );
}

/** The codes among `busStopCds` of the learner's own points that are deleted already. */
async function alreadyDeleted(tx: Db, ctx: BookingContext, busStopCds: string[]): Promise<Set<string>> {
  if (busStopCds.length === 0) return new Set();
  const rows = await tx
    .select({ busStopCd: stops.busStopCd })
    .from(stops)
    .where(
      and(
        eq(stops.schoolId, ctx.schoolId),
        eq(stops.ownerLearnerId, ctx.learnerId),
        isNotNull(stops.deletedAt),
        inArray(stops.busStopCd, busStopCds),
      ),
    );
  return new Set(rows.map((r) => r.busStopCd));
}
