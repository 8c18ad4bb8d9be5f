import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { pointCategories, stops } from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { categoryColumns, ownLivePoints, ownPointColumns, type CategoryWithPoints } from './own-points';

/**
 * Which personal categories a list holds: `registrable` those the school offers for registration
 * (released on the net) — the menu's dropdown; `all` also the ones the school no longer offers in
 * which the learner still has points — the edit and check screens, so every point stays in reach.
 */
export type CategoryScope = 'registrable' | 'all';

/**
 * The school's personal categories (getBusStopCategory, getBusStopCategoryKojin), by categoryCd,
 * each with the learner's points that are not deleted, in the order registered: pending, rejected and approved
 * alike, since every one of them counts toward the category's limit.
 */
export async function listPointCategories(
  db: Db,
  ctx: BookingContext,
  scope: CategoryScope,
): Promise<CategoryWithPoints[]> {
  const categories = await db
    .select(categoryColumns)
    .from(pointCategories)
    .where(and(eq(pointCategories.schoolId, ctx.schoolId), eq(pointCategories.isPersonal, true)))
    .orderBy(asc(pointCategories.categoryCd));
  const points = await db
    .select(ownPointColumns)
    .from(stops)
    .where(ownLivePoints(ctx))
    .orderBy(asc(stops.id));
  return categories
    .map((c) => ({ ...c, points: points.filter((p) => p.categoryCd === c.categoryCd) }))
    .filter((c) => c.isNetRelease || (scope === 'all' && c.points.length > 0));
}
