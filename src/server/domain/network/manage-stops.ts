import { and, count, eq, isNull } from 'drizzle-orm';
import { isInJapan } from '@shared/rules/geo';
import { hasGarblingCharacters, trimText } from '@shared/rules/text';
import { normaliseYomi } from '@shared/rules/yomi';
import {
  CATEGORY_LIMITS,
  STOP_LIMITS,
  type SaveCategoryRequest,
  type SaveStopRequest,
} from '@shared/schemas/admin-network';
import type { Db } from '@server/db/client';
import { areas, busRunStops, courseStops, pointCategories, reservations, stops } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { approvalAreasOf } from '@server/domain/points/review/pending-points';
import { loadNetwork, lockSchool, type NetworkView } from './manage-network';

/** Stop codes: short ASCII as the demo's '0001'; 'K' and digits are learners' points (register-point.ts). */
const STOP_CD_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${STOP_LIMITS.code}}$`);
// either case: codes are compared as typed, and k12 beside K12 would read as one point
const LEARNER_POINT_CD = /^[Kk][0-9]+$/;

/** A code the school may give a new stop of its own (870): not shaped like a learner's point. */
export const isSchoolStopCd = (code: string) => STOP_CD_PATTERN.test(code) && !LEARNER_POINT_CD.test(code);
const CATEGORY_CD_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${CATEGORY_LIMITS.code}}$`);

const length = (text: string) => [...text].length;
/** A stop's name, display name or address: min–max characters, no control characters (872). */
export const plainText = (text: string, min: number, max: number) =>
  length(text) >= min && length(text) <= max && !hasGarblingCharacters(text);

/** A typed coordinate: a plain decimal number, or NaN (an empty field is no place, not 0). */
export const coordinate = (text: string) => (/^-?[0-9]+(\.[0-9]+)?$/.test(text.trim()) ? Number(text) : NaN);

/** Six decimals (about 10 cm), as the map places them. */
export const roundCoordinate = (n: number) => Math.round(n * 1e6) / 1e6;

/** A stop as the audit log keeps it. */
const stopRecord = (s: {
  name: string;
  yomi: string;
  displayName: string;
  areaCd: string;
  address: string;
  latitude: number;
  longitude: number;
  isNetRelease: boolean;
}) => ({
  name: s.name,
  yomi: s.yomi,
  displayName: s.displayName,
  areaCd: s.areaCd,
  address: s.address,
  latitude: s.latitude,
  longitude: s.longitude,
  isNetRelease: s.isNetRelease,
});

/** One of the school's own stops (a learner's point is not one: 875 for those as for unknown codes). */
async function schoolStop(tx: Db, schoolId: number, busStopCd: string) {
  const [stop] = await tx
    .select()
    .from(stops)
    .where(and(eq(stops.schoolId, schoolId), eq(stops.busStopCd, busStopCd), isNull(stops.ownerLearnerId)));
  return stop;
}

/**
 * Creates one of the school's stops (乗車地点) or changes it (issue 23 §6). The code is fixed once
 * created: courses, runs and bookings name it. Refusals, each changing nothing: 870 a code not of
 * 1–10 letters or digits or shaped like a learner's point, 871 a code already used, 872 a name,
 * display name or address too long or with control characters, 873 an area the school does not
 * have or its approval area, 874 coordinates that are not a place in Japan, 875 a stop to change
 * that is not one of the school's, 943 a reading (よみ) not in kana (left out: unchanged).
 * Audited before → after.
 */
export async function saveStop(
  db: Db,
  actor: AuditActor,
  input: SaveStopRequest,
  now: Date,
): Promise<NetworkView> {
  const busStopCd = input.busStopCd.trim();
  const name = trimText(input.name);
  const displayName = trimText(input.displayName) || name;
  const address = trimText(input.address);
  if (input.create && !isSchoolStopCd(busStopCd)) throw BusinessError.of('error', 870);
  if (
    !plainText(name, 1, STOP_LIMITS.name) ||
    !plainText(displayName, 1, STOP_LIMITS.displayName) ||
    !plainText(address, 0, STOP_LIMITS.address)
  )
    throw BusinessError.of('error', 872);
  const latitude = coordinate(input.latitude);
  const longitude = coordinate(input.longitude);
  if (!isInJapan(latitude, longitude)) throw BusinessError.of('error', 874);
  const yomi = input.yomi === undefined ? undefined : normaliseYomi(input.yomi);
  if (yomi === null) throw BusinessError.of('error', 943);
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const [area] = await tx
      .select({ areaCd: areas.areaCd })
      .from(areas)
      .where(and(eq(areas.schoolId, actor.schoolId), eq(areas.areaCd, input.areaCd)));
    // the approval area holds learners' points waiting for review, never the school's stops
    if (!area || (await approvalAreasOf(tx, actor.schoolId)).includes(area.areaCd))
      throw BusinessError.of('error', 873);
    const values = {
      name,
      displayName,
      areaCd: area.areaCd,
      address,
      latitude: roundCoordinate(latitude),
      longitude: roundCoordinate(longitude),
      isNetRelease: input.isNetRelease,
    };
    let before: ReturnType<typeof stopRecord> | null = null;
    let after: ReturnType<typeof stopRecord>;
    if (input.create) {
      const [taken] = await tx
        .select({ id: stops.id })
        .from(stops)
        .where(and(eq(stops.schoolId, actor.schoolId), eq(stops.busStopCd, busStopCd)));
      if (taken) throw BusinessError.of('error', 871);
      await tx.insert(stops).values({ schoolId: actor.schoolId, busStopCd, ...values, yomi: yomi ?? '' });
      after = stopRecord({ ...values, yomi: yomi ?? '' });
    } else {
      const existing = await schoolStop(tx, actor.schoolId, busStopCd);
      if (!existing) throw BusinessError.of('error', 875);
      before = stopRecord(existing);
      await tx
        .update(stops)
        .set({ ...values, yomi })
        .where(eq(stops.id, existing.id));
      after = stopRecord({ ...values, yomi: yomi ?? existing.yomi });
    }
    await recordAudit(
      tx,
      actor,
      {
        action: input.create ? 'stop.create' : 'stop.update',
        targetType: 'stop',
        targetId: busStopCd,
        before,
        after,
      },
      now,
    );
    return loadNetwork(tx, actor.schoolId);
  });
}

