import { and, asc, between, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { Direction } from '@shared/constants';
import { minutesToTime } from '@shared/rules/display-time';
import { addDays, datesBetween, japanDateKey } from '@shared/rules/japan-time';
import {
  PATTERN_LIMITS,
  type PatternConflict,
  type PatternSlot,
  type RunPattern,
  type SaveRunPatternRequest,
  type SavedRunPattern,
} from '@shared/schemas/admin-pattern';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  classPeriods,
  coursePatterns,
  courseStops,
  courses,
  runPatternSlots,
  schools,
  vehicles,
} from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { BusinessError } from '@server/domain/business-error';
import { promoteWaitlist } from '@server/domain/booking/promote-waitlist';
import { isBusinessDay } from '@server/domain/school/calendar';
import { assertInSchool } from '@server/domain/school/school-scope';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import { generateRuns, loadCourseRoutes, loadPeriods } from './generate-runs';
import { planDayRuns, type CoursePattern, type UpDown } from './plan-runs';

type CourseRow = typeof courses.$inferSelect;

/**
 * What a course without a stored pattern starts from: 10 minutes from its last stop to school and
 * 10 minutes between arrival and the period (the screen's form, and a first pattern from a file).
 */
export const NEW_PATTERN_MINUTES = { minutesToSchool: 10, marginMinutes: 10 } as const;

const slotOrder = (a: PatternSlot, b: PatternSlot) =>
  a.weekday - b.weekday || a.jgn - b.jgn || a.upDown - b.upDown;

/** The stored patterns of a school's courses (all, or one course's), as run generation reads them. */
export async function loadStoredPatterns(
  db: Db,
  schoolId: number,
  courseId?: number,
): Promise<CoursePattern[]> {
  const heads = await db
    .select({
      courseId: coursePatterns.courseId,
      homenCd: courses.homenCd,
      minutesToSchool: coursePatterns.minutesToSchool,
      marginMinutes: coursePatterns.marginMinutes,
    })
    .from(coursePatterns)
    .innerJoin(courses, eq(courses.id, coursePatterns.courseId))
    .where(
      and(
        eq(coursePatterns.schoolId, schoolId),
        courseId === undefined ? undefined : eq(coursePatterns.courseId, courseId),
      ),
    );
  if (heads.length === 0) return [];
  const slots = await db
    .select()
    .from(runPatternSlots)
    .where(
      inArray(
        runPatternSlots.courseId,
        heads.map((h) => h.courseId),
      ),
    );
  return heads.map((h) => ({
    homenCd: h.homenCd,
    minutesToSchool: h.minutesToSchool,
    marginMinutes: h.marginMinutes,
    runs: slots
      .filter((s) => s.courseId === h.courseId)
      .map((s) => ({
        weekday: s.weekday,
        jgn: s.jgn,
        upDown: s.upDown as UpDown,
        seats: s.seats,
        childSeats: s.childSeats,
        bicycles: s.bicycles,
        isNetReservation: s.isNetReservation,
        vehicleCd: s.vehicleCd,
      })),
  }));
}

/**
 * The dates a stored pattern keeps runs on: business days from tomorrow (Japan) to the horizon
 * and one day beyond, like the demo's top-up. Today is left alone: its runs are the day's
 * business (day-of changes), not the pattern's.
 */
async function patternDates(db: Db, schoolId: number, now: Date): Promise<string[]> {
  const calendar = await loadSchoolCalendar(db, schoolId, now);
  if (!calendar) return [];
  const first = addDays(japanDateKey(now), 1);
  return datesBetween(first, addDays(japanDateKey(now), calendar.horizonDays + 1)).filter((d) =>
    isBusinessDay(d, calendar),
  );
}

interface Reconciliation {
  conflicts: PatternConflict[];
  /** runs without any reservation row that the pattern no longer has, or has at other times (generated again) */
  removable: number[];
  /** runs with cancelled bookings only that the pattern no longer has: kept for their history, closed to the net */
  closable: number[];
  /** runs the pattern still has whose capacity, net flag or vehicle change (their bookings fit) */
  updates: {
    id: number;
    seats: number;
    childSeats: number;
    bicycles: number;
    isNetReservation: boolean;
    vehicleCd?: string | null;
  }[];
}

