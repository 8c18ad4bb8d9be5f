import { and, count, eq, gte, sql } from 'drizzle-orm';
import { pointFormProblems } from '@shared/rules/point-form';
import type { PointInput } from '@shared/schemas/bus-stop-reg';
import type { Db } from '@server/db/client';
import { retryOnConflict } from '@server/db/retry';
import { stops } from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { BusinessError } from '@server/domain/business-error';
import {
  findRegistrableCategory,
  lockLearner,
  ownLivePoints,
  pointColumnsOf,
  pointFormOf,
  type PersonalCategory,
} from './own-points';

/**
 * The code of a learner's point: 'K' and its row id, at least four digits. Row ids are never
 * reused, so neither is a code, even after the point is deleted; the demo's own points (K0001,
 * K0002) were inserted before any registration could take those ids.
 */
const pointCode = (id: number) => `K${String(id).padStart(4, '0')}`;

/** How long the same point sent again counts as a retry of its registration, not a new point. */
const RETRY_WINDOW_MS = 10 * 60_000;

/**
 * BusStopRegister (SPEC.md §5, §7): a learner's new point in a personal category. Refuses with the
 * first form warning of SPEC.md §5 (40 category, 42 place, 43 address or name, 44/45 length),
 * 334 when the category is not one learners register in, 330 when the learner already has as
 * many points in it as its limit (deleted points do not count; pending and rejected ones do).
 * The point lands in the approval area, not net-released, so nobody can book from it before
 * staff approve it.
 *
 * The learner's row is locked before the count, so parallel registrations (a double-submitted
 * form, two tabs) are counted one after the other and never pass the limit together. A point the
 * learner registered in the same category with the same place, address and name in the last 10
 * minutes is answered as the registration's result instead (a retry after a time-out, a double
 * submission): neither a second point nor a false 330.
 */
export async function registerPoint(
  db: Db,
  ctx: BookingContext,
  request: { categoryCd: string; point: PointInput },
  now: Date,
): Promise<{ busStopCd: string; category: PersonalCategory }> {
  const form = pointFormOf(request.categoryCd, request.point);
  const [problem] = pointFormProblems(form, true);
  if (problem !== undefined) throw BusinessError.of('warning', problem);

  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const category = await findRegistrableCategory(tx, ctx, request.categoryCd);
      await lockLearner(tx, ctx);
      const columns = pointColumnsOf(form);
      const [same] = await tx
        .select({ busStopCd: stops.busStopCd })
        .from(stops)
        .where(
          and(
            ownLivePoints(ctx),
            eq(stops.categoryCd, category.categoryCd),
            eq(stops.latitude, columns.latitude),
            eq(stops.longitude, columns.longitude),
            eq(stops.address, columns.address),
            eq(stops.kanaName, columns.kanaName),
            gte(stops.submittedAt, new Date(now.getTime() - RETRY_WINDOW_MS)),
          ),
        )
        .limit(1);
      if (same) return { busStopCd: same.busStopCd, category };
      const [held] = await tx
        .select({ n: count() })
        .from(stops)
        .where(and(ownLivePoints(ctx), eq(stops.categoryCd, category.categoryCd)));
      if ((held?.n ?? 0) >= category.limitPerLearner) throw BusinessError.of('error', 330);

      // the id first, so the code can be derived from it in the same insert
      const next = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('stops', 'id'))::int as id`,
      )) as unknown as { rows: { id: number }[] };
      const id = Number(next.rows[0]!.id);
      const busStopCd = pointCode(id);
      await tx.insert(stops).values({
        id,
        schoolId: ctx.schoolId,
        busStopCd,
        ...columns,
        areaCd: ctx.approvalAreaCd,
        categoryCd: category.categoryCd,
        isNetRelease: false,
        ownerLearnerId: ctx.learnerId,
        createdAt: now,
        submittedAt: now,
      });
      return { busStopCd, category };
    }),
  );
}
