import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { stops } from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { BusinessError } from '@server/domain/business-error';
import {
  findRegistrableCategory,
  ownLivePoints,
  ownPointColumns,
  type CategoryWithPoints,
} from './own-points';

/**
 * checkBusStopCategory (SPEC.md §7): the category the learner chose on the menu with their points
 * in it, so the screen can tell whether one more fits its limit before the map opens (SPEC.md §5:
 * 40 when none was chosen, 334 when it is not one learners register in). Registration checks the
 * limit again under a lock; this answer only saves a trip to the map.
 */
export async function checkCategory(
  db: Db,
  ctx: BookingContext,
  categoryCd: string,
): Promise<CategoryWithPoints> {
  if (categoryCd === '') throw BusinessError.of('warning', 40);
  const category = await findRegistrableCategory(db, ctx, categoryCd);
  const points = await db
    .select(ownPointColumns)
    .from(stops)
    .where(and(ownLivePoints(ctx), eq(stops.categoryCd, categoryCd)))
    .orderBy(asc(stops.id));
  return { ...category, points };
}