/**
 * Compares a course's runs from tomorrow to the horizon with its pattern. A booked run is never
 * removed nor given less room than its bookings: it is listed for staff to decide (cancel it or
 * move its learners, issue 23 §8). A vehicle staff chose for the day (vehicleAssignedAt) stays.
 */
async function reconcile(
  db: Db,
  schoolId: number,
  course: CourseRow,
  pattern: CoursePattern | undefined,
  now: Date,
): Promise<Reconciliation> {
  const dates = await patternDates(db, schoolId, now);
  const out: Reconciliation = { conflicts: [], removable: [], closable: [], updates: [] };
  if (dates.length === 0) return out;
  const routes = (await loadCourseRoutes(db, schoolId)).filter((r) => r.id === course.id);
  const periods = await loadPeriods(db, schoolId);
  const planned = new Map(
    (pattern ? dates.flatMap((d) => planDayRuns(d, routes, periods, [pattern])) : []).map((r) => [
      `${r.date}|${r.binCd}`,
      r,
    ]),
  );
  const existing = await db
    .select({
      id: busRuns.id,
      date: busRuns.date,
      binCd: busRuns.binCd,
      binName: busRuns.binName,
      upDown: busRuns.upDown,
      jgn: busRuns.jgn,
      planStartMinutes: busRuns.planStartMinutes,
      planEndMinutes: busRuns.planEndMinutes,
      seats: busRuns.seats,
      childSeats: busRuns.childSeats,
      bicycles: busRuns.bicycles,
      bookedSeats: busRuns.bookedSeats,
      bookedChildSeats: busRuns.bookedChildSeats,
      bookedBicycles: busRuns.bookedBicycles,
      isNetReservation: busRuns.isNetReservation,
      vehicleCd: busRuns.vehicleCd,
      vehicleAssignedAt: busRuns.vehicleAssignedAt,
      // written out: drizzle leaves columns unqualified inside a selection, and "id" would bind to the subquery's table
      rows: sql<number>`(select count(*)::int from reservations r where r.run_id = bus_runs.id)`,
      active: sql<number>`(select count(*)::int from reservations r where r.run_id = bus_runs.id and r.cancelled_at is null)`,
    })
    .from(busRuns)
    .where(
      and(
        eq(busRuns.schoolId, schoolId),
        eq(busRuns.courseId, course.id),
        between(busRuns.date, dates[0]!, dates.at(-1)!),
      ),
    )
    .orderBy(asc(busRuns.date), asc(busRuns.planStartMinutes));
  for (const run of existing) {
    const plan = planned.get(`${run.date}|${run.binCd}`);
    const listed = (reason: PatternConflict['reason']) =>
      out.conflicts.push({
        date: run.date,
        binCd: run.binCd,
        binName: run.binName,
        upDown: run.upDown,
        jgn: run.jgn,
        bookedSeats: run.bookedSeats,
        reason,
      });
    if (!plan) {
      if (run.active > 0) listed('removed');
      else if (run.rows > 0) {
        if (run.isNetReservation) out.closable.push(run.id);
      } else out.removable.push(run.id);
      continue;
    }
    // never booked and timed otherwise (a new last leg or margin): generated again with the new times
    if (
      run.rows === 0 &&
      (plan.planStartMinutes !== run.planStartMinutes || plan.planEndMinutes !== run.planEndMinutes)
    ) {
      out.removable.push(run.id);
      continue;
    }
    if (
      plan.seats < run.bookedSeats ||
      plan.childSeats < run.bookedChildSeats ||
      plan.bicycles < run.bookedBicycles
    ) {
      listed('capacity');
      continue;
    }
    const vehicleCd = run.vehicleAssignedAt ? run.vehicleCd : plan.vehicleCd;
    if (
      plan.seats !== run.seats ||
      plan.childSeats !== run.childSeats ||
      plan.bicycles !== run.bicycles ||
      plan.isNetReservation !== run.isNetReservation ||
      vehicleCd !== run.vehicleCd
    )
      out.updates.push({
        id: run.id,
        seats: plan.seats,
        childSeats: plan.childSeats,
        bicycles: plan.bicycles,
        isNetReservation: plan.isNetReservation,
        vehicleCd,
      });
  }
  return out;
}

