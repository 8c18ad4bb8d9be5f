import { and, asc, desc, eq, inArray, isNotNull, isNull, max, notInArray, or, sql } from 'drizzle-orm';
import type { CourseStop, PendingPoints, ReviewedPoint } from '@shared/schemas/admin-points';
import { distanceMetres, hasCoordinates } from '@shared/rules/geo';
import type { Db } from '@server/db/client';
import {
  areas,
  courseStops,
  courses,
  learners,
  pointCategories,
  schools,
  siteOptions,
  stops,
} from '@server/db/schema';

/** How many past reviews the approval screen lists. */
export const RECENT_REVIEWS = 20;

/**
 * The school's approval areas (site option busStopRegistredInfo.selectAreaMastRegisterBusStop):
 * one per site as stored, usually the same code. A school without sites has none, so nothing of
 * it can be pending.
 */
export async function approvalAreasOf(db: Db, schoolId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      areaCd: sql<
        string | null
      >`${siteOptions.options} -> 'busStopRegistredInfo' ->> 'selectAreaMastRegisterBusStop'`,
    })
    .from(siteOptions)
    .where(eq(siteOptions.schoolId, schoolId));
  return rows.flatMap((r) => (r.areaCd ? [r.areaCd] : []));
}

/**
 * A learner's point awaiting review (issue 12): in an approval area, not rejected, not deleted.
 * Rejected points stay in the approval area with their reason until the learner edits them.
 */
export function isPendingPoint(schoolId: number, approvalAreas: readonly string[]) {
  return and(
    eq(stops.schoolId, schoolId),
    isNotNull(stops.ownerLearnerId),
    inArray(stops.areaCd, [...approvalAreas]),
    isNull(stops.rejectionReason),
    isNull(stops.deletedAt),
  )!;
}

const learnerColumns = { learnerId: learners.id, seitoNo: learners.seitoNo, name: learners.name };

/** The public stops on the school's courses, one entry per course they are on, in course order. */
async function loadCourseStops(db: Db, schoolId: number): Promise<CourseStop[]> {
  return db
    .select({
      busStopCd: stops.busStopCd,
      name: stops.name,
      homenCd: courses.homenCd,
      areaCd: stops.areaCd,
      offsetMinutes: courseStops.offsetMinutes,
      lat: stops.latitude,
      lng: stops.longitude,
    })
    .from(courseStops)
    .innerJoin(courses, eq(courses.id, courseStops.courseId))
    .innerJoin(stops, eq(stops.id, courseStops.stopId))
    .where(and(eq(courses.schoolId, schoolId), isNull(stops.ownerLearnerId), isNull(stops.deletedAt)))
    .orderBy(asc(courses.homenCd), asc(courseStops.seq));
}

/** The course stop nearest to a point (great-circle), or null without coordinates or stops. */
function nearestStop(point: { lat: number; lng: number }, candidates: readonly CourseStop[]) {
  if (!hasCoordinates(point.lat, point.lng)) return null;
  let best: (CourseStop & { distanceMetres: number }) | null = null;
  for (const stop of candidates) {
    if (!hasCoordinates(stop.lat, stop.lng)) continue;
    const metres = Math.round(distanceMetres(point, stop));
    if (!best || metres < best.distanceMetres) best = { ...stop, distanceMetres: metres };
  }
  return best;
}

