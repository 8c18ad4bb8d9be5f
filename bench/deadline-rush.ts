import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { busRunStops, busRuns, learners, reservations, schools, stops } from '@server/db/schema';
import { seedDemo } from '@server/demo/seed';
import { bookableDays } from '@server/domain/booking/rules/bookable-days';
import { loadBookingContext } from '@server/domain/booking/booking-context';
import { createPasswordHasher } from '@server/domain/auth/password-hash';
import { readEnv } from '@server/env';
import { loggerOptions, logSink } from '@server/logger';
import { inParallel, type Outcome, type RushAnswer, type RushPlan } from './rush-clients';

/**
 * Deadline rush (issue 3 §6): the real server (buildApp + listen on port 0) on PostgreSQL — a
 * throw-away database on the server of TEST_DATABASE_URL, when it answers — and on PGlite.
 * LEARNERS learners (the demo's 1000001–1000080, then generated ones) sign in, then all book one
 * seat each on the runs of one bookable day at once through CLIENTS concurrent connections,
 * spread round-robin over the day's runs (so most succeed and some meet full or offline runs).
 * The same run measures the database's own ceiling — a plain single-row INSERT loop of as many
 * reservation-like rows through the same driver and pool with the same concurrency — and prints
 * the ratio. `npx tsx bench/rush.ts` runs this part alone; BENCH_RUSH_DATABASES=postgres|pglite,
 * BENCH_POOL_SIZE and BENCH_LOG_LEVEL vary it.
 */

const CLIENTS = 64;
/**
 * The server logs as the product does (loggerOptions of src/server/logger.ts) at this level: warn
 * by default, the level a rush should run with; BENCH_LOG_LEVEL=info measures the product's
 * default level, its lines going to /dev/null instead of this output.
 */
