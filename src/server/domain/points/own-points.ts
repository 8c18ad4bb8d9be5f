import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { hasCoordinates } from '@shared/rules/geo';
import { isBlankText, trimText } from '@shared/rules/text';
import { formatShortDate, japanInstant } from '@shared/rules/japan-time';
import type { PointForm, PointState } from '@shared/rules/point-form';
import type { PointInput } from '@shared/schemas/bus-stop-reg';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  courseStops,
  learners,
  pointCategories,
  reservations,
  stops,
} from '@server/db/schema';
import type { BookingContext } from '@server/domain/booking/booking-context';
import { BusinessError } from '@server/domain/business-error';

/** The stop columns of a learner's own point that the point screens and rules need. */
export const ownPointColumns = {
  id: stops.id,
  busStopCd: stops.busStopCd,
  name: stops.name,
  displayName: stops.displayName,
  kanaName: stops.kanaName,
  address: stops.address,
  areaCd: stops.areaCd,
  categoryCd: stops.categoryCd,
  latitude: stops.latitude,
  longitude: stops.longitude,
  isNetRelease: stops.isNetRelease,
  rejectionReason: stops.rejectionReason,
};

export interface OwnPointRow {
  id: number;
  busStopCd: string;
  name: string;
  displayName: string;
  kanaName: string;
  address: string;
  areaCd: string;
  categoryCd: string | null;
  latitude: number;
  longitude: number;
  isNetRelease: boolean;
  rejectionReason: string | null;
}

/** A personal category (SPEC.md §3 Bus stop category) as stored. */
export interface PersonalCategory {
  categoryCd: string;
  name: string;
  displayName: string;
  isNetRelease: boolean;
  netReleaseKbn: number;
  limitPerLearner: number;
}

export const categoryColumns = {
  categoryCd: pointCategories.categoryCd,
  name: pointCategories.name,
  displayName: pointCategories.displayName,
  isNetRelease: pointCategories.isNetRelease,
  netReleaseKbn: pointCategories.netReleaseKbn,
  limitPerLearner: pointCategories.limitPerLearner,
};

/** A personal category with the learner's points in it, as the point screens list them. */
export interface CategoryWithPoints extends PersonalCategory {
  points: OwnPointRow[];
}

/**
 * Where a point stands (issue 12): in the approval area it is pending, or rejected when staff gave
 * a reason; outside it staff approved it. A reason left on a point outside the area means nothing.
 */
export function pointStateOf(point: OwnPointRow, approvalAreaCd: string): PointState {
  const inApprovalArea = point.areaCd === approvalAreaCd;
  return {
    inApprovalArea,
    isNetRelease: point.isNetRelease,
    isRejected: inApprovalArea && point.rejectionReason !== null,
  };
}

/** Pending: in the approval area, not yet reviewed — neither editable nor deletable (332). */
export const isPending = (state: PointState) => state.inApprovalArea && !state.isRejected;

/** The learner's own points that are not deleted. */
export function ownLivePoints(ctx: BookingContext) {
  return and(
    eq(stops.schoolId, ctx.schoolId),
    eq(stops.ownerLearnerId, ctx.learnerId),
    isNull(stops.deletedAt),
  )!;
}

/**
 * The form rules' view of what was sent (shared/rules/point-form.ts): 0/0 is "no place chosen" as
 * in the original data, and `busStopName`, when not blank, is the point's name (the original app
 * sends the same text in busStopKName and busStopName).
 */
export function pointFormOf(categoryCd: string, point: PointInput): PointForm {
  const placed = hasCoordinates(point.busStopLat, point.busStopLng);
  return {
    categoryCd,
    lat: placed ? point.busStopLat : null,
    lng: placed ? point.busStopLng : null,
    address: point.ad1,
    name:
      point.busStopName !== undefined && !isBlankText(point.busStopName)
        ? point.busStopName
        : point.busStopKName,
  };
}

/**
 * The stop columns a registered or edited point stores: the learner's name for it (kanaName), and
 * as the name lists and manifests show that name, or the address when the name is blank.
 */
