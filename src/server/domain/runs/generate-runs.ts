import { and, asc, between, eq } from 'drizzle-orm';
import { addDays, datesBetween, japanDateKey } from '@shared/rules/japan-time';
import { chunked } from '@server/db/chunked';
import type { Db } from '@server/db/client';
import { busRunStops, busRuns, classPeriods, courseStops, courses, stops } from '@server/db/schema';
import { isBusinessDay } from '@server/domain/school/calendar';
import { loadSchoolCalendar } from '@server/domain/school/school-settings';
import {
  hasRunsOn,
  planDayRuns,
  type CourseRoute,
  type PlannedRun,
  type AnyPattern,
  type PeriodTimes,
} from './plan-runs';

/** A run this call inserted, with its id. */
export interface GeneratedRun {
  id: number;
  run: PlannedRun;
}

/**
 * The dates from today (Japan) to today + bookingHorizonDays + 1 that should have runs and have
 * none yet: business days of the school's calendar (closed weekdays, national holidays, closures)
 * on which the pattern runs a bus. Two small queries; the usual answer is an empty list.
 */
export async function missingRunDates(
  db: Db,
  schoolId: number,
  pattern: AnyPattern,
  now: Date,
): Promise<string[]> {
  const calendar = await loadSchoolCalendar(db, schoolId, now);
  if (!calendar) return [];
  const first = japanDateKey(now);
  const last = addDays(first, calendar.horizonDays + 1);
  const withRuns = await db
    .selectDistinct({ date: busRuns.date })
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, schoolId), between(busRuns.date, first, last)));
  const existing = new Set(withRuns.map((r) => r.date));
  return datesBetween(first, last).filter(
    (d) => !existing.has(d) && isBusinessDay(d, calendar) && hasRunsOn(d, pattern),
  );
}

/** The school's courses with their stops in order (courses without stops are left out). */
export async function loadCourseRoutes(db: Db, schoolId: number): Promise<CourseRoute[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      homenCd: courses.homenCd,
      name: courses.name,
      stopId: courseStops.stopId,
      offsetMinutes: courseStops.offsetMinutes,
      ownerLearnerId: stops.ownerLearnerId,
    })
    .from(courses)
    .innerJoin(courseStops, eq(courseStops.courseId, courses.id))
    .innerJoin(stops, eq(stops.id, courseStops.stopId))
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.homenCd), asc(courseStops.seq));
  const routes = new Map<number, CourseRoute & { stops: CourseRoute['stops'][number][] }>();
  for (const r of rows) {
    let route = routes.get(r.courseId);
    if (!route)
      routes.set(r.courseId, (route = { id: r.courseId, homenCd: r.homenCd, name: r.name, stops: [] }));
    route.stops.push({
      stopId: r.stopId,
      offsetMinutes: r.offsetMinutes,
      isOwnPoint: r.ownerLearnerId !== null,
    });
  }
  return [...routes.values()];
}

/** The school's class periods in order, with their times. */
export function loadPeriods(db: Db, schoolId: number): Promise<PeriodTimes[]> {
  return db
    .select({
      jgn: classPeriods.jgn,
      startMinutes: classPeriods.startMinutes,
      endMinutes: classPeriods.endMinutes,
    })
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, schoolId))
    .orderBy(asc(classPeriods.jgn));
}

/**
 * Generates the school's runs for `dates` from its weekly pattern (PRODUCT.md §4b "Bus runs"):
 * per date, course and served period an up and a down run with its planned time at every stop of
 * the course. A run that already exists (same school, date and binCd — another process topping up
 * the same dates) is left as it is, with its stop times. Answers the runs inserted, in plan order.
 * Call it in a transaction when the caller adds to the runs (the demo's reservations).
 */
export async function generateRuns(
  db: Db,
  schoolId: number,
  pattern: AnyPattern,
  dates: readonly string[],
): Promise<GeneratedRun[]> {
  const courseRoutes = await loadCourseRoutes(db, schoolId);
  const periods = await loadPeriods(db, schoolId);
  const planned = dates.flatMap((date) => planDayRuns(date, courseRoutes, periods, pattern));
  const byKey = new Map(planned.map((r) => [`${r.date}|${r.binCd}`, r]));

  const inserted: GeneratedRun[] = [];
  for (const chunk of chunked(planned)) {
    const rows = await db
      .insert(busRuns)
      .values(
        chunk.map((r) => ({
          schoolId,
          binCd: r.binCd,
          binName: r.binName,
          date: r.date,
          upDown: r.upDown,
          courseId: r.course.id,
          jgn: r.jgn,
          planStartMinutes: r.planStartMinutes,
          planEndMinutes: r.planEndMinutes,
          seats: r.seats,
          childSeats: r.childSeats,
          bicycles: r.bicycles,
          isNetReservation: r.isNetReservation,
          vehicleCd: r.vehicleCd,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: busRuns.id, date: busRuns.date, binCd: busRuns.binCd });
    for (const row of rows) inserted.push({ id: row.id, run: byKey.get(`${row.date}|${row.binCd}`)! });
  }
  const order = new Map(planned.map((r, i) => [r, i]));
  inserted.sort((a, b) => order.get(a.run)! - order.get(b.run)!);

  const stopRows = inserted.flatMap(({ run, id }) => run.stopTimes.map((s) => ({ runId: id, ...s })));
  for (const chunk of chunked(stopRows)) await db.insert(busRunStops).values(chunk);
  return inserted;
}
