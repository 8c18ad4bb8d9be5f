import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { busRuns, schools } from '@server/db/schema';
import { seedDemo } from '@server/demo/seed';
import { xsrfTokenFor } from '@server/domain/auth/xsrf';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@server/plugins/app/session';
import { OSMAND_PATH } from '@server/routes/osmand';
import { benchSettings, postgresReachable } from './deadline-rush';
import { insertPositionsData, VEHICLES, type PositionsData } from './positions-data';
import { drain, httpPool, Latencies, Lateness, pace, textOf, type Answer } from './positions-load';
import type { FromServer, ServerSetup, ToServer, Usage } from './positions-server';

/**
 * Live bus positions under load (issue 13 §6): PHONES learners' phones poll
 * `Location/GetReservedBusOperationStatus` every 20 s, staggered evenly (5,000 → 250 requests/s),
 * while 50 vehicles report a fix every 5 s over OsmAnd in Traccar Client 9's JSON (10/s); a few
 * other learners book (SaveReservation on a bookable day ahead, then cancel it) at 2/s, first on
 * the idle server (the baseline), then under the load. Prints the polls' latency (p50/p99/max,
 * measured by the client from send to the whole answer), their achieved rate and errors, the
 * server's CPU share (user + system time of its process, every thread, over the window, as % of
 * one core), its RSS, the fixes' latency and the bookings' latency idle and under load. Targets:
 * polls' p99 < 25 ms, CPU < 30 % of one core, booking p50 under load within 1.5× of idle.
 *
 * The server is a child process (bench/positions-server.ts: buildApp as src/server/server.ts runs
 * it, with the product's logger — LOG_LEVEL info, the default, written to a file — and the jobs),
 * so its CPU time is its own; the database is prepared before it starts (bench/positions-data.ts:
 * the rows go in directly, sessions as sign-in creates them). On PGlite (a data folder, as
 * `npm start` keeps it) the database runs inside that process and its CPU counts in the share; on
 * PostgreSQL — a throw-away database on TEST_DATABASE_URL's server, when it answers — it does not,
 * and the backends' CPU is printed beside it.
 *
 * The load generator is this process, on the same machine (2 cores here): its own CPU share is
 * printed too, and its requests go over a pool of PHONE_CONNECTIONS keep-alive connections (one
 * load generator cannot hold 5,000 sockets the way 5,000 phones behind carrier NATs and a load
 * balancer would; a balancer also keeps a pool of connections to each app process). Requests are
 * sent on schedule (open loop) whether or not earlier ones are answered; the report says how late
 * the generator itself ran. Browsers' headers are sent: Origin, the XSRF header and cookie, and
 * Accept-Encoding — answers over 1 KiB are compressed by the server, as for a phone.
 *
 * `npx tsx bench/positions.ts` runs it alone. BENCH_POSITIONS_DATABASES=postgres|pglite picks one
 * database; BENCH_POSITIONS_SECONDS (window, 60), BENCH_POSITIONS_WARMUP_SECONDS (10),
 * BENCH_POSITIONS_BASELINE_SECONDS (30), BENCH_POSITIONS_PHONES (5000),
 * BENCH_POSITIONS_CONNECTIONS (64) and BENCH_POSITIONS_LOG_LEVEL (info) vary it;
 * BENCH_POSITIONS_ALL_LIST=1 adds the all-buses list to every poll, as /sp/busplace fetches it, and
 * BENCH_POSITIONS_PROFILE_DIR=<folder> and BENCH_POSITIONS_LOG_DIR=<folder> leave the server's CPU
 * profile and its log there. The whole run must
 * end within 17 minutes of its set-up on the bench's clock (see bench/positions-data.ts).
 */

