import { inArray, lt } from 'drizzle-orm';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { vehiclePositions } from '@server/db/schema';

/**
 * Japan dates of track kept: today's, and yesterday's so staff can still look into last
 * evening's runs the next morning (a learner says the bus never came). Older fixes serve nothing
 * the product shows; the latest fix per vehicle lives in its own table and is never pruned.
 */
export const POSITION_TRACK_DAYS = 2;

/** Rows per DELETE: short statements, so fixes being written never wait long behind a prune. */
const PRUNE_BATCH = 5_000;

/** The first instant kept: 00:00 Japan time of the oldest kept date. */
export function trackKeptFrom(now: Date): Date {
  return japanInstant(addDays(japanDateKey(now), 1 - POSITION_TRACK_DAYS));
}

/** Deletes track fixes taken before {@link trackKeptFrom}, in batches; answers how many went. */
export async function prunePositions(db: Db, now: Date): Promise<number> {
  const cutoff = trackKeptFrom(now);
  let deleted = 0;
  for (;;) {
    const old = db
      .select({ id: vehiclePositions.id })
      .from(vehiclePositions)
      .where(lt(vehiclePositions.fixTime, cutoff))
      .limit(PRUNE_BATCH);
    const gone = await db
      .delete(vehiclePositions)
      .where(inArray(vehiclePositions.id, old))
      .returning({ id: vehiclePositions.id });
    deleted += gone.length;
    if (gone.length < PRUNE_BATCH) return deleted;
  }
}
