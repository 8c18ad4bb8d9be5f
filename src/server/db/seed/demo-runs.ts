import { and, asc, between, eq, gte, lte } from 'drizzle-orm';
import { Direction } from '@shared/constants';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import {
  busRunStops,
  busRuns,
  classPeriods,
  courseStops,
  courses,
  learners,
  reservations,
  schoolClosures,
  schools,
  stops,
} from '@server/db/schema';
import { dayNumber, isBusinessDay, weekdayOf } from './demo-calendar';
import { DEMO_COURSES } from './demo-network';
import { FIRST_LOAD_SEITO_NO, LOAD_LEARNER_COUNT } from './demo-people';
import { DEMO_SERVICE_CODE } from './demo-school';

type UpDown = typeof Direction.Up | typeof Direction.Down;

const ALL_PERIODS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** The demo's weekly pattern: periods served on each weekday (0 = Sunday). Saturday is a short day. */
const PERIODS_BY_WEEKDAY: readonly (readonly number[])[] = [
  [],
  ALL_PERIODS,
  ALL_PERIODS,
  ALL_PERIODS,
  ALL_PERIODS,
  ALL_PERIODS,
  [1, 2, 3, 4, 5, 6],
];

/** Up runs reach the school this long before their period starts; down runs leave this long after it ends. */
const SCHOOL_MARGIN_MINUTES = 10;
const CHILD_SEATS = 2;
const BICYCLES = 1;
/** The busy runs of a day are among the afternoon and evening periods, when learners come after school or work. */
const BUSY_FROM_JGN = 5;
const NEARLY_FULL_RUNS_PER_DAY = 3;
/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters per statement. */
const INSERT_CHUNK = 1000;

/** binCd of a demo run, unique per school and date: U/D, homenCd, two-digit period. */
export function binCdOf(upDown: UpDown, homenCd: string, jgn: number): string {
  return `${upDown === Direction.Up ? 'U' : 'D'}${homenCd}${String(jgn).padStart(2, '0')}`;
}

interface Course {
  id: number;
  homenCd: string;
  name: string;
  seats: number;
  /** minutes from the first stop to the school */
  length: number;
  stops: { stopId: number; offsetMinutes: number }[];
  /** stops load learners board at: the public ones, not a learner's own point */
  publicStopIds: number[];
}

interface Period {
  jgn: number;
  startMinutes: number;
  endMinutes: number;
}

interface Rider {
  learnerId: number;
  stopId: number;
  jitensya: number;
}

interface PlannedRun {
  row: Omit<typeof busRuns.$inferInsert, 'schoolId' | 'binName'>;
  course: Course;
  stopTimes: { stopId: number; planMinutes: number }[];
  riders: Rider[];
}

function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d);
  return dates;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function chunked<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) out.push(rows.slice(i, i + INSERT_CHUNK));
  return out;
}

/** mulberry32: a tiny seeded generator, so each date gets the same busy runs on every machine. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function planRun(date: string, course: Course, period: Period, upDown: UpDown): PlannedRun {
  const planStartMinutes =
    upDown === Direction.Up
      ? period.startMinutes - SCHOOL_MARGIN_MINUTES - course.length
      : period.endMinutes + SCHOOL_MARGIN_MINUTES;
  // a down run drops off in reverse order: the stop nearest the school first
  const stopTimes = course.stops.map((s) => ({
    stopId: s.stopId,
    planMinutes:
      planStartMinutes + (upDown === Direction.Up ? s.offsetMinutes : course.length - s.offsetMinutes),
  }));
  return {
    row: {
      binCd: binCdOf(upDown, course.homenCd, period.jgn),
      date,
      upDown,
      courseId: course.id,
      jgn: period.jgn,
      planStartMinutes,
      planEndMinutes: planStartMinutes + course.length,
      seats: course.seats,
      childSeats: CHILD_SEATS,
      bicycles: BICYCLES,
      isNetReservation: true,
      vehicleCd: `V${course.homenCd}${upDown === Direction.Up ? 'U' : 'D'}`,
    },
    course,
    stopTimes,
    riders: [],
  };
}

/**
 * One day of the weekly pattern: up and down runs per course and period, then deterministic
 * variety — one full run, a few nearly full, one not bookable on the net. Load learners fill the
 * busy runs with real reservations, each of them riding at most once that day, so counters match rows.
 */
function planDay(
  date: string,
  courseList: readonly Course[],
  periods: readonly Period[],
  loadLearnerIds: readonly number[],
) {
  const served = new Set(PERIODS_BY_WEEKDAY[weekdayOf(date)]);
  const runs = courseList.flatMap((course) =>
    periods
      .filter((p) => served.has(p.jgn))
      .flatMap((p) => [planRun(date, course, p, Direction.Up), planRun(date, course, p, Direction.Down)]),
  );
  const seed = dayNumber(date);
  const [full, ...others] = shuffled(
    runs.filter((r) => r.row.jgn >= BUSY_FROM_JGN),
    seededRandom(seed),
  );
  const nearlyFull = others.slice(0, NEARLY_FULL_RUNS_PER_DAY);
  const offline = others[NEARLY_FULL_RUNS_PER_DAY];
  if (offline) offline.row.isNetReservation = false;

  let nextLearner = 0;
  const fill = (run: PlannedRun, count: number) => {
    const stopIds = run.course.publicStopIds;
    for (let i = 0; i < count && nextLearner < loadLearnerIds.length && stopIds.length > 0; i++) {
      run.riders.push({
        learnerId: loadLearnerIds[nextLearner++]!,
        stopId: stopIds[(seed + i) % stopIds.length]!,
        jitensya: run === full && i === 0 ? 1 : 0,
      });
    }
  };
  if (full) fill(full, full.row.seats);
  for (const run of nearlyFull) fill(run, run.row.seats - 1);
  for (const run of runs) {
    run.row.bookedSeats = run.riders.length;
    run.row.bookedBicycles = run.riders.reduce((sum, r) => sum + r.jitensya, 0);
  }
  return runs;
}

