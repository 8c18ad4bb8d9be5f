import { and, eq } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import { isEditablePoint, pointFormProblems } from '@shared/rules/point-form';
import type { PointInput } from '@shared/schemas/bus-stop-reg';
import type { Db } from '@server/db/client';
import { retryOnConflict } from '@server/db/retry';
import { pointCategories, stops } from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { BusinessError } from '@server/domain/business-error';
import {
  bookedDatesFrom,
  categoryColumns,
  datesText,
  detachFromFutureRuns,
  isPending,
  lockLearner,
  ownLivePoints,
  ownPointColumns,
  pointColumnsOf,
  pointFormOf,
  pointStateOf,
  type PersonalCategory,
} from './own-points';

/**
 * BusStopUpdate (the edit SPEC.md §2 BusStopEdit offers): new place, address and name for one of
 * the learner's points, which goes back to the approval area — not net-released, off its courses
 * and off the runs from today on, the staff's reason cleared — and so is not bookable until staff
 * approve it again (SPEC.md §4). Refuses with the first form warning (42–45), 331 when the point
 * is not the learner's or is deleted (the same answer for another learner's point: nothing is
 * revealed), 332 while it is pending — unless it is pending with exactly the fields sent (a retried
 * edit, answered as done) — 333 when staff approved and released it (the learner
 * deletes it and registers again), 335 with the dates while it has active bookings from today on.
 * The learner's row and then the point's are locked, as every point command does.
 */
export async function updatePoint(
  db: Db,
  ctx: BookingContext,
  request: { busStopCd: string; point: PointInput },
  now: Date,
): Promise<{ busStopCd: string; category: PersonalCategory | undefined }> {
  const form = pointFormOf('', request.point);
  const [problem] = pointFormProblems(form, false);
  if (problem !== undefined) throw BusinessError.of('warning', problem);
  const today = japanDateKey(now);

  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      await lockLearner(tx, ctx);
      const [point] = await tx
        .select(ownPointColumns)
        .from(stops)
        .where(and(ownLivePoints(ctx), eq(stops.busStopCd, request.busStopCd)))
        .for('update');
      if (!point) throw BusinessError.of('error', 331);
      const state = pointStateOf(point, ctx.approvalAreaCd);
      const columns = pointColumnsOf(form);
      if (isPending(state)) {
        const retried =
          point.latitude === columns.latitude &&
          point.longitude === columns.longitude &&
          point.address === columns.address &&
          point.kanaName === columns.kanaName;
        if (!retried) throw BusinessError.of('error', 332);
      } else {
        if (!isEditablePoint(state)) throw BusinessError.of('error', 333);
        const dates = await bookedDatesFrom(tx, [point.id], today);
        if (dates.length > 0) throw BusinessError.of('error', 335, { dates: datesText(dates) }, { dates });

        await detachFromFutureRuns(tx, ctx, [point.id], today);
        await tx
          .update(stops)
          .set({
            ...columns,
            areaCd: ctx.approvalAreaCd,
            isNetRelease: false,
            rejectionReason: null,
            submittedAt: now,
          })
          .where(eq(stops.id, point.id));
      }
      const [category] = point.categoryCd
        ? await tx
            .select(categoryColumns)
            .from(pointCategories)
            .where(
              and(
                eq(pointCategories.schoolId, ctx.schoolId),
                eq(pointCategories.categoryCd, point.categoryCd),
              ),
            )
        : [];
      return { busStopCd: point.busStopCd, category };
    }),
  );
}
