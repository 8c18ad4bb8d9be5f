import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { stops } from '@server/db/schema';
import type { BookingContext } from './booking-context';

/**
 * Who may board where (SPEC.md §4 pick-up points): a public stop the school released on the net,
 * outside the approval area — never another learner's own point, never a deleted stop.
 */
export function isPublicStop(ctx: BookingContext): SQL {
  return and(
    eq(stops.schoolId, ctx.schoolId),
    isNull(stops.ownerLearnerId),
    eq(stops.isNetRelease, true),
    ne(stops.areaCd, ctx.approvalAreaCd),
    isNull(stops.deletedAt),
  )!;
}

/**
 * The learner's own registered point once staff approved it (moved out of the approval area, where
 * pending and rejected points stay) and as long as the learner has not deleted it.
 */
export function isOwnApprovedPoint(ctx: BookingContext): SQL {
  return and(
    eq(stops.schoolId, ctx.schoolId),
    eq(stops.ownerLearnerId, ctx.learnerId),
    ne(stops.areaCd, ctx.approvalAreaCd),
    isNull(stops.deletedAt),
  )!;
}

/** A stop this learner may book from: public, or their own approved point. */
export function isSelectableStop(ctx: BookingContext): SQL {
  return or(isPublicStop(ctx), isOwnApprovedPoint(ctx))!;
}

/** The stop columns every list answers with. */
export const stopColumns = {
  id: stops.id,
  busStopCd: stops.busStopCd,
  name: stops.name,
  displayName: stops.displayName,
  kanaName: stops.kanaName,
  pref: stops.pref,
  city: stops.city,
  town: stops.town,
  address: stops.address,
  areaCd: stops.areaCd,
  latitude: stops.latitude,
  longitude: stops.longitude,
  isNetRelease: stops.isNetRelease,
  ownerLearnerId: stops.ownerLearnerId,
};

export interface StopRow {
  id: number;
  busStopCd: string;
  name: string;
  displayName: string;
  kanaName: string;
  pref: string;
  city: string;
  town: string;
  address: string;
  areaCd: string;
  latitude: number;
  longitude: number;
  isNetRelease: boolean;
  ownerLearnerId: number | null;
}

/** A stop as the point lists carry it: awaiting approval when it is the learner's point still in the approval area. */
export interface ListedStop extends StopRow {
  isAwaitingApproval: boolean;
}

/** Marks the learner's own points that still wait for approval (listed, never selectable). */
export function listed(ctx: BookingContext, row: StopRow): ListedStop {
  return {
    ...row,
    isAwaitingApproval: row.ownerLearnerId === ctx.learnerId && row.areaCd === ctx.approvalAreaCd,
  };
}