const LOG_LEVEL = readEnv({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' }).LOG_LEVEL;
/** PostgreSQL pool size: the product's (openDatabase's default) unless BENCH_POOL_SIZE says otherwise */
const POOL_SIZE = process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : undefined;
const LEARNERS = Number(process.env.BENCH_RUSH_LEARNERS ?? 640);
/** one burst of as many INSERTs as bookings lasts a tenth of a second on PostgreSQL: the median of a few is steadier */
const CEILING_ROUNDS = 5;
const FIRST_LOAD = 1_000_001;
const LOAD_COUNT = 80;
const FIRST_GENERATED = 2_000_001;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** sign-in is not what is measured: a cheap scrypt keeps the set-up short (the booking path never hashes) */
const SCRYPT_LOG_N = '10';

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/** 10:00 Japan time on the next weekday, as the API tests start: a school day, far from the cut-off. */
function benchStart(): Date {
  let day = japanDateKey(new Date());
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return japanInstant(day, 10 * 60);
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * What an in-process bench server runs with: a throw-away PostgreSQL database (for 'postgres') or
 * an in-memory PGlite, where the demo school is seeded; fresh secrets; a cheap scrypt (sign-in is
 * not what is measured); a clock at {@link benchStart}.
 */
export async function benchSettings(kind: 'postgres' | 'pglite', logLevel: string) {
  const provisioned = kind === 'postgres' ? await throwAwayPostgres() : null;
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: logLevel,
    SCRYPT_LOG_N,
    DATA_DIR: 'memory://',
    // the benches seed the demo school themselves, on PostgreSQL too
    DEMO: '1',
    ...(provisioned ? { DATABASE_URL: provisioned.url } : {}),
  });
  const secrets = {
    passwordPepper: randomBytes(32),
    xsrfKey: randomBytes(32),
    silentAuthKey: randomBytes(32),
    powKey: randomBytes(32),
    vapidSeed: randomBytes(32),
  };
  const hasher = createPasswordHasher(secrets.passwordPepper, env.SCRYPT_LOG_N);
  const offset = benchStart().getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  return { provisioned, env, secrets, hasher, clock };
}

/** A fresh PostgreSQL database for one run, dropped afterwards. */
async function throwAwayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bus_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // pg's pool.end() resolves before its sockets are closed: wait for them instead of killing them
    drop: async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Learners beyond the demo's 80, sharing the password 0101 (the hash of learner 1000001 is copied). */
async function generateLearners(database: Database, schoolId: number, count: number): Promise<void> {
  if (count <= 0) return;
  const [model] = await database.db
    .select({ passwordHash: learners.passwordHash })
    .from(learners)
    .where(and(eq(learners.schoolId, schoolId), eq(learners.seitoNo, String(FIRST_LOAD))));
  if (!model) throw new Error('the demo load learners are missing');
  const rows = Array.from({ length: count }, (_, i) => ({
    schoolId,
    seitoNo: String(FIRST_GENERATED + i),
    name: `負荷 追加${i + 1}`,
    furigana: `ふか ついか${i + 1}`,
    passwordHash: model.passwordHash,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await database.db.insert(learners).values(rows.slice(i, i + 500));
}

/** Insert rates of the ceiling rounds, rows per second. */
interface Ceiling {
  rowsPerSecond: number;
  min: number;
  max: number;
}

interface RushResult {
  kind: string;
  date: string;
  runs: number;
  learners: number;
  wallMs: number;
  outcomes: Outcome[];
  ceiling: Ceiling;
  invariantsHold: boolean;
}

/** Runs the learners' side (bench/rush-clients.ts) in a worker thread, loaded through tsx like this file. */
function runClients(plan: RushPlan): Promise<RushAnswer> {
  const entry = new URL('./rush-clients.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: plan });
    worker.once('message', (message: { ok: true; answer: RushAnswer } | { ok: false; error: string }) => {
      void worker.terminate();
      if (message.ok) resolve(message.answer);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

async function rushOn(kind: 'postgres' | 'pglite'): Promise<RushResult> {
  const { provisioned, env, secrets, hasher, clock } = await benchSettings(kind, LOG_LEVEL);

  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      ...(POOL_SIZE ? { poolSize: POOL_SIZE } : {}),
    });
    await runMigrations(database);
    await seedDemo(database.db, hasher, clock());
    const [school] = await database.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.serviceCode, 'demo'));
    if (!school) throw new Error('the demo school was not seeded');
    await generateLearners(database, school.id, LEARNERS - LOAD_COUNT);

    const quiet = ['fatal', 'error', 'warn', 'silent'].includes(env.LOG_LEVEL);
    const logger = loggerOptions(
      env.LOG_LEVEL,
      quiet ? undefined : logSink(fs.createWriteStream('/dev/null')),
    );
    app = await buildApp({ env, database, secrets, hasher, clock, logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    // the bookable day with the most runs, a few days ahead (the demo's own bookings are on the first ones)
    const ctx = await loadBookingContext(
      database.db,
      { schoolId: school.id, learnerId: 0, site: '1' },
      clock(),
    );
    const candidates = bookableDays(clock(), ctx.calendar)
      .slice(2, 8)
      .map((d) => d.date);
    let date = candidates[0]!;
    let dayRuns: { id: number; binCd: string; upDown: number; stopCd: string }[] = [];
    for (const candidate of candidates) {
      // each run with one of its public stops
      const rows = await database.db
        .selectDistinctOn([busRuns.id], {
          id: busRuns.id,
          binCd: busRuns.binCd,
          upDown: busRuns.upDown,
          stopCd: stops.busStopCd,
        })
        .from(busRuns)
        .innerJoin(busRunStops, eq(busRunStops.runId, busRuns.id))
        .innerJoin(stops, and(eq(stops.id, busRunStops.stopId), isNull(stops.ownerLearnerId)))
        .where(and(eq(busRuns.schoolId, school.id), eq(busRuns.date, candidate)))
        .orderBy(asc(busRuns.id), asc(stops.busStopCd));
      if (rows.length > dayRuns.length) {
        date = candidate;
        dayRuns = rows;
      }
    }
    const plan: RushPlan = {
      port,
      basePath: env.BASE_PATH,
      clients: CLIENTS,
      bookings: Array.from({ length: LEARNERS }, (_, i) => {
        const run = dayRuns[i % dayRuns.length]!;
        return {
          seitoNo: i < LOAD_COUNT ? String(FIRST_LOAD + i) : String(FIRST_GENERATED + i - LOAD_COUNT),
          password: '0101',
          body: {
            date,
            binCd: run.binCd,
            upDown: run.upDown,
            busStopCd: run.stopCd,
            idempotencyKey: randomBytes(24).toString('base64url'),
          },
        };
      }),
    };
    const { wallMs, outcomes } = await runClients(plan);

    const check = await database.db
      .select({
        id: busRuns.id,
        seats: busRuns.seats,
        booked: busRuns.bookedSeats,
        rows: sql<number>`(select count(*)::int + coalesce(sum(r.passenger), 0)::int from reservations r
          where r.run_id = bus_runs.id and r.cancelled_at is null)`,
      })
      .from(busRuns)
      .where(and(eq(busRuns.schoolId, school.id), eq(busRuns.date, date)));
    const invariantsHold = check.every((r) => r.booked === r.rows && r.booked <= r.seats);

    const ceiling = await insertCeiling(database, school.id, plan.bookings.length);
    return {
      kind: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      date,
      runs: dayRuns.length,
      learners: LEARNERS,
      wallMs,
      outcomes,
      ceiling,
      invariantsHold,
    };
  } finally {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await provisioned?.drop().catch(() => undefined);
  }
}

/**
 * The database's own ceiling: `rows` single-row INSERTs (autocommit) of reservation-like rows into a
 * copy of the reservations table without indexes or foreign keys, through the same driver and
 * pool, CLIENTS at a time, in CEILING_ROUNDS rounds. Answers the median rate and the range.
 */
async function insertCeiling(database: Database, schoolId: number, rows: number): Promise<Ceiling> {
  const db = database.db;
  await db.execute(sql`create table rush_ceiling (like ${reservations} including defaults)`);
  const ids = Array.from({ length: rows }, (_, i) => i + 1);
  const today = japanDateKey(new Date());
  const rounds: number[] = [];
  for (let round = 0; round < CEILING_ROUNDS; round++) {
    const started = performance.now();
    await inParallel(ids, CLIENTS, (i) =>
      db.execute(sql`insert into rush_ceiling (school_id, learner_id, run_id, date, up_down, jgn, stop_id)
        values (${schoolId}::int, ${i}::int, ${i % 50}::int, ${today}::date, 1, ${i % 9}::int, ${i % 30}::int)`),
    );
    rounds.push(rows / ((performance.now() - started) / 1000));
  }
  await db.execute(sql`drop table rush_ceiling`);
  rounds.sort((a, b) => a - b);
  return { rowsPerSecond: percentile(rounds, 50), min: rounds[0]!, max: rounds[rounds.length - 1]! };
}

function report(r: RushResult): void {
  const latencies = r.outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const accepted = r.outcomes.filter((o) => o.status === 200 && o.code === null).length;
  const byCode = new Map<string, number>();
  for (const o of r.outcomes) {
    if (o.status === 200 && o.code === null) continue;
    const key = o.status === 200 ? String(o.code) : `HTTP ${o.status}`;
    byCode.set(key, (byCode.get(key) ?? 0) + 1);
  }
  const seconds = r.wallMs / 1000;
  const perSecond = r.outcomes.length / seconds;
  const refusals = [...byCode].map(([code, n]) => `${code}×${n}`).join(', ') || 'none';
  const f = (n: number) => n.toFixed(1);
  console.log(
    `deadline rush on ${r.kind}: ${r.learners} learners, ${CLIENTS} concurrent clients, ${r.runs} runs on ${r.date}`,
  );
  console.log(
    `  server: the product's logger at level ${LOG_LEVEL}` +
      (r.kind === 'PostgreSQL' ? `, pg pool of ${POOL_SIZE ?? "openDatabase's default size"}` : ''),
  );
  console.log(
    `  ${r.outcomes.length} SaveReservation in ${f(r.wallMs)} ms = ${perSecond.toFixed(0)} bookings/s ` +
      `(${accepted} accepted = ${(accepted / seconds).toFixed(0)}/s); refusals: ${refusals}`,
  );
  console.log(
    `  latency ms: p50 ${f(percentile(latencies, 50))}, p95 ${f(percentile(latencies, 95))}, ` +
      `p99 ${f(percentile(latencies, 99))}, max ${f(latencies[latencies.length - 1] ?? NaN)}`,
  );
  console.log(
    `  database ceiling (plain single-row INSERT, same driver and pool, ${CLIENTS} concurrent, ` +
      `median of ${CEILING_ROUNDS} rounds of ${r.outcomes.length}, ${r.ceiling.min.toFixed(0)}–${r.ceiling.max.toFixed(0)}): ` +
      `${r.ceiling.rowsPerSecond.toFixed(0)} rows/s → the rush runs at ${((100 * perSecond) / r.ceiling.rowsPerSecond).toFixed(0)}% of it`,
  );
  console.log(
    `  capacity counters equal the active rows on every run of the day: ${r.invariantsHold ? 'yes' : 'NO'}`,
  );
}

/** Runs the rush on PostgreSQL (when reachable) and on PGlite and prints the figures; false when an invariant broke. */
export async function reportDeadlineRush(): Promise<boolean> {
  let ok = true;
  const only = process.env.BENCH_RUSH_DATABASES?.split(',');
  const wanted = (kind: 'postgres' | 'pglite') => !only || only.includes(kind);
  const reachable = wanted('postgres') && (await postgresReachable());
  const kinds = (['postgres', 'pglite'] as const).filter((k) => wanted(k) && (k === 'pglite' || reachable));
  if (wanted('postgres') && !reachable) {
    const where = new URL(POSTGRES_URL);
    console.log(`deadline rush: PostgreSQL not reachable at ${where.host}: PGlite only`);
  }
  for (const kind of kinds) {
    const result = await rushOn(kind);
    report(result);
    if (!result.invariantsHold || result.outcomes.some((o) => o.status >= 500)) ok = false;
  }
  return ok;
}