const env = process.env;
const PHONES = Number(env.BENCH_POSITIONS_PHONES ?? 5_000);
const POLL_SECONDS = 20;
const FIX_SECONDS = 5;
const WINDOW_SECONDS = Number(env.BENCH_POSITIONS_SECONDS ?? 60);
const WARMUP_SECONDS = Number(env.BENCH_POSITIONS_WARMUP_SECONDS ?? 10);
const BASELINE_SECONDS = Number(env.BENCH_POSITIONS_BASELINE_SECONDS ?? 30);
const PHONE_CONNECTIONS = Number(env.BENCH_POSITIONS_CONNECTIONS ?? 64);
/** Traccar Client on each bus holds its own connection; ten stand in for fifty at 10 requests/s */
const VEHICLE_CONNECTIONS = 10;
const LOG_LEVEL = env.BENCH_POSITIONS_LOG_LEVEL ?? 'info';
/**
 * /sp/busplace shows two lists and refreshes both every 20 s: with BENCH_POSITIONS_ALL_LIST=1 each
 * poll also fetches GetBusOperationStatusAll, as that page does (the figure counts the
 * reserved list only)
 */
const WITH_ALL_LIST = env.BENCH_POSITIONS_ALL_LIST === '1';
/** a folder: the server's log is left there rather than deleted */
const LOG_DIR = env.BENCH_POSITIONS_LOG_DIR;
/** a folder: the server runs with --cpu-prof and leaves its profile there (to look into a missed target) */
const PROFILE_DIR = env.BENCH_POSITIONS_PROFILE_DIR;
const BOOKINGS_PER_SECOND = 2;
const BOOKERS = 20;
const BOOKING_WARMUP = 5;
/**
 * A session's last_seen_at is written on a request at most once a minute (session-store.ts):
 * spread over this many seconds before the load starts, the phones' sessions are touched at the
 * steady rate of a long poll (a session is touched every 60–80 s of 20 s polls) from the first second.
 */
const SESSION_AGE_SPREAD_SECONDS = 80;

const TARGET_P99_MS = 25;
const TARGET_CPU_PERCENT = 30;
/** "booking latency unchanged": its median under the load at most this many times the idle one */
const TARGET_BOOKING_SLOWDOWN = 1.5;

/** What a browser on a phone sends with every API call besides its cookies. */
const BROWSER_HEADERS = {
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'sec-fetch-site': 'same-origin',
};

interface ServerChild {
  child: ChildProcess;
  port: number;
  usage(): Promise<Usage>;
  ageSessions(spreadSeconds: number): Promise<number>;
  stop(): Promise<void>;
  /** what the process wrote to stderr */
  stderr(): string;
}

/** Forks bench/positions-server.ts (through tsx), stdout into `logFd`, and waits until it listens. */
async function startServer(setup: ServerSetup, logFd: number): Promise<ServerChild> {
  const entry = fileURLToPath(new URL('./positions-server.ts', import.meta.url));
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', logFd, 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromServer) => {
        if (message.type === 'failed') reject(new Error(`bench server failed: ${message.error}`));
        else if (message.type === type) resolve(message as Extract<FromServer, { type: T }>);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      void exited.then((code) => reject(new Error(`bench server exited (${code}):\n${stderr}`)));
    });
  const ask = (message: ToServer) => child.send(message);
  const listening = next('listening');
  ask(setup);
  const { port } = await listening;
  return {
    child,
    port,
    usage: async () => {
      const answer = next('usage');
      ask({ type: 'usage' });
      return (await answer).usage;
    },
    ageSessions: async (spreadSeconds) => {
      const answer = next('sessions-aged');
      ask({ type: 'age-sessions', spreadSeconds });
      return (await answer).count;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      ask({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    stderr: () => stderr,
  };
}

/** User + system clock ticks (USER_HZ, 100/s) of the PostgreSQL backends serving the bench database, by pid. */
async function backendTicks(client: pg.Client): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // gone, or /proc not readable here
    }
  }
  return ticks;
}

/** A point along a vehicle's route, `progress` 0…1 from its first stop to its last. */
function along(route: { lat: number; lng: number }[], progress: number) {
  if (route.length === 1) return route[0]!;
  const at = progress * (route.length - 1);
  const i = Math.min(Math.floor(at), route.length - 2);
  const f = at - i;
  const a = route[i]!;
  const b = route[i + 1]!;
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f };
}