export function pointColumnsOf(form: PointForm) {
  const name = trimText(form.name);
  const address = trimText(form.address);
  return {
    name: name || address,
    displayName: name || address,
    kanaName: name,
    address,
    latitude: form.lat!,
    longitude: form.lng!,
  };
}

/**
 * Locks the learner's row for the rest of the transaction: one change of a learner's points at a
 * time, so a count against a category's limit cannot be overtaken by a parallel registration.
 * Every point command takes this lock first, then the stop rows, so they never wait in a circle.
 */
export async function lockLearner(tx: Db, ctx: BookingContext): Promise<void> {
  await tx
    .select({ id: learners.id })
    .from(learners)
    .where(and(eq(learners.id, ctx.learnerId), eq(learners.schoolId, ctx.schoolId)))
    .for('update');
}

/**
 * The dates (Japan calendar, 'YYYY-MM-DD', ascending) from `today` on with an active booking from
 * one of the stops: such a point keeps its place on the runs until the bookings are cancelled.
 */
export async function bookedDatesFrom(tx: Db, stopIds: number[], today: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ date: reservations.date })
    .from(reservations)
    .where(
      and(
        inArray(reservations.stopId, stopIds),
        isNull(reservations.cancelledAt),
        gte(reservations.date, today),
      ),
    )
    .orderBy(asc(reservations.date));
  return rows.map((r) => r.date);
}

/** '12月01日(火)、12月03日(木)': the dates of a refusal, as the booking refusals write them. */
export const datesText = (dates: string[]) => dates.map((d) => formatShortDate(japanInstant(d))).join('、');

/**
 * Takes the stops off their courses and off the runs from `today` on (past runs keep them, so past
 * bookings still show their stop and time); runs generated later follow the courses.
 */
export async function detachFromFutureRuns(
  tx: Db,
  ctx: BookingContext,
  stopIds: number[],
  today: string,
): Promise<void> {
  await tx.delete(courseStops).where(inArray(courseStops.stopId, stopIds));
  const futureRuns = tx
    .select({ id: busRuns.id })
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, ctx.schoolId), gte(busRuns.date, today)));
  await tx
    .delete(busRunStops)
    .where(and(inArray(busRunStops.stopId, stopIds), inArray(busRunStops.runId, futureRuns)));
}

/**
 * A category a learner may register a point in: personal and released on the net; otherwise 334
 * (an unknown code, a school category, or one the school no longer offers).
 */
export async function findRegistrableCategory(
  db: Db,
  ctx: BookingContext,
  categoryCd: string,
): Promise<PersonalCategory> {
  const [category] = await db
    .select(categoryColumns)
    .from(pointCategories)
    .where(
      and(
        eq(pointCategories.schoolId, ctx.schoolId),
        eq(pointCategories.categoryCd, categoryCd),
        eq(pointCategories.isPersonal, true),
        eq(pointCategories.isNetRelease, true),
      ),
    );
  if (!category) throw BusinessError.of('error', 334);
  return category;
}

/**
 * The learner's points ticked for deletion, all of them or a refusal: 46 when none is ticked, 331
 * when one is not the learner's or is already deleted (whose it is is not said), 332 when one is
 * still pending. With `lock` the rows stay locked to the end of the transaction, in id order.
 */
export async function pointsToDelete(
  db: Db,
  ctx: BookingContext,
  busStopCds: string[],
  options: { lock: boolean },
): Promise<OwnPointRow[]> {
  const codes = [...new Set(busStopCds)];
  if (codes.length === 0) throw BusinessError.of('warning', 46);
  const query = db
    .select(ownPointColumns)
    .from(stops)
    .where(and(ownLivePoints(ctx), inArray(stops.busStopCd, codes)))
    .orderBy(asc(stops.id));
  const points = options.lock ? await query.for('update') : await query;
  if (points.length !== codes.length) throw BusinessError.of('error', 331);
  if (points.some((p) => isPending(pointStateOf(p, ctx.approvalAreaCd))))
    throw BusinessError.of('error', 332);
  return points;
}
