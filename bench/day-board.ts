import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DayBoard } from '@shared/schemas/admin-board';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { busRunStops, busRuns, learners, reservations, schools } from '@server/db/schema';
import { seedDemo } from '@server/demo/seed';
import { consoleSession, type ConsoleSession } from './console-session';
import { benchSettings, postgresReachable } from './deadline-rush';

/**
 * The day board of a 60-run day (issue 10 acceptance): the demo school's next business day topped
 * up to 60 runs with 40 seats each and about 900 booked learners, then Admin/GetDayBoard and
 * Admin/GetDayManifests (the whole day's print view) called one after another through the app
 * (`inject`: routing, session, query, presenter — no network), p50/p99 of the server time.
 */
const RUNS = 60;
const RIDERS_PER_RUN = 15;
const CALLS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function fillDay(database: Database, schoolId: number, date: string): Promise<void> {
  const db = database.db;
  const runs = await db
    .select()
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, date)))
    .orderBy(asc(busRuns.id));
  for (let i = 0; runs.length + i < RUNS; i++) {
    const { id: modelId, ...model } = runs[i % runs.length]!;
    const [copy] = await db
      .insert(busRuns)
      .values({
        ...model,
        binCd: `X${String(i).padStart(4, '0')}`,
        jgn: model.jgn,
        bookedSeats: 0,
        bookedChildSeats: 0,
        bookedBicycles: 0,
      })
      .returning();
    const stopsOfModel = await db.select().from(busRunStops).where(eq(busRunStops.runId, modelId));
    if (stopsOfModel.length > 0)
      await db.insert(busRunStops).values(stopsOfModel.map((s) => ({ ...s, runId: copy!.id })));
  }
  const all = await db
    .select()
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, schoolId), eq(busRuns.date, date)));
  const [model] = await db.select({ passwordHash: learners.passwordHash }).from(learners).limit(1);
  let n = 0;
  for (const run of all) {
    const [stop] = await db.select().from(busRunStops).where(eq(busRunStops.runId, run.id)).limit(1);
    if (!stop) continue;
    const riders = await db
      .insert(learners)
      .values(
        Array.from({ length: RIDERS_PER_RUN }, () => ({
          schoolId,
          seitoNo: String(3_000_000 + n++),
          name: `負荷 ${n}`,
          furigana: `ふか ${n}`,
          mobileNumber: '070-0000-0000',
          passwordHash: model!.passwordHash,
        })),
      )
      .returning({ id: learners.id });
    await db.insert(reservations).values(
      riders.map((r) => ({
        schoolId,
        learnerId: r.id,
        runId: run.id,
        date,
        upDown: run.upDown,
        jgn: run.jgn,
        stopId: stop.stopId,
      })),
    );
    await db
      .update(busRuns)
      .set({ seats: 40, bookedSeats: run.bookedSeats + RIDERS_PER_RUN })
      .where(eq(busRuns.id, run.id));
  }
}

async function timeCalls(session: ConsoleSession, action: string, body: object) {
  const times: number[] = [];
  for (let i = 0; i < CALLS + 10; i++) {
    const started = performance.now();
    await session.call(action, body);
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function boardOn(kind: 'pglite' | 'postgres'): Promise<string> {
  const { provisioned, env, secrets, hasher, clock } = await benchSettings(kind, 'warn');
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let app: FastifyInstance | undefined;
  try {
    await runMigrations(database);
    await seedDemo(database.db, hasher, clock());
    const [school] = await database.db.select().from(schools).where(eq(schools.serviceCode, 'demo'));
    app = await buildApp({ env, database, secrets, hasher, clock, logger: false });
    const session = await consoleSession(app);
    const { date } = await session.call<DayBoard>('Admin/GetDayBoard', {});
    await fillDay(database, school!.id, date);
    const board = await timeCalls(session, 'Admin/GetDayBoard', { date });
    const { runs } = await session.call<DayBoard>('Admin/GetDayBoard', { date });
    const riders = runs.reduce((sum, r) => sum + r.riders, 0);
    const manifests = await timeCalls(session, 'Admin/GetDayManifests', { date });
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    return (
      `  ${label.padEnd(10)} ${runs.length} runs, ${riders} riders: GetDayBoard p50 ${board.p50.toFixed(1)} ms, p99 ${board.p99.toFixed(1)} ms; ` +
      `GetDayManifests (the whole day) p50 ${manifests.p50.toFixed(1)} ms, p99 ${manifests.p99.toFixed(1)} ms`
    );
  } finally {
    await app?.close();
    await database.close();
    await provisioned?.drop();
  }
}

/** Prints the day board figures on PGlite and, when it answers, PostgreSQL. */
export async function reportDayBoard(): Promise<void> {
  console.log(
    `\nStaff console: the day board of a ${RUNS}-run day, ${CALLS} calls each, server time (inject)`,
  );
  console.log(await boardOn('pglite'));
  if (await postgresReachable()) console.log(await boardOn('postgres'));
  else console.log('  PostgreSQL NOT RUN: not reachable at TEST_DATABASE_URL');
}

if (import.meta.url === `file://${process.argv[1]}`) await reportDayBoard();