/** One report as Traccar Client 9 posts it (JSON body, the device id carrying its secret). */
function traccarClient9Body(deviceId: string, at: Date, where: { lat: number; lng: number }): string {
  return JSON.stringify({
    location: {
      timestamp: at.toISOString(),
      coords: {
        latitude: Number(where.lat.toFixed(6)),
        longitude: Number(where.lng.toFixed(6)),
        accuracy: 8,
        speed: 8.3,
        heading: 90,
        altitude: 20,
      },
      is_moving: true,
      odometer: 0,
      event: 'motionchange',
      battery: { level: 0.8, is_charging: false },
      activity: { type: 'in_vehicle' },
      extras: {},
    },
    device_id: deviceId,
  });
}

interface Envelope {
  status: boolean;
  error: { code: number | string } | null;
  data: unknown;
}

/** The envelope of a 200 answer, or why it is not one. */
function envelopeOf(answer: Answer): Envelope | string {
  if (answer.status !== 200) return `HTTP ${answer.status} ${textOf(answer).slice(0, 160)}`;
  try {
    const envelope = JSON.parse(textOf(answer)) as Envelope;
    return envelope.status ? envelope : `status false, code ${String(envelope.error?.code)}`;
  } catch (error) {
    return `unreadable answer: ${String(error)}`;
  }
}

/** What is read at each end of the measuring window. */
interface Sample {
  usage: Usage;
  generator: NodeJS.CpuUsage;
  backends: Map<number, number> | null;
}

interface PositionsResult {
  kind: 'PostgreSQL' | 'PGlite';
  setupMs: number;
  /** the machine's 1-minute load average as the load started: other work shares the cores */
  loadAverage: number;
  data: PositionsData;
  polls: Latencies;
  pollsLate: Lateness;
  /** polls answered with something else than the learner's two runs, one of them with its bus */
  wrongAnswers: { count: number; example: string | null };
  /** GetBusOperationStatusAll beside each poll (BENCH_POSITIONS_ALL_LIST=1); empty otherwise */
  allPolls: Latencies;
  fixes: Latencies;
  bookIdle: Latencies;
  cancelIdle: Latencies;
  bookLoaded: Latencies;
  cancelLoaded: Latencies;
  /** failures outside the measured phases (first fixes, warm-ups) */
  warmupFailures: Latencies;
  windowSeconds: number;
  serverCpuPercent: number;
  serverLoopPercent: number;
  serverRssBytes: number;
  generatorCpuPercent: number;
  backendCpuPercent: number | null;
  countersHold: boolean;
  /** requests resent on a fresh connection after the server closed their idle keep-alive one (positions-load.ts) */
  resends: number;
  log: { lines: number; warnings: number; examples: string[] };
}

/** Whether every run of the given dates holds booked counters equal to its active rows. */
async function countersHold(database: Database, schoolId: number, dates: string[]): Promise<boolean> {
  const rows = await database.db
    .select({
      booked: busRuns.bookedSeats,
      seats: busRuns.seats,
      rows: sql<number>`(select count(*)::int + coalesce(sum(r.passenger), 0)::int from reservations r
        where r.run_id = bus_runs.id and r.cancelled_at is null)`,
    })
    .from(busRuns)
    .where(and(eq(busRuns.schoolId, schoolId), inArray(busRuns.date, dates)));
  return rows.every((r) => r.booked === r.rows && r.booked <= r.seats);
}

/** The server's log: lines, and those at warn level or above (pino levels 40+). */
function readLog(file: string): PositionsResult['log'] {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const warnings = lines.filter((line) => /"level":(4|5|6)\d/.test(line));
  return { lines: lines.length, warnings: warnings.length, examples: warnings.slice(0, 3) };
}

