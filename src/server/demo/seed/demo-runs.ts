import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { chunked } from '@server/db/chunked';
import type { Db } from '@server/db/client';
import { busRuns, learners, reservations, schools } from '@server/db/schema';
import { generateRuns, missingRunDates, type GeneratedRun } from '@server/domain/runs/generate-runs';
import { loadStoredPatterns } from '@server/domain/runs/manage-pattern';
import { coursePatternsOf, type WeeklyPattern } from '@server/domain/runs/plan-runs';
import { DEMO_COURSES } from './demo-network';
import { FIRST_LOAD_SEITO_NO, LOAD_LEARNER_COUNT } from './demo-people';
import { DEMO_SERVICE_CODE } from './demo-school';

const ALL_PERIODS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The demo's weekly pattern: every period on weekdays, a short Saturday, no bus on Sunday. */
export const DEMO_PATTERN: WeeklyPattern = {
  periodsByWeekday: [[], ALL_PERIODS, ALL_PERIODS, ALL_PERIODS, ALL_PERIODS, ALL_PERIODS, [1, 2, 3, 4, 5, 6]],
  schoolMarginMinutes: 10,
  buses: DEMO_COURSES.map((c) => ({
    homenCd: c.homenCd,
    seats: c.seats,
    childSeats: 2,
    bicycles: 1,
    minutesToSchool: c.minutesToSchool,
  })),
};

/** The busy runs of a day are among the afternoon and evening periods, when learners come after school or work. */
const BUSY_FROM_JGN = 5;
const NEARLY_FULL_RUNS_PER_DAY = 3;

/** Whole days since 1970-01-01 of a Japan date key; a stable seed for the demo's day-to-day variety. */
function dayNumber(dateKey: string): number {
  return Math.round(Date.parse(`${dateKey}T00:00:00Z`) / 86_400_000);
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

interface Rider {
  learnerId: number;
  runId: number;
  date: string;
  upDown: 1 | 2;
  jgn: number;
  stopId: number;
  jitensya: number;
}

/**
 * Deterministic variety for one day's new runs: one full run, a few nearly full, one not bookable
 * on the net. Load learners fill the busy runs, each of them riding at most once that day.
 */
function varyDay(day: readonly GeneratedRun[], loadLearnerIds: readonly number[]) {
  const seed = dayNumber(day[0]!.run.date);
  const [full, ...others] = shuffled(
    day.filter((g) => g.run.jgn >= BUSY_FROM_JGN),
    seededRandom(seed),
  );
  const nearlyFull = others.slice(0, NEARLY_FULL_RUNS_PER_DAY);
  const offline = others[NEARLY_FULL_RUNS_PER_DAY];
  const riders: Rider[] = [];
  let nextLearner = 0;
  const fill = (g: GeneratedRun, count: number) => {
    const stopIds = g.run.course.stops.filter((s) => !s.isOwnPoint).map((s) => s.stopId);
    for (let i = 0; i < count && nextLearner < loadLearnerIds.length && stopIds.length > 0; i++) {
      riders.push({
        learnerId: loadLearnerIds[nextLearner++]!,
        runId: g.id,
        date: g.run.date,
        upDown: g.run.upDown,
        jgn: g.run.jgn,
        stopId: stopIds[(seed + i) % stopIds.length]!,
        jitensya: g === full && i === 0 ? 1 : 0,
      });
    }
  };
  if (full) fill(full, full.run.seats);
  for (const g of nearlyFull) fill(g, g.run.seats - 1);
  return { riders, offlineRunId: offline?.id };
}

/**
 * Books the demo's load learners onto the new runs (real reservation rows) and sets the run
 * counters from those rows in one statement, so counters always equal the active rows.
 */
async function addDemoVariety(db: Db, schoolId: number, generated: readonly GeneratedRun[]) {
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
  const byDate = new Map<string, GeneratedRun[]>();
  for (const g of generated) byDate.set(g.run.date, [...(byDate.get(g.run.date) ?? []), g]);
  const days = [...byDate.values()].map((day) => varyDay(day, loadLearnerIds));

  const offline = days.flatMap((d) => (d.offlineRunId === undefined ? [] : [d.offlineRunId]));
  if (offline.length > 0) {
    await db.update(busRuns).set({ isNetReservation: false }).where(inArray(busRuns.id, offline));
  }
  const riders = days.flatMap((d) => d.riders);
  for (const chunk of chunked(riders)) {
    await db.insert(reservations).values(chunk.map((r) => ({ ...r, schoolId })));
  }
  if (riders.length > 0) {
    const runIds = [...new Set(riders.map((r) => r.runId))];
    await db.execute(sql`update ${busRuns} set
      booked_seats = counted.seats, booked_bicycles = counted.bicycles
      from (select ${reservations.runId} as run_id, count(*)::int as seats, sum(${reservations.jitensya})::int as bicycles
            from ${reservations}
            where ${and(inArray(reservations.runId, runIds), sql`${reservations.cancelledAt} is null`)}
            group by ${reservations.runId}) as counted
      where ${busRuns.id} = counted.run_id`);
  }
}

/**
 * Keeps the demo alive as the calendar moves (PRODUCT.md §6): generates the demo school's runs
 * from its weekly pattern (a course's pattern saved in the console instead of the demo's) for every business day up to the horizon that has none yet, with load
 * reservations on the busy runs. The usual case — nothing missing — costs four small queries;
 * missing days are inserted in bulk in one transaction. Answers how many runs were added (0 when
 * there is no demo school).
 */
export async function ensureDemoRuns(db: Db, now: Date): Promise<number> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.serviceCode, DEMO_SERVICE_CODE));
  if (!school) return 0;
  // a course whose pattern an admin saved in the console runs by that pattern, not the demo's
  const stored = await loadStoredPatterns(db, school.id);
  const pattern =
    stored.length === 0
      ? DEMO_PATTERN
      : [
          ...coursePatternsOf(DEMO_PATTERN).filter((c) => !stored.some((s) => s.homenCd === c.homenCd)),
          ...stored,
        ];
  const missing = await missingRunDates(db, school.id, pattern, now);
  if (missing.length === 0) return 0;
  return db.transaction(async (tx) => {
    const generated = await generateRuns(tx, school.id, pattern, missing);
    await addDemoVariety(tx, school.id, generated);
    return generated.length;
  });
}
