import { and, asc, desc, eq, isNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { inReadingOrder } from '@server/db/reading-order';
import {
  areas,
  busRunStops,
  busRuns,
  courseStops,
  courses,
  pointCategories,
  reservations,
  stops,
} from '@server/db/schema';
import type { BookingContext } from './booking-context';
import {
  isOwnApprovedPoint,
  isPublicStop,
  isSelectableStop,
  listed,
  stopColumns,
  type ListedStop,
} from './stop-access';

/** How many distinct previously used stops GetNetUseBusStop lists at most. */
export const USED_STOPS_LIMIT = 20;

/**
 * Points the learner used before (SPEC.md §2 SpRsvCourse), most recently booked first — only
 * those still selectable — followed by the learner's own points not already listed: approved
 * ones first, then the ones awaiting approval (listed with isAwaitingApproval, never selectable).
 * Deleted points and the ones staff did not approve (rejected, still in the approval area) are
 * not listed: the learner sees those on the point edit screen only.
 */
export async function listUsedStops(db: Db, ctx: BookingContext): Promise<ListedStop[]> {
  const lastBooked = max(reservations.id);
  const used = await db
    .select({ ...stopColumns, lastBooked })
    .from(reservations)
    .innerJoin(stops, eq(stops.id, reservations.stopId))
    .where(
      and(
        eq(reservations.schoolId, ctx.schoolId),
        eq(reservations.learnerId, ctx.learnerId),
        isSelectableStop(ctx),
      ),
    )
    .groupBy(stops.id)
    .orderBy(desc(lastBooked))
    .limit(USED_STOPS_LIMIT);
  const own = await db
    .select(stopColumns)
    .from(stops)
    .where(
      and(
        eq(stops.schoolId, ctx.schoolId),
        eq(stops.ownerLearnerId, ctx.learnerId),
        isNull(stops.deletedAt),
        or(ne(stops.areaCd, ctx.approvalAreaCd), isNull(stops.rejectionReason)),
      ),
    )
    .orderBy(asc(stops.createdAt), asc(stops.busStopCd));

  const seen = new Set(used.map((s) => s.id));
  const ownListed = own.filter((s) => !seen.has(s.id)).map((s) => listed(ctx, s));
  return [
    ...used.map(({ lastBooked: _last, ...s }) => listed(ctx, s)),
    ...ownListed.filter((s) => !s.isAwaitingApproval),
    ...ownListed.filter((s) => s.isAwaitingApproval),
  ];
}

/** Areas released on the net (GetNetReleaseArea), in reading order; the approval area never is. */
export async function listReleasedAreas(db: Db, ctx: BookingContext) {
  return db
    .select({ areaCd: areas.areaCd, name: areas.name })
    .from(areas)
    .where(
      and(
        eq(areas.schoolId, ctx.schoolId),
        eq(areas.isNetRelease, true),
        sql`${areas.areaCd} <> ${ctx.approvalAreaCd}`,
      ),
    )
    .orderBy(...inReadingOrder(areas.yomi, areas.areaCd));
}

/** Courses released on the net (GetNetReleaseCourse), in reading order. */
export async function listReleasedCourses(db: Db, ctx: BookingContext) {
  return db
    .select({ homenCd: courses.homenCd, name: courses.name })
    .from(courses)
    .where(and(eq(courses.schoolId, ctx.schoolId), eq(courses.isNetRelease, true)))
    .orderBy(...inReadingOrder(courses.yomi, courses.homenCd));
}

/**
 * Categories a learner can search school points by (GetBusStopCategorySearch): released ones
 * holding school points. Personal categories (home, workplace) hold learners' own points, which
 * GetNetUseBusStop lists, so they are left out here.
 */
export async function listSearchableCategories(db: Db, ctx: BookingContext) {
  return db
    .select({
      categoryCd: pointCategories.categoryCd,
      name: pointCategories.name,
      displayName: pointCategories.displayName,
      isNetRelease: pointCategories.isNetRelease,
      netReleaseKbn: pointCategories.netReleaseKbn,
      limitPerLearner: pointCategories.limitPerLearner,
    })
    .from(pointCategories)
    .where(
      and(
        eq(pointCategories.schoolId, ctx.schoolId),
        eq(pointCategories.isNetRelease, true),
        eq(pointCategories.isPersonal, false),
      ),
    )
    .orderBy(asc(pointCategories.categoryCd));
}

/** What a point list is narrowed by (SPEC.md §2 SpRsvPoint). */
export type StopSearch =
  | { by: 'area'; areaCd: string }
  | { by: 'course'; homenCd: string }
  | { by: 'category'; categoryCd: string }
  | { by: 'address'; address: string };

export interface StopListOptions {
  /** the *All variants: also the learner's own approved points */
  includeOwn: boolean;
  /** only stops a net-reservable run serves on that date in that direction */
  servedOn?: { date: string; upDown: 1 | 2 };
}

/**
 * 'pref city town' (single spaces) → conditions on the stop's address parts. The third part may
 * also be a detail address of GetBusStopAddressSearch level 3 ('宮原町3-412').
 */
function addressCondition(address: string): SQL | undefined {
  const [pref, city, town] = address.trim().split(/\s+/).filter(Boolean);
  return and(
    pref === undefined ? undefined : eq(stops.pref, pref),
    city === undefined ? undefined : eq(stops.city, city),
    town === undefined
      ? undefined
      : or(eq(stops.town, town), eq(stops.address, `${pref ?? ''}${city ?? ''}${town}`)),
  );
}

function servedCondition(ctx: BookingContext, servedOn: StopListOptions['servedOn']): SQL | undefined {
  if (!servedOn) return undefined;
  return sql`exists (select 1 from ${busRunStops} inner join ${busRuns} on ${eq(busRuns.id, busRunStops.runId)}
    where ${and(
      eq(busRunStops.stopId, stops.id),
      eq(busRuns.schoolId, ctx.schoolId),
      eq(busRuns.date, servedOn.date),
      eq(busRuns.upDown, servedOn.upDown),
      eq(busRuns.isNetReservation, true),
    )})`;
}

/**
 * Stops of an area, course, category or town (the Get…BusStopList endpoints): public, released
 * stops; with `includeOwn` (the …All variants) also the learner's own approved points there;
 * never another learner's point nor the approval area. Course lists follow the course's order,
 * the others the stops' readings (a learner's own point has none: after the school's, by code).
 */
export async function listStops(
  db: Db,
  ctx: BookingContext,
  search: StopSearch,
  options: StopListOptions,
): Promise<ListedStop[]> {
  const access = options.includeOwn ? or(isPublicStop(ctx), isOwnApprovedPoint(ctx)) : isPublicStop(ctx);
  const served = servedCondition(ctx, options.servedOn);
  if (search.by === 'course') {
    const rows = await db
      .select(stopColumns)
      .from(stops)
      .innerJoin(courseStops, eq(courseStops.stopId, stops.id))
      .innerJoin(courses, eq(courses.id, courseStops.courseId))
      .where(
        and(
          eq(courses.schoolId, ctx.schoolId),
          eq(courses.homenCd, search.homenCd),
          eq(courses.isNetRelease, true),
          access,
          served,
        ),
      )
      .orderBy(asc(courseStops.seq));
    return rows.map((r) => listed(ctx, r));
  }
  const narrowed =
    search.by === 'area'
      ? eq(stops.areaCd, search.areaCd)
      : search.by === 'category'
        ? eq(stops.categoryCd, search.categoryCd)
        : addressCondition(search.address);
  const rows = await db
    .select(stopColumns)
    .from(stops)
    .where(and(narrowed, access, served))
    .orderBy(...inReadingOrder(stops.yomi, stops.busStopCd));
  return rows.map((r) => listed(ctx, r));
}

/**
 * Address search over public stops (GetBusStopAddressSearch, SPEC.md §7): level 2 answers the
 * towns (pref, city, town), optionally under a 'pref city' prefix; level 3 answers the detail
 * addresses of the town given as 'pref city town', each as (pref, city, detail) where detail is
 * the address after pref and city ('宮原町3-412').
 */
export async function searchStopAddresses(
  db: Db,
  ctx: BookingContext,
  level: 2 | 3,
  address: string,
): Promise<{ pref: string; city: string; town: string }[]> {
  const where = and(isPublicStop(ctx), addressCondition(address));
  if (level === 2) {
    return db
      .selectDistinct({ pref: stops.pref, city: stops.city, town: stops.town })
      .from(stops)
      .where(where)
      .orderBy(asc(stops.pref), asc(stops.city), asc(stops.town));
  }
  const rows = await db
    .selectDistinct({ pref: stops.pref, city: stops.city, address: stops.address })
    .from(stops)
    .where(where)
    .orderBy(asc(stops.pref), asc(stops.city), asc(stops.address));
  return rows.map((r) => ({
    pref: r.pref,
    city: r.city,
    town: r.address.startsWith(`${r.pref}${r.city}`)
      ? r.address.slice(r.pref.length + r.city.length)
      : r.address,
  }));
}