async function loadRecentReviews(
  db: Db,
  schoolId: number,
  approvalAreas: readonly string[],
): Promise<ReviewedPoint[]> {
  const rows = await db
    .select({
      busStopCd: stops.busStopCd,
      learner: learnerColumns,
      categoryName: pointCategories.name,
      address: stops.address,
      name: stops.kanaName,
      areaCd: stops.areaCd,
      reviewedAt: stops.reviewedAt,
      reason: stops.rejectionReason,
    })
    .from(stops)
    .innerJoin(learners, eq(learners.id, stops.ownerLearnerId))
    .leftJoin(
      pointCategories,
      and(eq(pointCategories.schoolId, stops.schoolId), eq(pointCategories.categoryCd, stops.categoryCd)),
    )
    .where(
      and(
        eq(stops.schoolId, schoolId),
        isNull(stops.deletedAt),
        isNotNull(stops.reviewedAt),
        // an edited point is pending again: its earlier review is no longer the current one
        approvalAreas.length > 0
          ? or(notInArray(stops.areaCd, [...approvalAreas]), isNotNull(stops.rejectionReason))
          : undefined,
      ),
    )
    .orderBy(desc(stops.reviewedAt), desc(stops.id))
    .limit(RECENT_REVIEWS);
  return rows.map((r) => ({
    busStopCd: r.busStopCd,
    learner: r.learner,
    categoryName: r.categoryName ?? '',
    address: r.address,
    name: r.name,
    outcome: r.reason === null ? 'approved' : 'rejected',
    reviewedAt: r.reviewedAt!.toISOString(),
    reason: r.reason,
  }));
}

/**
 * Admin/GetPendingPoints (issue 12 §3): the school's learners' points awaiting approval, oldest
 * submission first (points from before submissions were recorded first of all), each with the
 * nearest course stop — whose course, offset and area the screen suggests — plus the areas,
 * courses and course stops the approve form and the map need, and the last reviews.
 */
export async function listPendingPoints(db: Db, schoolId: number): Promise<Omit<PendingPoints, 'mapTiles'>> {
  const approvalAreas = await approvalAreasOf(db, schoolId);
  const pending =
    approvalAreas.length === 0
      ? []
      : await db
          .select({
            busStopCd: stops.busStopCd,
            learner: learnerColumns,
            categoryCd: stops.categoryCd,
            categoryName: pointCategories.name,
            address: stops.address,
            name: stops.kanaName,
            lat: stops.latitude,
            lng: stops.longitude,
            submittedAt: stops.submittedAt,
          })
          .from(stops)
          .innerJoin(learners, eq(learners.id, stops.ownerLearnerId))
          .leftJoin(
            pointCategories,
            and(
              eq(pointCategories.schoolId, stops.schoolId),
              eq(pointCategories.categoryCd, stops.categoryCd),
            ),
          )
          .where(isPendingPoint(schoolId, approvalAreas))
          .orderBy(sql`${stops.submittedAt} asc nulls first`, asc(stops.id));
  const stopsOnCourses = await loadCourseStops(db, schoolId);
  const areaRows = await db
    .select({ areaCd: areas.areaCd, name: areas.name })
    .from(areas)
    .where(
      and(
        eq(areas.schoolId, schoolId),
        approvalAreas.length > 0 ? notInArray(areas.areaCd, approvalAreas) : undefined,
      ),
    )
    .orderBy(asc(areas.areaCd));
  const courseRows = await db
    .select({
      homenCd: courses.homenCd,
      name: courses.name,
      maxOffsetMinutes: sql<number>`coalesce(${max(courseStops.offsetMinutes)}, 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(courseStops, eq(courseStops.courseId, courses.id))
    .where(eq(courses.schoolId, schoolId))
    .groupBy(courses.id, courses.homenCd, courses.name)
    .orderBy(asc(courses.homenCd));
  const [school] = await db
    .select({ lat: schools.latitude, lng: schools.longitude })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return {
    points: pending.map((p) => ({
      busStopCd: p.busStopCd,
      learner: p.learner,
      category: { categoryCd: p.categoryCd ?? '', name: p.categoryName ?? '' },
      address: p.address,
      name: p.name,
      lat: p.lat,
      lng: p.lng,
      submittedAt: p.submittedAt?.toISOString() ?? null,
      nearest: nearestStop(p, stopsOnCourses),
    })),
    areas: areaRows,
    courses: courseRows,
    courseStops: stopsOnCourses,
    recent: await loadRecentReviews(db, schoolId, approvalAreas),
    school: school!,
  };
}