/** binName numbers a course's runs of the day in departure order: 駅前方面 1便, 2便… */
function binNames(runs: readonly PlannedRun[]): Map<PlannedRun, string> {
  const names = new Map<PlannedRun, string>();
  const byCourse = groupBy(runs, (r) => `${r.row.date}|${r.course.id}`);
  for (const courseRuns of byCourse.values()) {
    [...courseRuns]
      .sort((a, b) => a.row.planStartMinutes - b.row.planStartMinutes)
      .forEach((r, i) => names.set(r, `${r.course.name} ${i + 1}便`));
  }
  return names;
}

async function loadCourses(db: Db, schoolId: number): Promise<Course[]> {
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
  return [...groupBy(rows, (r) => r.courseId).values()].flatMap((courseRows) => {
    const first = courseRows[0]!;
    const pattern = DEMO_COURSES.find((c) => c.homenCd === first.homenCd);
    if (!pattern) return [];
    const lastOffset = Math.max(...courseRows.map((r) => r.offsetMinutes));
    return [
      {
        id: first.courseId,
        homenCd: first.homenCd,
        name: first.name,
        seats: pattern.seats,
        length: lastOffset + pattern.minutesToSchool,
        stops: courseRows.map((r) => ({ stopId: r.stopId, offsetMinutes: r.offsetMinutes })),
        publicStopIds: courseRows.filter((r) => r.ownerLearnerId === null).map((r) => r.stopId),
      },
    ];
  });
}

async function insertRuns(db: Db, schoolId: number, dates: readonly string[]): Promise<number> {
  const courseList = await loadCourses(db, schoolId);
  const periods = await db
    .select({
      jgn: classPeriods.jgn,
      startMinutes: classPeriods.startMinutes,
      endMinutes: classPeriods.endMinutes,
    })
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, schoolId))
    .orderBy(asc(classPeriods.jgn));
  const loadLearners = await db
    .select({ id: learners.id })
    .from(learners)
    .where(
      and(
        eq(learners.schoolId, schoolId),
        between(
          learners.seitoNo,
          String(FIRST_LOAD_SEITO_NO),
          String(FIRST_LOAD_SEITO_NO + LOAD_LEARNER_COUNT - 1),
        ),
      ),
    )
    .orderBy(asc(learners.seitoNo));
  const loadLearnerIds = loadLearners.map((l) => l.id);

  const planned = dates.flatMap((date) => planDay(date, courseList, periods, loadLearnerIds));
  const names = binNames(planned);
  const byKey = new Map(planned.map((r) => [`${r.row.date}|${r.row.binCd}`, r]));

  const inserted: { run: PlannedRun; id: number }[] = [];
  for (const chunk of chunked(planned)) {
    // another process may be topping up the same dates: its runs win, ours are skipped with their stops and riders
    const rows = await db
      .insert(busRuns)
      .values(chunk.map((r) => ({ ...r.row, schoolId, binName: names.get(r)! })))
      .onConflictDoNothing()
      .returning({ id: busRuns.id, date: busRuns.date, binCd: busRuns.binCd });
    for (const row of rows) inserted.push({ run: byKey.get(`${row.date}|${row.binCd}`)!, id: row.id });
  }

  const stopRows = inserted.flatMap(({ run, id }) => run.stopTimes.map((s) => ({ runId: id, ...s })));
  for (const chunk of chunked(stopRows)) await db.insert(busRunStops).values(chunk);

  const reservationRows = inserted.flatMap(({ run, id }) =>
    run.riders.map((r) => ({ ...r, schoolId, runId: id, date: run.row.date, upDown: run.row.upDown })),
  );
  for (const chunk of chunked(reservationRows)) await db.insert(reservations).values(chunk);
  return inserted.length;
}

/**
 * Keeps the demo alive as the calendar moves (PRODUCT.md §6): adds the demo school's runs, with
 * their stop times and load reservations, for every business day from today (Japan) to today +
 * bookingHorizonDays + 1 that has none yet. Runs on every server start, so the usual case — nothing
 * missing — costs three small queries; missing days are inserted in bulk in one transaction.
 * Answers how many runs were added (0 when there is no demo school).
 */
export async function ensureDemoRuns(db: Db, now: Date): Promise<number> {
  const [school] = await db
    .select({ id: schools.id, horizonDays: schools.bookingHorizonDays })
    .from(schools)
    .where(eq(schools.serviceCode, DEMO_SERVICE_CODE));
  if (!school) return 0;
  const first = japanDateKey(now);
  const last = addDays(first, school.horizonDays + 1);
  const closures = await db
    .select({ startDate: schoolClosures.startDate, endDate: schoolClosures.endDate })
    .from(schoolClosures)
    .where(
      and(
        eq(schoolClosures.schoolId, school.id),
        lte(schoolClosures.startDate, last),
        gte(schoolClosures.endDate, first),
      ),
    );
  const withRuns = await db
    .selectDistinct({ date: busRuns.date })
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, school.id), between(busRuns.date, first, last)));
  const existing = new Set(withRuns.map((r) => r.date));
  const missing = datesFrom(first, last).filter(
    (d) =>
      !existing.has(d) && isBusinessDay(d, closures) && (PERIODS_BY_WEEKDAY[weekdayOf(d)]?.length ?? 0) > 0,
  );
  if (missing.length === 0) return 0;
  return db.transaction((tx) => insertRuns(tx, school.id, missing));
}
