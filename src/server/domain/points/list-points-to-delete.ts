import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { pointCategories } from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { categoryColumns, pointsToDelete, type CategoryWithPoints } from './own-points';

/**
 * getDeleteBusStopCategory (SPEC.md §2 BusStopDeleteComfirm): the ticked points grouped by their
 * category, for the confirm page; refused as the deletion itself would be (46, 331, 332). Future
 * bookings are checked when the learner confirms (BusStopDelete).
 */
export async function listPointsToDelete(
  db: Db,
  ctx: BookingContext,
  busStopCds: string[],
): Promise<CategoryWithPoints[]> {
  const points = await pointsToDelete(db, ctx, busStopCds, { lock: false });
  const codes = [...new Set(points.flatMap((p) => (p.categoryCd === null ? [] : [p.categoryCd])))];
  const categories = await db
    .select(categoryColumns)
    .from(pointCategories)
    .where(and(eq(pointCategories.schoolId, ctx.schoolId), inArray(pointCategories.categoryCd, codes)))
    .orderBy(asc(pointCategories.categoryCd));
  return categories.map((c) => ({ ...c, points: points.filter((p) => p.categoryCd === c.categoryCd) }));
}