async function courseOf(db: Db, schoolId: number, homenCd: string | undefined, lock: boolean) {
  const query = db
    .select()
    .from(courses)
    .where(
      and(eq(courses.schoolId, schoolId), homenCd === undefined ? undefined : eq(courses.homenCd, homenCd)),
    )
    .orderBy(asc(courses.homenCd))
    .limit(1);
  const [course] = lock ? await query.for('update') : await query;
  return course;
}

/** The screen's view of a course's pattern: its choices, its stored runs and its booked runs that no longer fit. */
async function viewOf(
  db: Db,
  schoolId: number,
  course: CourseRow | undefined,
  now: Date,
): Promise<RunPattern> {
  const courseRows = await db
    .select({
      code: courses.homenCd,
      name: courses.name,
      stopCount: sql<number>`(select count(*)::int from course_stops cs where cs.course_id = courses.id)`,
    })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.homenCd));
  const periodRows = await db
    .select()
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, schoolId))
    .orderBy(asc(classPeriods.jgn));
  const vehicleRows = await db
    .select({ code: vehicles.vehicleCd, name: vehicles.name })
    .from(vehicles)
    .where(and(eq(vehicles.schoolId, schoolId), isNull(vehicles.retiredAt)))
    .orderBy(asc(vehicles.vehicleCd));
  const [stored] = course ? await loadStoredPatterns(db, schoolId, course.id) : [];
  const conflicts = course && stored ? (await reconcile(db, schoolId, course, stored, now)).conflicts : [];
  return {
    courses: courseRows,
    periods: periodRows
      .filter((p) => p.jgn > 0)
      .map((p) => ({
        jgn: p.jgn,
        name: p.timeName,
        start: minutesToTime(p.startMinutes),
        end: minutesToTime(p.endMinutes),
      })),
    vehicles: vehicleRows,
    homenCd: course?.homenCd ?? null,
    minutesToSchool: stored?.minutesToSchool ?? NEW_PATTERN_MINUTES.minutesToSchool,
    marginMinutes: stored?.marginMinutes ?? NEW_PATTERN_MINUTES.marginMinutes,
    slots: (stored?.runs ?? []).map((r) => ({ ...r, vehicleCd: r.vehicleCd ?? '' })).sort(slotOrder),
    stored: stored !== undefined,
    conflicts,
  };
}

/** A course's weekly pattern for the console (issue 23 §7); the first course when none is named. */
export async function getRunPattern(
  db: Db,
  schoolId: number,
  homenCd: string | undefined,
  now: Date,
): Promise<RunPattern> {
  const course = await courseOf(db, schoolId, homenCd, false);
  if (homenCd !== undefined) assertInSchool(course, schoolId);
  return viewOf(db, schoolId, course, now);
}

const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The slots checked one by one, each refusal with its catalogue code (841–846). */
function checkedSlots(
  input: SaveRunPatternRequest,
  periodJgns: ReadonlySet<number>,
  vehicleCds: ReadonlySet<string>,
): PatternSlot[] {
  if (!isWhole(input.minutesToSchool, 0, PATTERN_LIMITS.maxMinutesToSchool))
    throw BusinessError.of('error', 845);
  if (!isWhole(input.marginMinutes, 0, PATTERN_LIMITS.maxMarginMinutes)) throw BusinessError.of('error', 845);
  const seen = new Set<string>();
  for (const s of input.slots) {
    const key = `${s.weekday}|${s.jgn}|${s.upDown}`;
    if (
      !isWhole(s.weekday, 0, 6) ||
      (s.upDown !== Direction.Up && s.upDown !== Direction.Down) ||
      seen.has(key)
    )
      throw BusinessError.of('error', 846);
    seen.add(key);
    if (!periodJgns.has(s.jgn)) throw BusinessError.of('error', 841);
    if (!isWhole(s.seats, PATTERN_LIMITS.minSeats, PATTERN_LIMITS.maxSeats))
      throw BusinessError.of('error', 842);
    if (
      !isWhole(s.childSeats, 0, PATTERN_LIMITS.maxChildSeats) ||
      !isWhole(s.bicycles, 0, PATTERN_LIMITS.maxBicycles)
    )
      throw BusinessError.of('error', 843);
    if (s.vehicleCd !== '' && !vehicleCds.has(s.vehicleCd)) throw BusinessError.of('error', 844);
  }
  return [...input.slots].sort(slotOrder);
}

