import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { checkPeriods } from '@shared/rules/class-periods';
import { minutesToTime } from '@shared/rules/display-time';
import {
  AREA_LIMITS,
  TIMETABLE_UNITS,
  type SaveAreaRequest,
  type SaveClassPeriodsRequest,
  type StaffNetwork,
} from '@shared/schemas/admin-network';
import { hasGarblingCharacters } from '@shared/rules/text';
import { normaliseYomi } from '@shared/rules/yomi';
import type { Db } from '@server/db/client';
import { inReadingOrder } from '@server/db/reading-order';
import {
  areas,
  busRuns,
  classPeriods,
  courseStops,
  courses,
  pointCategories,
  reservations,
  runPatternSlots,
  schools,
  stops,
} from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { approvalAreasOf } from '@server/domain/points/review/pending-points';
import { timetableUnitOf } from '@server/domain/school/school-settings';

/** Area codes travel in site options and imports: short ASCII, as the demo's '01'…'99'. */
export const AREA_CD_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${AREA_LIMITS.code}}$`);

/** The network as the domain answers it; the route adds the map tiles of this installation. */
export type NetworkView = Omit<StaffNetwork, 'mapTiles'>;

/**
 * The school's timetable and network as the 時限と路線 screen shows them (issue 23 §6): each
 * period with the number of dated runs serving it, each area with its stops and whether it is the
 * approval area (PRODUCT.md §4: one per school), the school's own stops, its courses with their
 * stops in order, and the point categories.
 */
export async function loadNetwork(db: Db, schoolId: number): Promise<NetworkView> {
  const [school] = await db
    .select({ timetableUnit: schools.timetableUnit })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!school) throw BusinessError.of('error', 403);
  const periods = await db
    .select()
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, schoolId))
    .orderBy(asc(classPeriods.startMinutes));
  const runs = await db
    .select({ jgn: busRuns.jgn, n: count() })
    .from(busRuns)
    .where(eq(busRuns.schoolId, schoolId))
    .groupBy(busRuns.jgn);
  const areaRows = await db
    .select()
    .from(areas)
    .where(eq(areas.schoolId, schoolId))
    .orderBy(...inReadingOrder(areas.yomi, areas.areaCd));
  const stopCounts = await db
    .select({ areaCd: stops.areaCd, n: count() })
    .from(stops)
    .where(eq(stops.schoolId, schoolId))
    .groupBy(stops.areaCd);
  const approval = await approvalAreasOf(db, schoolId);
  const { stopRows, courseRows, categoryRows } = await loadRoutes(db, schoolId);
  return {
    timetableUnit: timetableUnitOf(school.timetableUnit),
    periods: periods.map((p) => ({
      jgn: p.jgn,
      timeName: p.timeName,
      start: minutesToTime(p.startMinutes),
      end: minutesToTime(p.endMinutes),
      runs: runs.find((r) => r.jgn === p.jgn)?.n ?? 0,
    })),
    areas: areaRows.map((a) => ({
      areaCd: a.areaCd,
      name: a.name,
      yomi: a.yomi,
      isNetRelease: a.isNetRelease,
      stops: stopCounts.find((s) => s.areaCd === a.areaCd)?.n ?? 0,
      isApprovalArea: approval.includes(a.areaCd),
    })),
    stops: stopRows,
    courses: courseRows,
    categories: categoryRows,
  };
}

/** The school's own stops, its courses with their stops in order, and its point categories. */
async function loadRoutes(db: Db, schoolId: number) {
  // written out: drizzle leaves columns unqualified inside a selection
  const stopRows = await db
    .select({
      id: stops.id,
      busStopCd: stops.busStopCd,
      name: stops.name,
      yomi: stops.yomi,
      displayName: stops.displayName,
      areaCd: stops.areaCd,
      address: stops.address,
      latitude: stops.latitude,
      longitude: stops.longitude,
      isNetRelease: stops.isNetRelease,
      onRuns: sql<boolean>`exists (select 1 from bus_run_stops b where b.stop_id = stops.id)`,
    })
    .from(stops)
    .where(and(eq(stops.schoolId, schoolId), isNull(stops.ownerLearnerId)))
    .orderBy(...inReadingOrder(stops.yomi, stops.busStopCd));
  // one pass over the school's bookings (no index leads from a stop to its bookings)
  const booked = new Set(
    (
      await db
        .selectDistinct({ stopId: reservations.stopId })
        .from(reservations)
        .where(eq(reservations.schoolId, schoolId))
    ).map((r) => r.stopId),
  );
  const courseList = await db
    .select({
      id: courses.id,
      homenCd: courses.homenCd,
      name: courses.name,
      yomi: courses.yomi,
      isNetRelease: courses.isNetRelease,
      hasRuns: sql<boolean>`(exists (select 1 from bus_runs r where r.course_id = courses.id)
        or exists (select 1 from course_patterns p where p.course_id = courses.id))`,
    })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(...inReadingOrder(courses.yomi, courses.homenCd));
  const onCourses = await db
    .select({
      courseId: courseStops.courseId,
      stopId: courseStops.stopId,
      busStopCd: stops.busStopCd,
      name: stops.name,
      offsetMinutes: courseStops.offsetMinutes,
    })
    .from(courseStops)
    .innerJoin(courses, eq(courses.id, courseStops.courseId))
    .innerJoin(stops, eq(stops.id, courseStops.stopId))
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courseStops.courseId), asc(courseStops.seq));
  const categories = await db
    .select()
    .from(pointCategories)
    .where(eq(pointCategories.schoolId, schoolId))
    .orderBy(asc(pointCategories.categoryCd));
  const categoryUse = await db
    .select({ categoryCd: stops.categoryCd, n: count() })
    .from(stops)
    .where(eq(stops.schoolId, schoolId))
    .groupBy(stops.categoryCd);
  return {
    stopRows: stopRows.map(({ id, onRuns, ...stop }) => ({
      ...stop,
      courses: courseList
        .filter((c) => onCourses.some((o) => o.courseId === c.id && o.stopId === id))
        .map((c) => c.homenCd),
      hasRuns: Boolean(onRuns) || booked.has(id),
    })),
    courseRows: courseList.map(({ id, hasRuns, ...course }) => ({
      ...course,
      stops: onCourses
        .filter((o) => o.courseId === id)
        .map((o) => ({ busStopCd: o.busStopCd, name: o.name, offsetMinutes: o.offsetMinutes })),
      hasRuns: Boolean(hasRuns),
    })),
    categoryRows: categories.map((c) => ({
      categoryCd: c.categoryCd,
      name: c.name,
      displayName: c.displayName,
      limitPerLearner: c.limitPerLearner,
      isPersonal: c.isPersonal,
      isNetRelease: c.isNetRelease,
      stops: categoryUse.find((u) => u.categoryCd === c.categoryCd)?.n ?? 0,
    })),
  };
}

/** The timetable as the audit log keeps it: one readable line. */
const periodsText = (periods: NetworkView['periods']) =>
  periods.map((p) => `${p.jgn} ${p.timeName} ${p.start}〜${p.end}`).join(', ');

/** Locks the school row: one network change of a school at a time, so two saves never interleave. */
export async function lockSchool(tx: Db, schoolId: number) {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
}

/**
 * Replaces the school's timetable (issue 23 §6): what the school calls a period (時限 or 部, 830)
 * and every period, checked as a whole by {@link checkPeriods} (820–823). A period that dated
 * runs serve cannot be removed (824): runs and bookings name it by number; nor one the weekly run
 * pattern runs in (831). Learner screens read
 * the periods in each request, so the new names and times show at once. Audited before → after.
 */
export async function saveClassPeriods(
  db: Db,
  actor: AuditActor,
  input: SaveClassPeriodsRequest,
  now: Date,
): Promise<NetworkView> {
  const unit = TIMETABLE_UNITS.find((u) => u === input.timetableUnit);
  if (!unit) throw BusinessError.of('error', 830);
  const checked = checkPeriods(input.periods);
  if (!checked.ok) throw BusinessError.of('error', checked.problem.code);
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const before = await loadNetwork(tx, actor.schoolId);
    const kept = new Set(checked.periods.map((p) => p.jgn));
    const removed = before.periods.filter((p) => !kept.has(p.jgn)).map((p) => p.jgn);
    if (before.periods.some((p) => removed.includes(p.jgn) && p.runs > 0))
      throw BusinessError.of('error', 824);
    if (removed.length > 0) {
      const [inPattern] = await tx
        .select({ n: count() })
        .from(runPatternSlots)
        .where(and(eq(runPatternSlots.schoolId, actor.schoolId), inArray(runPatternSlots.jgn, removed)));
      if ((inPattern?.n ?? 0) > 0) throw BusinessError.of('error', 831);
      await tx
        .delete(classPeriods)
        .where(and(eq(classPeriods.schoolId, actor.schoolId), inArray(classPeriods.jgn, removed)));
    }
    await tx.update(schools).set({ timetableUnit: unit }).where(eq(schools.id, actor.schoolId));
    // kept periods are updated in place: the weekly pattern's slots refer to them by number
    for (const p of checked.periods)
      await tx
        .insert(classPeriods)
        .values({ schoolId: actor.schoolId, ...p })
        .onConflictDoUpdate({
          target: [classPeriods.schoolId, classPeriods.jgn],
          set: { timeName: p.timeName, startMinutes: p.startMinutes, endMinutes: p.endMinutes },
        });
    const after = await loadNetwork(tx, actor.schoolId);
    await recordAudit(
      tx,
      actor,
      {
        action: 'periods.save',
        targetType: 'timetable',
        targetId: actor.schoolId,
        before: { timetableUnit: before.timetableUnit, periods: periodsText(before.periods) },
        after: { timetableUnit: after.timetableUnit, periods: periodsText(after.periods) },
      },
      now,
    );
    return after;
  });
}

/**
 * Creates an area or changes its name and whether learners may search stops by it (issue 23 §6).
 * The code is fixed once created, since stops and site options name it: 825 for a code not of
 * 1–8 letters or digits, 826 for one already used, 827 for a name not of 1–30 characters, 828
 * for an area to change that does not exist, 943 for a reading (よみ) not in kana; a request
 * without a reading leaves it as it was. Audited before → after.
 */
export async function saveArea(
  db: Db,
  actor: AuditActor,
  input: SaveAreaRequest,
  now: Date,
): Promise<NetworkView> {
  const areaCd = input.areaCd.trim();
  const name = input.name.trim();
  if (!AREA_CD_PATTERN.test(areaCd)) throw BusinessError.of('error', input.create ? 825 : 828);
  if (name.length === 0 || name.length > AREA_LIMITS.name || hasGarblingCharacters(name))
    throw BusinessError.of('error', 827);
  const yomi = input.yomi === undefined ? undefined : normaliseYomi(input.yomi);
  if (yomi === null) throw BusinessError.of('error', 943);
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const [existing] = await tx
      .select()
      .from(areas)
      .where(and(eq(areas.schoolId, actor.schoolId), eq(areas.areaCd, areaCd)));
    if (input.create && existing) throw BusinessError.of('error', 826);
    if (!input.create && !existing) throw BusinessError.of('error', 828);
    if (existing)
      await tx
        .update(areas)
        .set({ name, yomi, isNetRelease: input.isNetRelease })
        .where(eq(areas.id, existing.id));
    else
      await tx
        .insert(areas)
        .values({ schoolId: actor.schoolId, areaCd, name, yomi, isNetRelease: input.isNetRelease });
    await recordAudit(
      tx,
      actor,
      {
        action: existing ? 'area.update' : 'area.create',
        targetType: 'area',
        targetId: areaCd,
        before: existing
          ? { name: existing.name, yomi: existing.yomi, isNetRelease: existing.isNetRelease }
          : null,
        after: { name, yomi: yomi ?? existing?.yomi ?? '', isNetRelease: input.isNetRelease },
      },
      now,
    );
    return loadNetwork(tx, actor.schoolId);
  });
}

/**
 * Deletes an area (issue 23 §6). Refused (829) while any stop — public, or a learner's own point,
 * even one the learner deleted (past bookings name it) — is in it, and for the approval area,
 * where learners' new points go; 828 for an area that does not exist. Audited.
 */
export async function deleteArea(db: Db, actor: AuditActor, areaCd: string, now: Date): Promise<NetworkView> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const [existing] = await tx
      .select()
      .from(areas)
      .where(and(eq(areas.schoolId, actor.schoolId), eq(areas.areaCd, areaCd)));
    if (!existing) throw BusinessError.of('error', 828);
    const [inUse] = await tx
      .select({ n: count() })
      .from(stops)
      .where(and(eq(stops.schoolId, actor.schoolId), inArray(stops.areaCd, [areaCd])));
    const approval = await approvalAreasOf(tx, actor.schoolId);
    if ((inUse?.n ?? 0) > 0 || approval.includes(areaCd)) throw BusinessError.of('error', 829);
    await tx.delete(areas).where(eq(areas.id, existing.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'area.delete',
        targetType: 'area',
        targetId: areaCd,
        before: { name: existing.name, isNetRelease: existing.isNetRelease },
        after: null,
      },
      now,
    );
    return loadNetwork(tx, actor.schoolId);
  });
}