/**
 * Deletes one of the school's stops (issue 23 §6). Refused (876) while a course passes it or any
 * run or booking, past or future, names it (their history shows it); 875 for a stop that is not
 * one of the school's. Audited.
 */
export async function deleteStop(
  db: Db,
  actor: AuditActor,
  busStopCd: string,
  now: Date,
): Promise<NetworkView> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const existing = await schoolStop(tx, actor.schoolId, busStopCd);
    if (!existing) throw BusinessError.of('error', 875);
    const uses = await Promise.all([
      tx.select({ n: count() }).from(courseStops).where(eq(courseStops.stopId, existing.id)),
      tx.select({ n: count() }).from(busRunStops).where(eq(busRunStops.stopId, existing.id)),
      tx.select({ n: count() }).from(reservations).where(eq(reservations.stopId, existing.id)),
    ]);
    if (uses.some(([use]) => (use?.n ?? 0) > 0)) throw BusinessError.of('error', 876);
    await tx.delete(stops).where(eq(stops.id, existing.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'stop.delete',
        targetType: 'stop',
        targetId: busStopCd,
        before: stopRecord(existing),
        after: null,
      },
      now,
    );
    return loadNetwork(tx, actor.schoolId);
  });
}

/** A category as the audit log keeps it. */
const categoryRecord = (c: {
  name: string;
  displayName: string;
  limitPerLearner: number;
  isPersonal: boolean;
  isNetRelease: boolean;
}) => ({
  name: c.name,
  displayName: c.displayName,
  limitPerLearner: c.limitPerLearner,
  isPersonal: c.isPersonal,
  isNetRelease: c.isNetRelease,
});

/**
 * Creates a point category or changes it (issue 23 §6): learners register their own points in a
 * personal one, up to its limit each; the school's stops are searched by the others. The code is
 * fixed once created (stops name it). Refusals: 886 a code not of 1–8 letters or digits, 887 a code
 * already used, 888 a name or display name not of 1–30 characters or a limit not 1–20, 877 a
 * category to change that does not exist. A lower limit applies to new registrations only: points
 * already registered stay. Audited before → after.
 */
export async function saveCategory(
  db: Db,
  actor: AuditActor,
  input: SaveCategoryRequest,
  now: Date,
): Promise<NetworkView> {
  const categoryCd = input.categoryCd.trim();
  const name = trimText(input.name);
  const displayName = trimText(input.displayName) || name;
  if (!CATEGORY_CD_PATTERN.test(categoryCd)) throw BusinessError.of('error', input.create ? 886 : 877);
  if (
    !plainText(name, 1, CATEGORY_LIMITS.name) ||
    !plainText(displayName, 1, CATEGORY_LIMITS.displayName) ||
    !Number.isInteger(input.limitPerLearner) ||
    input.limitPerLearner < 1 ||
    input.limitPerLearner > CATEGORY_LIMITS.perLearner
  )
    throw BusinessError.of('error', 888);
  const values = {
    name,
    displayName,
    limitPerLearner: input.limitPerLearner,
    isPersonal: input.isPersonal,
    isNetRelease: input.isNetRelease,
  };
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const [existing] = await tx
      .select()
      .from(pointCategories)
      .where(and(eq(pointCategories.schoolId, actor.schoolId), eq(pointCategories.categoryCd, categoryCd)));
    if (input.create && existing) throw BusinessError.of('error', 887);
    if (!input.create && !existing) throw BusinessError.of('error', 877);
    if (existing) await tx.update(pointCategories).set(values).where(eq(pointCategories.id, existing.id));
    else await tx.insert(pointCategories).values({ schoolId: actor.schoolId, categoryCd, ...values });
    await recordAudit(
      tx,
      actor,
      {
        action: existing ? 'category.update' : 'category.create',
        targetType: 'category',
        targetId: categoryCd,
        before: existing ? categoryRecord(existing) : null,
        after: categoryRecord(values),
      },
      now,
    );
    return loadNetwork(tx, actor.schoolId);
  });
}

/**
 * Deletes a point category no stop is in — public, or a learner's point, even a deleted one (889);
 * 877 for one that does not exist. Audited.
 */
export async function deleteCategory(
  db: Db,
  actor: AuditActor,
  categoryCd: string,
  now: Date,
): Promise<NetworkView> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const [existing] = await tx
      .select()
      .from(pointCategories)
      .where(and(eq(pointCategories.schoolId, actor.schoolId), eq(pointCategories.categoryCd, categoryCd)));
    if (!existing) throw BusinessError.of('error', 877);
    const [inUse] = await tx
      .select({ n: count() })
      .from(stops)
      .where(and(eq(stops.schoolId, actor.schoolId), eq(stops.categoryCd, categoryCd)));
    if ((inUse?.n ?? 0) > 0) throw BusinessError.of('error', 889);
    await tx.delete(pointCategories).where(eq(pointCategories.id, existing.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'category.delete',
        targetType: 'category',
        targetId: categoryCd,
        before: categoryRecord(existing),
        after: null,
      },
      now,
    );
    return loadNetwork(tx, actor.schoolId);
  });
}