const slotLine = (s: PatternSlot) =>
  `${s.weekday}/${s.jgn}/${s.upDown}: ${s.seats}/${s.childSeats}/${s.bicycles}${s.isNetReservation ? '' : ' -net'}${s.vehicleCd ? ` ${s.vehicleCd}` : ''}`;

/** The pattern as the audit log shows it: one line per run (weekday/period/direction: seats/child seats/bicycles). */
const auditSnapshot = (view: RunPattern) =>
  view.stored
    ? {
        minutesToSchool: view.minutesToSchool,
        marginMinutes: view.marginMinutes,
        patternRuns: view.slots.map(slotLine).join('\n'),
      }
    : null;

/**
 * Saves a course's weekly pattern (issue 23 §7) and brings its dated runs from tomorrow to the
 * horizon in line, in one transaction under the course's row lock (two saves of one course are
 * taken one after the other; the daily top-up takes the same lock):
 * - runs the pattern adds are generated by generateRuns (the existing command);
 * - runs it changes get the new capacity, net flag and usual vehicle when their bookings fit;
 * - runs it drops are deleted when nobody ever booked them, closed to the net when they hold only
 *   cancelled bookings (their history stays);
 * - a run with bookings that no longer fits is left as it is and listed for staff (`conflicts`).
 * Refusals 840–846 change nothing. Audited before → after.
 */
export async function saveRunPattern(
  db: Db,
  actor: AuditActor,
  input: SaveRunPatternRequest,
  now: Date,
): Promise<SavedRunPattern> {
  // a preview runs the very save and rolls it back, so it answers exactly what the save would do
  let previewed: SavedRunPattern | undefined;
  try {
    return await applyRunPattern(db, actor, input, now, (answer) => {
      previewed = answer;
    });
  } catch (error) {
    if (previewed && error instanceof TransactionRollbackError) return previewed;
    throw error;
  }
}

async function applyRunPattern(
  db: Db,
  actor: AuditActor,
  input: SaveRunPatternRequest,
  now: Date,
  onPreview: (answer: SavedRunPattern) => void,
): Promise<SavedRunPattern> {
  return db.transaction(async (tx) => {
    const answer = await saveRunPatternIn(tx, actor, input, now);
    if (answer.preview) {
      onPreview(answer);
      tx.rollback();
    }
    return answer;
  });
}

/**
 * {@link saveRunPattern} inside the caller's transaction (the console's save, and the run-pattern
 * file of issue 24 for each course it names): the same checks (840–846), the same reconciliation
 * of the dated runs and the same audit; a preview is the caller's to roll back.
 */
