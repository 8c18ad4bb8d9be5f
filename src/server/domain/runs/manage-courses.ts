import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { Direction } from '@shared/constants';
import { hasGarblingCharacters, trimText } from '@shared/rules/text';
import { japanDateKey } from '@shared/rules/japan-time';
import { normaliseYomi } from '@shared/rules/yomi';
import { routeProblem } from '@shared/rules/course-route';
import { COURSE_LIMITS, type SaveCourseRequest } from '@shared/schemas/admin-network';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  coursePatterns,
  courseStops,
  courses,
  reservations,
  schools,
  stops,
} from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { datesText } from '@server/domain/points/own-points';
import { runLengthOf, stopTimesOf, type UpDown } from './plan-runs';

/** Course codes travel in run codes (binCd) and site options: short ASCII, as the demo's '01'. */
export const HOMEN_CD_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${COURSE_LIMITS.code}}$`);

export interface RouteStop {
  stopId: number;
  busStopCd: string;
  name: string;
  offsetMinutes: number;
}

/** A course's stops as the audit log keeps them: one readable line in order. */
const routeText = (route: readonly RouteStop[]) =>
  route.map((s) => `${s.busStopCd} ${s.name} ${s.offsetMinutes}`).join(', ');

export async function routeOf(tx: Db, courseId: number): Promise<RouteStop[]> {
  return tx
    .select({
      stopId: courseStops.stopId,
      busStopCd: stops.busStopCd,
      name: stops.name,
      offsetMinutes: courseStops.offsetMinutes,
    })
    .from(courseStops)
    .innerJoin(stops, eq(stops.id, courseStops.stopId))
    .where(eq(courseStops.courseId, courseId))
    .orderBy(asc(courseStops.seq));
}

/**
 * The stops a course's list may name, by code: the school's own stops, and a learner's point
 * already on this course (approved onto it); none deleted.
 */
export async function routeStopsByCode(
  tx: Db,
  schoolId: number,
  courseId: number | null,
  codes: readonly string[],
): Promise<Map<string, { stopId: number; busStopCd: string; name: string }>> {
  if (codes.length === 0) return new Map();
  const onCourse = courseId === null ? [] : (await routeOf(tx, courseId)).map((s) => s.stopId);
  const found = await tx
    .select({ id: stops.id, busStopCd: stops.busStopCd, name: stops.name, owner: stops.ownerLearnerId })
    .from(stops)
    .where(
      and(
        eq(stops.schoolId, schoolId),
        inArray(stops.busStopCd, [...codes]),
        isNull(stops.deletedAt),
        or(isNull(stops.ownerLearnerId), onCourse.length > 0 ? inArray(stops.id, onCourse) : undefined),
      ),
    );
  return new Map(
    found
      .filter((f) => f.owner === null || onCourse.includes(f.id))
      .map((f) => [f.busStopCd, { stopId: f.id, busStopCd: f.busStopCd, name: f.name }]),
  );
}

/**
 * The stop list as sent, checked: its shape by {@link routeProblem} (927, 882, 883), and each stop
 * one the list may name ({@link routeStopsByCode}; 882 otherwise).
 */
async function checkedRoute(
  tx: Db,
  schoolId: number,
  courseId: number | null,
  input: SaveCourseRequest['stops'],
): Promise<RouteStop[]> {
  const problem = routeProblem(input);
  if (problem) throw BusinessError.of('error', problem.code);
  const found = await routeStopsByCode(
    tx,
    schoolId,
    courseId,
    input.map((s) => s.busStopCd),
  );
  return input.map((s) => {
    const stop = found.get(s.busStopCd);
    if (!stop) throw BusinessError.of('error', 882);
    return { ...stop, offsetMinutes: s.offsetMinutes };
  });
}

const sameRoute = (a: readonly RouteStop[], b: readonly RouteStop[]) =>
  a.length === b.length &&
  a.every((s, i) => s.stopId === b[i]!.stopId && s.offsetMinutes === b[i]!.offsetMinutes);

/**
 * Brings the course's runs from tomorrow (Japan) on in line with its new stop list, timed as
 * plan-runs.ts times generated runs: the run's last leg to the school (its length less its old
 * last offset) is kept, an up run still reaches the school when it did and a down run still leaves
 * it when it did. Today's runs are the day's business and keep their stops (as a pattern save
 * leaves them). A learner's booking is never moved silently: when a booked stop would leave a run
 * or be served at another time, nothing changes and 885 names the dates. Answers the runs retimed.
 */
async function retimeFutureRuns(
  tx: Db,
  courseId: number,
  before: readonly RouteStop[],
  after: readonly RouteStop[],
  now: Date,
): Promise<number> {
  const runs = await tx
    .select({
      id: busRuns.id,
      date: busRuns.date,
      upDown: busRuns.upDown,
      planStartMinutes: busRuns.planStartMinutes,
      planEndMinutes: busRuns.planEndMinutes,
    })
    .from(busRuns)
    .where(and(eq(busRuns.courseId, courseId), gt(busRuns.date, japanDateKey(now))))
    // a booking holds its run's row (the counters) until it commits: waiting here, its reservation is seen below
    .for('update');
  if (runs.length === 0) return 0;
  const runIds = runs.map((r) => r.id);
  const oldLength = runLengthOf(before, 0);
  const planned = runs.map((run) => {
    const upDown = run.upDown as UpDown;
    const length = runLengthOf(after, run.planEndMinutes - run.planStartMinutes - oldLength);
    const planStartMinutes = upDown === Direction.Up ? run.planEndMinutes - length : run.planStartMinutes;
    return {
      run,
      planStartMinutes,
      planEndMinutes: planStartMinutes + length,
      stopTimes: stopTimesOf(after, upDown, planStartMinutes, length),
    };
  });
  const booked = await tx
    .select({ runId: reservations.runId, stopId: reservations.stopId, planMinutes: busRunStops.planMinutes })
    .from(reservations)
    .leftJoin(
      busRunStops,
      and(eq(busRunStops.runId, reservations.runId), eq(busRunStops.stopId, reservations.stopId)),
    )
    .where(and(inArray(reservations.runId, runIds), isNull(reservations.cancelledAt)));
  const moved = booked.filter((b) => {
    const plan = planned.find((p) => p.run.id === b.runId)!;
    return (plan.stopTimes.find((s) => s.stopId === b.stopId)?.planMinutes ?? null) !== b.planMinutes;
  });
  if (moved.length > 0) {
    const dates = [...new Set(moved.map((b) => planned.find((p) => p.run.id === b.runId)!.run.date))].sort();
    throw BusinessError.of('error', 885, { dates: datesText(dates) });
  }
  await tx.delete(busRunStops).where(inArray(busRunStops.runId, runIds));
  for (const p of planned) {
    if (p.planStartMinutes !== p.run.planStartMinutes || p.planEndMinutes !== p.run.planEndMinutes)
      await tx
        .update(busRuns)
        .set({ planStartMinutes: p.planStartMinutes, planEndMinutes: p.planEndMinutes })
        .where(eq(busRuns.id, p.run.id));
  }
  const rows = planned.flatMap((p) => p.stopTimes.map((s) => ({ runId: p.run.id, ...s })));
  if (rows.length > 0) await tx.insert(busRunStops).values(rows);
  return runs.length;
}

/**
 * Gives a course a new stop list in the caller's transaction, the course row locked: its runs
 * from tomorrow follow it ({@link retimeFutureRuns}; 885 when that would move a booked learner,
 * before anything is written). Nothing happens when the list is the same. Answers the runs retimed.
 */
export async function replaceRoute(
  tx: Db,
  courseId: number,
  before: readonly RouteStop[],
  route: readonly RouteStop[],
  now: Date,
): Promise<number> {
  if (sameRoute(before, route)) return 0;
  const runsRetimed = await retimeFutureRuns(tx, courseId, before, route, now);
  await tx.delete(courseStops).where(eq(courseStops.courseId, courseId));
  if (route.length > 0)
    await tx
      .insert(courseStops)
      .values(
        route.map((s, i) => ({ courseId, stopId: s.stopId, seq: i + 1, offsetMinutes: s.offsetMinutes })),
      );
  return runsRetimed;
}

/**
 * Creates a course (方面) or changes its name, whether learners may search by it and its stops in
 * order with the minutes from the first (issue 23 §6). The code is fixed once created: run codes
 * (binCd) carry it. Runs already generated from tomorrow on follow the new stops (see
 * {@link retimeFutureRuns}); the weekly pattern generates later ones from them. Refusals, each
 * changing nothing: 878 a code not of 1–8 letters or digits, 879 a code already used, 880 a name
 * not of 1–30 characters, 881 a course to change that does not exist, 882 an unknown or repeated
 * stop, 883 minutes out of order, 885 a change that moves booked learners, 943 a reading (よみ)
 * not in kana (left out: unchanged). Audited before → after.
 */
export async function saveCourse(
  db: Db,
  actor: AuditActor,
  input: SaveCourseRequest,
  now: Date,
): Promise<void> {
  const homenCd = input.homenCd.trim();
  const name = trimText(input.name);
  if (!HOMEN_CD_PATTERN.test(homenCd)) throw BusinessError.of('error', input.create ? 878 : 881);
  if ([...name].length === 0 || [...name].length > COURSE_LIMITS.name || hasGarblingCharacters(name))
    throw BusinessError.of('error', 880);
  const yomi = input.yomi === undefined ? undefined : normaliseYomi(input.yomi);
  if (yomi === null) throw BusinessError.of('error', 943);
  await db.transaction(async (tx) => {
    // one network change of a school at a time, as the other network commands
    await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, actor.schoolId)).for('update');
    // the course row is the lock of its stop list and runs (pattern saves and approvals take it too)
    const [existing] = await tx
      .select()
      .from(courses)
      .where(and(eq(courses.schoolId, actor.schoolId), eq(courses.homenCd, homenCd)))
      .for('update');
    if (input.create && existing) throw BusinessError.of('error', 879);
    if (!input.create && !existing) throw BusinessError.of('error', 881);
    const route = await checkedRoute(tx, actor.schoolId, existing?.id ?? null, input.stops);
    const before = existing ? await routeOf(tx, existing.id) : [];
    let courseId: number;
    if (existing) {
      courseId = existing.id;
      await tx
        .update(courses)
        .set({ name, yomi, isNetRelease: input.isNetRelease })
        .where(eq(courses.id, courseId));
    } else {
      const [created] = await tx
        .insert(courses)
        .values({ schoolId: actor.schoolId, homenCd, name, yomi, isNetRelease: input.isNetRelease })
        .returning({ id: courses.id });
      courseId = created!.id;
    }
    const runsRetimed = await replaceRoute(tx, courseId, before, route, now);
    await recordAudit(
      tx,
      actor,
      {
        action: existing ? 'course.update' : 'course.create',
        targetType: 'homen',
        targetId: homenCd,
        before: existing
          ? {
              name: existing.name,
              yomi: existing.yomi,
              isNetRelease: existing.isNetRelease,
              courseStops: routeText(before),
            }
          : null,
        after: {
          name,
          yomi: yomi ?? existing?.yomi ?? '',
          isNetRelease: input.isNetRelease,
          courseStops: routeText(route),
          runsRetimed,
        },
      },
      now,
    );
  });
}

/**
 * Deletes a course (issue 23 §6). Refused (884) while it has dated runs, past or future (their
 * bookings and history name it), or a weekly pattern (remove that on the pattern screen first);
 * 881 for a course that does not exist. Its stop list goes with it. Audited.
 */
export async function deleteCourse(db: Db, actor: AuditActor, homenCd: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, actor.schoolId)).for('update');
    const [existing] = await tx
      .select()
      .from(courses)
      .where(and(eq(courses.schoolId, actor.schoolId), eq(courses.homenCd, homenCd)))
      .for('update');
    if (!existing) throw BusinessError.of('error', 881);
    const [runs] = await tx.select({ n: count() }).from(busRuns).where(eq(busRuns.courseId, existing.id));
    const [pattern] = await tx
      .select({ n: count() })
      .from(coursePatterns)
      .where(eq(coursePatterns.courseId, existing.id));
    if ((runs?.n ?? 0) > 0 || (pattern?.n ?? 0) > 0) throw BusinessError.of('error', 884);
    const before = await routeOf(tx, existing.id);
    await tx.delete(courseStops).where(eq(courseStops.courseId, existing.id));
    await tx.delete(courses).where(eq(courses.id, existing.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'course.delete',
        targetType: 'homen',
        targetId: homenCd,
        before: { name: existing.name, isNetRelease: existing.isNetRelease, courseStops: routeText(before) },
        after: null,
      },
      now,
    );
  });
}