async function positionsOn(kind: 'postgres' | 'pglite'): Promise<PositionsResult> {
  const { provisioned, env: benchEnv, secrets, hasher, clock } = await benchSettings(kind, LOG_LEVEL);
  const dataDir = kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bus-positions-')) : null;
  const logFile = path.join(LOG_DIR ?? os.tmpdir(), `bus-positions-${process.pid}-${kind}.log`);
  const logFd = fs.openSync(logFile, 'w');
  const openBenchDatabase = () =>
    openDatabase({ url: benchEnv.DATABASE_URL, dataDir: dataDir ?? benchEnv.DATA_DIR });
  let server: ServerChild | undefined;
  const pools: { close(): void }[] = [];
  try {
    // the demo school and the bench's rows, written before the server starts (PGlite serves one process)
    const setupStarted = performance.now();
    let database = await openBenchDatabase();
    let schoolId: number;
    let data: PositionsData;
    try {
      await runMigrations(database);
      await seedDemo(database.db, hasher, clock());
      const [school] = await database.db
        .select({ id: schools.id })
        .from(schools)
        .where(eq(schools.serviceCode, 'demo'));
      if (!school) throw new Error('the demo school was not seeded');
      schoolId = school.id;
      data = await insertPositionsData(database, schoolId, PHONES, BOOKERS, clock());
    } finally {
      await database.close();
    }
    const setupMs = performance.now() - setupStarted;

    server = await startServer(
      {
        type: 'start',
        env: {
          NODE_ENV: 'test',
          LOG_LEVEL,
          SCRYPT_LOG_N: String(benchEnv.SCRYPT_LOG_N),
          DEMO: '1',
          BASE_PATH: benchEnv.BASE_PATH,
          ...(benchEnv.DATABASE_URL ? { DATABASE_URL: benchEnv.DATABASE_URL } : { DATA_DIR: dataDir! }),
        },
        secrets: {
          passwordPepper: secrets.passwordPepper.toString('hex'),
          xsrfKey: secrets.xsrfKey.toString('hex'),
          silentAuthKey: secrets.silentAuthKey.toString('hex'),
          powKey: secrets.powKey.toString('hex'),
          vapidSeed: secrets.vapidSeed.toString('hex'),
        },
        clockOffsetMs: clock().getTime() - Date.now(),
      },
      logFd,
    );
    const { port } = server;
    const api = `${benchEnv.BASE_PATH}api/`;
    const headersOf = (sessionId: string) => {
      const token = xsrfTokenFor(secrets.xsrfKey, sessionId);
      return {
        ...BROWSER_HEADERS,
        origin: `http://127.0.0.1:${port}`,
        cookie: `${SESSION_COOKIE}=${sessionId}; ${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
      };
    };
    const phoneHeaders = data.phones.map(headersOf);
    const bookerHeaders = data.bookers.map(headersOf);
    const phonePool = httpPool(port, PHONE_CONNECTIONS);
    const vehiclePool = httpPool(port, VEHICLE_CONNECTIONS);
    const bookingPool = httpPool(port, 4);
    pools.push(phonePool, vehiclePool, bookingPool);
    const pending = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    };

    const warmupFailures = new Latencies();
    const fixes = new Latencies();
    const fixHeaders = { 'content-type': 'application/json; charset=utf-8' };
    /** one fix of vehicle `v`, a point moving along its course's stops (a lap every 10 minutes) */
    const sendFix = async (v: number, into: Latencies) => {
      const vehicle = data.vehicles[v]!;
      const at = clock();
      const progress = ((at.getTime() / 1000 + v * 37) % 600) / 600;
      const body = traccarClient9Body(vehicle.deviceId, at, along(vehicle.route, progress));
      const t0 = performance.now();
      try {
        const answer = await vehiclePool.post(`${benchEnv.BASE_PATH}${OSMAND_PATH}`, fixHeaders, body);
        const ms = performance.now() - t0;
        if (answer.status === 200) into.ok(ms);
        else into.fail(ms, `OsmAnd HTTP ${answer.status}`);
      } catch (error) {
        into.fail(performance.now() - t0, `OsmAnd ${String(error)}`);
      }
    };

    /** booking n: a booker books a run of the booking day, then cancels it (the seat is back for the next) */
    const bookAndCancel = async (n: number, saves: Latencies, cancels: Latencies) => {
      const headers = bookerHeaders[n % bookerHeaders.length]!;
      const run = data.booking.runs[n % data.booking.runs.length]!;
      const call = async (action: string, body: object, into: Latencies) => {
        const t0 = performance.now();
        try {
          const answer = await bookingPool.post(`${api}Reservation/${action}`, headers, JSON.stringify(body));
          const ms = performance.now() - t0;
          const envelope = envelopeOf(answer);
          if (typeof envelope === 'string') into.fail(ms, `${action}: ${envelope}`);
          else into.ok(ms);
          return typeof envelope === 'string' ? null : envelope;
        } catch (error) {
          into.fail(performance.now() - t0, `${action}: ${String(error)}`);
          return null;
        }
      };
      const saved = await call(
        'SaveReservation',
        {
          date: data.booking.date,
          binCd: run.binCd,
          upDown: run.upDown,
          busStopCd: run.busStopCd,
          idempotencyKey: randomBytes(18).toString('base64url'),
        },
        saves,
      );
      const yoyakuId = (saved?.data as { yoyakuId?: number } | undefined)?.yoyakuId;
      if (yoyakuId === undefined) return;
      await call(
        'CancelReservation',
        { yoyakuIdList: [yoyakuId], idempotencyKey: randomBytes(18).toString('base64url') },
        cancels,
      );
    };

    // every vehicle's first fix, a few bookings to warm the booking path, then the idle baseline
    await Promise.all(data.vehicles.map((_, v) => sendFix(v, warmupFailures)));
    for (let n = 0; n < BOOKING_WARMUP; n++) await bookAndCancel(n, warmupFailures, warmupFailures);
    const bookIdle = new Latencies();
    const cancelIdle = new Latencies();
    const baselineLate = new Lateness();
    const baselineEnd = performance.now() + BASELINE_SECONDS * 1000;
    await pace(
      BOOKINGS_PER_SECOND,
      performance.now(),
      () => performance.now() >= baselineEnd,
      (n) => track(bookAndCancel(n, bookIdle, cancelIdle)),
      baselineLate,
    );
    await drain(pending);

    // the load: polls and fixes from loadStart, measured from windowStart to windowEnd
    await server.ageSessions(SESSION_AGE_SPREAD_SECONDS);
    const backendClient = benchEnv.DATABASE_URL
      ? new pg.Client({ connectionString: benchEnv.DATABASE_URL, connectionTimeoutMillis: 5_000 })
      : null;
    await backendClient?.connect();
    const polls = new Latencies();
    const pollsLate = new Lateness();
    const fixesLate = new Lateness();
    const bookingsLate = new Lateness();
    const bookLoaded = new Latencies();
    const cancelLoaded = new Latencies();
    const wrongAnswers = { count: 0, example: null as string | null };
    const allPolls = new Latencies();
    const loadAverage = os.loadavg()[0]!;
    const loadStart = performance.now();
    const windowStart = loadStart + WARMUP_SECONDS * 1000;
    const windowEnd = windowStart + WINDOW_SECONDS * 1000;
    const inWindow = (t: number) => t >= windowStart && t < windowEnd;
    let stopping = false;
    const stopped = () => stopping;

    const poll = (n: number) => {
      const headers = phoneHeaders[n % phoneHeaders.length]!;
      const t0 = performance.now();
      const into = inWindow(t0) ? polls : warmupFailures;
      const work = phonePool.post(`${api}Location/GetReservedBusOperationStatus`, headers, '{}').then(
        (answer) => {
          const ms = performance.now() - t0;
          const envelope = envelopeOf(answer);
          if (typeof envelope === 'string') return into.fail(ms, envelope);
          into.ok(ms);
          const runs = envelope.data as { locationLat: number | null }[];
          const located = runs.filter((r) => r.locationLat !== null).length;
          if (runs.length !== 2 || located !== 1) {
            wrongAnswers.count++;
            wrongAnswers.example ??= JSON.stringify(envelope.data).slice(0, 300);
          }
        },
        (error: unknown) => into.fail(performance.now() - t0, String(error)),
      );
      track(work);
      if (!WITH_ALL_LIST) return;
      // the all-buses list, as /sp/busplace fetches it beside the reserved one
      const t1 = performance.now();
      const allInto = inWindow(t1) ? allPolls : warmupFailures;
      const all = phonePool.post(`${api}Location/GetBusOperationStatusAll`, headers, '{}').then(
        (answer) => {
          const ms = performance.now() - t1;
          const envelope = envelopeOf(answer);
          if (typeof envelope === 'string') allInto.fail(ms, envelope);
          else allInto.ok(ms);
        },
        (error: unknown) => allInto.fail(performance.now() - t1, String(error)),
      );
      track(all);
    };

    /** the server's usage, this process's CPU time and the backends' ticks at `atMs` (performance.now()) */
    const sampleAt = (atMs: number) =>
      new Promise<Sample>((resolve, reject) => {
        setTimeout(() => {
          const generator = process.cpuUsage();
          Promise.all([server!.usage(), backendClient ? backendTicks(backendClient) : null])
            .then(([usage, backends]) => resolve({ usage, generator, backends }))
            .catch(reject);
        }, atMs - performance.now());
      });
    const atStart = sampleAt(windowStart);
    const atEnd = sampleAt(windowEnd).finally(() => (stopping = true));

    await Promise.all([
      pace(PHONES / POLL_SECONDS, loadStart, stopped, poll, pollsLate),
      pace(
        VEHICLES / FIX_SECONDS,
        loadStart,
        stopped,
        (n) => {
          const into = inWindow(performance.now()) ? fixes : warmupFailures;
          track(sendFix(n % VEHICLES, into));
        },
        fixesLate,
      ),
      pace(
        BOOKINGS_PER_SECOND,
        windowStart,
        stopped,
        (n) => {
          if (inWindow(performance.now()))
            track(bookAndCancel(BOOKING_WARMUP + 10_000 + n, bookLoaded, cancelLoaded));
        },
        bookingsLate,
      ),
    ]);
    const [start, end] = await Promise.all([atStart, atEnd]);
    await drain(pending);
    await backendClient?.end();

    const wallMicros = (end.usage.atMs - start.usage.atMs) * 1000;
    const serverMicros =
      end.usage.userMicros + end.usage.systemMicros - start.usage.userMicros - start.usage.systemMicros;
    const loopActive = end.usage.loop.active - start.usage.loop.active;
    const loopAll = loopActive + end.usage.loop.idle - start.usage.loop.idle;
    const generatorMicros =
      end.generator.user + end.generator.system - start.generator.user - start.generator.system;
    let backendCpuPercent: number | null = null;
    if (start.backends && end.backends) {
      let ticks = 0;
      for (const [pid, ticksAtEnd] of end.backends) ticks += ticksAtEnd - (start.backends.get(pid) ?? 0);
      backendCpuPercent = (100 * ticks * 10_000) / wallMicros;
    }

    await server.stop();
    for (const pool of pools) pool.close();
    database = await openBenchDatabase();
    let holds: boolean;
    try {
      holds = await countersHold(database, schoolId, [data.today, data.booking.date]);
    } finally {
      await database.close();
    }

    return {
      kind: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      setupMs,
      loadAverage,
      data,
      polls,
      pollsLate,
      wrongAnswers,
      allPolls,
      fixes,
      bookIdle,
      cancelIdle,
      bookLoaded,
      cancelLoaded,
      warmupFailures,
      windowSeconds: wallMicros / 1e6,
      serverCpuPercent: (100 * serverMicros) / wallMicros,
      serverLoopPercent: (100 * loopActive) / loopAll,
      serverRssBytes: end.usage.rssBytes,
      generatorCpuPercent: (100 * generatorMicros) / wallMicros,
      backendCpuPercent,
      countersHold: holds,
      resends: phonePool.resends() + vehiclePool.resends() + bookingPool.resends(),
      log: readLog(logFile),
    };
  } finally {
    for (const pool of pools) pool.close();
    await server?.stop().catch(() => undefined);
    fs.closeSync(logFd);
    if (!LOG_DIR) fs.rmSync(logFile, { force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await provisioned?.drop().catch(() => undefined);
  }
}

const f1 = (n: number) => n.toFixed(1);
const thousands = (n: number) => n.toLocaleString('en-US');

/** Prints one database's figures; answers the targets missed and whether anything failed. */
function report(r: PositionsResult): { missed: string[]; failed: string[] } {
  const missed: string[] = [];
  const failed: string[] = [];
  const latency = (l: Latencies) =>
    `p50 ${f1(l.percentile(50))} ms, p99 ${f1(l.percentile(99))} ms, max ${f1(l.percentile(100))} ms`;
  const errors = (l: Latencies) =>
    l.errors === 0 ? '0 errors' : `${l.errors} ERRORS (e.g. ${l.examples.join(' | ')})`;

  console.log(
    `\nLive bus positions on ${r.kind}: ${thousands(PHONES)} phones polling GetReservedBusOperationStatus every ` +
      `${POLL_SECONDS} s (${PHONES / POLL_SECONDS}/s), ${VEHICLES} vehicles reporting every ${FIX_SECONDS} s over OsmAnd ` +
      `(${VEHICLES / FIX_SECONDS}/s), bookings at ${BOOKINGS_PER_SECOND}/s`,
  );
  console.log(
    `  set-up (${f1(r.setupMs / 1000)} s, not measured): ${r.data.counts.runs} runs and ${thousands(r.data.counts.reservations)} ` +
      `bookings of ${r.data.today}, ${thousands(r.data.phones.length + r.data.bookers.length)} sessions; each answer lists 2 runs, one with its bus`,
  );
  console.log(
    `  server: its own process (buildApp on the bench's clock, logger at ${LOG_LEVEL} to a file, jobs running); ` +
      `phones over ${PHONE_CONNECTIONS} keep-alive connections, vehicles over ${VEHICLE_CONNECTIONS}`,
  );
  console.log(
    `  measured over ${f1(r.windowSeconds)} s after ${WARMUP_SECONDS} s of warm-up, with the load generator on the same ` +
      `${os.cpus().length}-core machine (it used ${f1(r.generatorCpuPercent)} % of one core; sent up to ` +
      `${f1(r.pollsLate.max)} ms behind schedule, ${f1(r.pollsLate.mean)} ms on average) and whatever else runs ` +
      `there (load average ${r.loadAverage.toFixed(1)} as the load started)`,
  );
  const rate = r.polls.count / WINDOW_SECONDS;
  console.log(
    `  polls: ${thousands(r.polls.count)} (${f1(rate)}/s), ${errors(r.polls)}; latency ${latency(r.polls)}`,
  );
  if (WITH_ALL_LIST) {
    console.log(
      `  and GetBusOperationStatusAll beside each (as /sp/busplace does): ${thousands(r.allPolls.count)}, ` +
        `${errors(r.allPolls)}; latency ${latency(r.allPolls)}`,
    );
  }
  if (r.wrongAnswers.count > 0) {
    console.log(
      `  ANSWERS NOT AS BOOKED: ${r.wrongAnswers.count} (expected 2 runs, one with a position), e.g. ${r.wrongAnswers.example}`,
    );
  }
  const cpuLine =
    `  server CPU: ${f1(r.serverCpuPercent)} % of one core (event loop busy ${f1(r.serverLoopPercent)} %), ` +
    `RSS ${f1(r.serverRssBytes / 2 ** 20)} MiB`;
  console.log(
    cpuLine +
      (r.backendCpuPercent === null
        ? ' (the database runs inside it)'
        : `; PostgreSQL backends of the bench database: ${f1(r.backendCpuPercent)} % of one core`),
  );
  if (r.serverLoopPercent > 95) {
    console.log(
      "  SATURATED: the server's event loop was busy all the time; it got what the machine could give it, " +
        'requests queued, and the latencies are queueing time',
    );
  }
  console.log(
    `  fixes: ${r.fixes.count} (${f1(r.fixes.count / WINDOW_SECONDS)}/s), ${errors(r.fixes)}; latency ${latency(r.fixes)}`,
  );
  console.log(
    `  SaveReservation idle: ${r.bookIdle.count} (${errors(r.bookIdle)}), ${latency(r.bookIdle)}; ` +
      `under load: ${r.bookLoaded.count} (${errors(r.bookLoaded)}), ${latency(r.bookLoaded)}`,
  );
  console.log(
    `  CancelReservation idle: ${latency(r.cancelIdle)} (${errors(r.cancelIdle)}); ` +
      `under load: ${latency(r.cancelLoaded)} (${errors(r.cancelLoaded)})`,
  );
  console.log(
    `  server log: ${thousands(r.log.lines)} lines, ${r.log.warnings} at warn or above` +
      (r.log.examples.length ? ` (e.g. ${r.log.examples.join(' | ').slice(0, 400)})` : ''),
  );
  console.log(
    `  capacity counters equal the active rows (today and the booking day): ${r.countersHold ? 'yes' : 'NO'}`,
  );

  const p99 = r.polls.percentile(99);
  if (!(p99 < TARGET_P99_MS)) missed.push(`polls' p99 ${f1(p99)} ms is not below ${TARGET_P99_MS} ms`);
  if (!(r.serverCpuPercent < TARGET_CPU_PERCENT)) {
    missed.push(`the server used ${f1(r.serverCpuPercent)} % of one core, not under ${TARGET_CPU_PERCENT} %`);
  }
  const idle = r.bookIdle.percentile(50);
  const loaded = r.bookLoaded.percentile(50);
  if (!(loaded <= idle * TARGET_BOOKING_SLOWDOWN)) {
    missed.push(
      `booking p50 went from ${f1(idle)} ms idle to ${f1(loaded)} ms under load (more than ${TARGET_BOOKING_SLOWDOWN}×)`,
    );
  }
  if (Math.abs(rate - PHONES / POLL_SECONDS) > 0.05 * (PHONES / POLL_SECONDS)) {
    failed.push(
      `the polls ran at ${f1(rate)}/s instead of ${PHONES / POLL_SECONDS}/s: the generator could not keep up`,
    );
  }
  const erring = [
    r.polls,
    r.allPolls,
    r.fixes,
    r.bookIdle,
    r.cancelIdle,
    r.bookLoaded,
    r.cancelLoaded,
    r.warmupFailures,
  ];
  const errorCount = erring.reduce((sum, l) => sum + l.errors, 0);
  if (errorCount > 0) {
    failed.push(
      `${errorCount} requests failed` +
        (r.warmupFailures.errors
          ? ` (${r.warmupFailures.errors} in warm-ups: ${r.warmupFailures.examples.join(' | ')})`
          : ''),
    );
  }
  if (r.wrongAnswers.count > 0)
    failed.push(`${r.wrongAnswers.count} answers did not list the learner's runs as booked`);
  if (!r.countersHold) failed.push('a capacity counter does not match its rows');
  for (const line of missed) console.error(`  TARGET MISSED on ${r.kind}: ${line}`);
  for (const line of failed) console.error(`  FAILED on ${r.kind}: ${line}`);
  if (missed.length === 0 && failed.length === 0) {
    console.log(
      `  targets met: p99 < ${TARGET_P99_MS} ms, CPU < ${TARGET_CPU_PERCENT} % of one core, booking p50 within ${TARGET_BOOKING_SLOWDOWN}× of idle`,
    );
  }
  return { missed, failed };
}

/**
 * Runs the live-positions bench on PostgreSQL (when reachable) and on PGlite and prints the
 * figures; false when a target is missed, a request failed or an invariant broke.
 */
export async function reportPositions(): Promise<boolean> {
  const only = env.BENCH_POSITIONS_DATABASES?.split(',');
  const wanted = (kind: 'postgres' | 'pglite') => !only || only.includes(kind);
  const reachable = wanted('postgres') && (await postgresReachable());
  if (wanted('postgres') && !reachable)
    console.log('\nLive bus positions: PostgreSQL not reachable: PGlite only');
  let ok = true;
  for (const kind of (['postgres', 'pglite'] as const).filter(
    (k) => wanted(k) && (k === 'pglite' || reachable),
  )) {
    const { missed, failed } = report(await positionsOn(kind));
    if (missed.length > 0 || failed.length > 0) ok = false;
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await reportPositions())) process.exitCode = 1;
}