export async function saveRunPatternIn(
  tx: Db,
  actor: AuditActor,
  input: SaveRunPatternRequest,
  now: Date,
): Promise<SavedRunPattern> {
  const course = await courseOf(tx, actor.schoolId, input.homenCd, true);
  assertInSchool(course, actor.schoolId);
  const [stopCount] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(courseStops)
    .where(eq(courseStops.courseId, course.id));
  if ((stopCount?.n ?? 0) === 0) throw BusinessError.of('error', 840);
  const periodRows = await tx
    .select({ jgn: classPeriods.jgn })
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, actor.schoolId));
  const vehicleRows = await tx
    .select({ code: vehicles.vehicleCd })
    .from(vehicles)
    .where(and(eq(vehicles.schoolId, actor.schoolId), isNull(vehicles.retiredAt)));
  const slots = checkedSlots(
    input,
    new Set(periodRows.map((p) => p.jgn).filter((j) => j > 0)),
    new Set(vehicleRows.map((v) => v.code)),
  );
  const before = await viewOf(tx, actor.schoolId, course, now);

  await tx
    .insert(coursePatterns)
    .values({
      courseId: course.id,
      schoolId: actor.schoolId,
      minutesToSchool: input.minutesToSchool,
      marginMinutes: input.marginMinutes,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: coursePatterns.courseId,
      set: { minutesToSchool: input.minutesToSchool, marginMinutes: input.marginMinutes, updatedAt: now },
    });
  await tx.delete(runPatternSlots).where(eq(runPatternSlots.courseId, course.id));
  if (slots.length > 0)
    await tx.insert(runPatternSlots).values(
      slots.map((s) => ({
        schoolId: actor.schoolId,
        courseId: course.id,
        ...s,
        vehicleCd: s.vehicleCd === '' ? null : s.vehicleCd,
      })),
    );

  const [pattern] = await loadStoredPatterns(tx, actor.schoolId, course.id);
  const plan = await reconcile(tx, actor.schoolId, course, pattern, now);
  const removedRuns =
    plan.removable.length > 0
      ? await tx
          .select({ date: busRuns.date, binCd: busRuns.binCd, jgn: busRuns.jgn, upDown: busRuns.upDown })
          .from(busRuns)
          .where(inArray(busRuns.id, plan.removable))
          .orderBy(asc(busRuns.date), asc(busRuns.binCd))
      : [];
  if (plan.removable.length > 0) {
    await tx.delete(busRunStops).where(inArray(busRunStops.runId, plan.removable));
    await tx.delete(busRuns).where(inArray(busRuns.id, plan.removable));
  }
  if (plan.closable.length > 0)
    await tx.update(busRuns).set({ isNetReservation: false }).where(inArray(busRuns.id, plan.closable));
  // locked in id order like every run change: a capacity raised goes to the run's queue at once
  const updated = plan.updates.map((u) => u.id).sort((a, b) => a - b);
  if (updated.length > 0)
    await tx
      .select({ id: busRuns.id })
      .from(busRuns)
      .where(inArray(busRuns.id, updated))
      .orderBy(asc(busRuns.id))
      .for('update');
  for (const { id, ...change } of plan.updates)
    await tx.update(busRuns).set(change).where(eq(busRuns.id, id));
  await promoteWaitlist(tx, updated, now);
  const added = pattern
    ? await generateRuns(tx, actor.schoolId, [pattern], await patternDates(tx, actor.schoolId, now))
    : [];

  const after = await viewOf(tx, actor.schoolId, course, now);
  await recordAudit(
    tx,
    actor,
    {
      action: 'pattern.save',
      targetType: 'course',
      targetId: course.homenCd,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    },
    now,
  );
  const answer: SavedRunPattern = {
    ...after,
    added: added.length,
    updated: plan.updates.length + plan.closable.length,
    removed: plan.removable.length,
    removedRuns,
    addedRuns: added.map(({ run }) => ({
      date: run.date,
      binCd: run.binCd,
      jgn: run.jgn,
      upDown: run.upDown,
    })),
    preview: input.preview === true,
  };
  return answer;
}

/**
 * Tops up the runs of every served school with a stored pattern to its horizon (the daily job):
 * per school, in one transaction holding its course rows (FOR SHARE), so a pattern being saved is
 * read either before or after its save, never half. Answers the runs added.
 */
export async function topUpPatternRuns(db: Db, now: Date): Promise<number> {
  const served = await db
    .selectDistinct({ id: schools.id })
    .from(schools)
    .innerJoin(coursePatterns, eq(coursePatterns.schoolId, schools.id))
    .where(eq(schools.served, true));
  let added = 0;
  for (const { id } of served) {
    added += await db.transaction(async (tx) => {
      await tx.select({ id: courses.id }).from(courses).where(eq(courses.schoolId, id)).for('share');
      const patterns = await loadStoredPatterns(tx, id);
      const generated = await generateRuns(tx, id, patterns, await patternDates(tx, id, now));
      return generated.length;
    });
  }
  return added;
}
