import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Envelope } from '@shared/schemas/envelope';
import type { LoginResponse } from '@shared/schemas/auth';
import { addDays, japanDateKey, japanInstant } from '@shared/rules/japan-time';
import { buildApp } from '@server/app';
import { openDatabase, type Database, type Db } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { learners, schools } from '@server/db/schema';
import { ensureDemoRuns, seedDemo } from '@server/demo/seed';
import { createPasswordHasher } from '@server/domain/auth/password-hash';
import { readEnv } from '@server/env';
import type { Secrets } from '@server/secrets';
import { postgresAdminUrl, type DatabaseKind } from './databases';

/** A clock the tests move, so lockouts, token expiry and session time-outs can be checked without waiting. */
export interface TestClock {
  now(): Date;
  set(instant: Date): void;
  advance(ms: number): void;
}

/**
 * Starts at 10:00 Japan time on the next weekday (Monday–Friday) from today: far from midnight,
 * so a 15-minute lock ends the same Japan day, and on a school day.
 */
export function defaultTestStart(): Date {
  let day = japanDateKey(new Date());
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return japanInstant(day, 10 * 60);
}

export function createTestClock(start: Date = defaultTestStart()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = instant.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export const MINUTE = 60_000;

/** The demo school's accounts (PRODUCT.md §6). */
export const DEMO = {
  serviceCode: 'demo',
  schoolName: 'みどり自動車学校',
  main: { seitoNo: '1234567', password: '0401', furigana: 'やまだ たろう' },
  second: { seitoNo: '7654321', password: '1225' },
  /** learners 1000001–1000080, password 0101; `load(n)` is the n-th (1-based) */
  load: (n: number) => ({ seitoNo: String(1_000_000 + n), password: '0101' }),
} as const;

export interface Answer<T> {
  status: number;
  body: T;
  /** the raw response text */
  text: string;
  headers: Headers;
  /** every Set-Cookie line of this answer */
  setCookies: string[];
}

export interface PostOptions {
  /** the X-XSRF-TOKEN header: by default the jar's XSRF-TOKEN cookie; false sends none */
  xsrf?: string | false;
  headers?: Record<string, string>;
  /** sent as is instead of JSON.stringify(body) */
  raw?: string | ReadableStream<Uint8Array>;
}

/** A tiny browser stand-in: its own cookie jar, the XSRF header echoed as SPEC.md §7 says. */
export interface TestClient {
  readonly jar: Map<string, string>;
  /** GET {base}api/health, which hands out the session and XSRF cookies */
  init(): Promise<Answer<Envelope<unknown>>>;
  /** POST {base}api/<path> ('Auth/Login'), or an absolute path starting with '/' */
  post<T = unknown>(path: string, body?: unknown, options?: PostOptions): Promise<Answer<Envelope<T>>>;
  /** GET {base}<path> ('api/health', 'sp/login'), or an absolute path starting with '/' */
  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<Answer<T>>;
  /** init (if needed) + Auth/Login on the demo school */
  login(seitoNo: string, password: string, site?: string): Promise<Answer<Envelope<LoginResponse>>>;
  cookie(name: string): string | undefined;
}

export interface TestServer {
  kind: DatabaseKind;
  /** e.g. http://127.0.0.1:41234/bus/ankyo/ */
  baseUrl: string;
  basePath: string;
  app: FastifyInstance;
  db: Db;
  secrets: Secrets;
  clock: TestClock;
  /** id of the demo school */
  schoolId: number;
  /** recNo (learner id) of a demo student number */
  recNoOf(seitoNo: string): Promise<number>;
  client(): TestClient;
  close(): Promise<void>;
}

export interface StartOptions {
  database?: DatabaseKind;
  clock?: TestClock;
  /** extra settings for readEnv (e.g. TRUST_PROXY) */
  env?: Record<string, string>;
  /** the built SPA to serve; buildApp's default (dist/client) otherwise */
  clientDir?: string;
  /** Fastify's logger options (none by default) */
  logger?: FastifyServerOptions['logger'];
}

/** A fresh, empty PostgreSQL database on the test server; dropped by `drop`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bus_test_${randomBytes(6).toString('hex')}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (c) => {
        // WITH (FORCE) (PostgreSQL 13+) also ends connections a failed test may have left open
        await c
          .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          .catch(() => c.query(`DROP DATABASE IF EXISTS ${name}`));
      }),
  };
}

function parseSetCookie(line: string): { name: string; value: string; expired: boolean } | null {
  const [pair, ...attributes] = line.split(';');
  const at = pair?.indexOf('=') ?? -1;
  if (!pair || at <= 0) return null;
  const name = pair.slice(0, at).trim();
  const value = pair.slice(at + 1).trim();
  const expired = attributes.some((a) => {
    const [key, v = ''] = a.trim().split('=');
    if (key?.toLowerCase() === 'max-age') return Number(v) <= 0;
    if (key?.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
    return false;
  });
  return { name, value, expired };
}

/** The writes that require an idempotency key (one per confirm in the product). */
const KEYED_WRITES = new Set(['Reservation/SaveReservation', 'Reservation/CancelReservation']);

/** A fresh key valid for the writes: 32 characters of base64url. */
export const newIdempotencyKey = () => randomBytes(24).toString('base64url');

/**
 * Tests call the writes as a client that presses confirm once: a body without an
 * `idempotencyKey` property gets a fresh one. A body that has the property (even undefined or
 * null) is sent as it is, for the tests of keys.
 */
function withIdempotencyKey(path: string, body: unknown): unknown {
  if (!KEYED_WRITES.has(path) || body === null || typeof body !== 'object' || 'idempotencyKey' in body) {
    return body;
  }
  return { ...body, idempotencyKey: newIdempotencyKey() };
}

/** A TestClient of a server listening at `baseUrl` (…/bus/ankyo/). */
export function createClient(baseUrl: string): TestClient {
  const jar = new Map<string, string>();
  const url = (path: string, apiRelative: boolean) =>
    path.startsWith('/')
      ? new URL(path, baseUrl).toString()
      : `${baseUrl}${apiRelative ? 'api/' : ''}${path}`;

  async function send<T>(
    target: string,
    init: RequestInit & { headers: Record<string, string> },
  ): Promise<Answer<T>> {
    if (jar.size > 0 && !Object.keys(init.headers).some((h) => h.toLowerCase() === 'cookie')) {
      init.headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await fetch(target, { ...init, redirect: 'manual' });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const cookie = parseSetCookie(line);
      if (!cookie) continue;
      if (cookie.expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, body: body as T, text, headers: response.headers, setCookies };
  }

  const client: TestClient = {
    jar,
    cookie: (name) => jar.get(name),
    init: () => client.get<Envelope<unknown>>('api/health'),
    get: (path, headers = {}) => send(url(path, false), { method: 'GET', headers: { ...headers } }),
    post: <T>(path: string, body: unknown = {}, options: PostOptions = {}) => {
      body = withIdempotencyKey(path, body);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const xsrf = options.xsrf === undefined ? jar.get('XSRF-TOKEN') : options.xsrf;
      if (xsrf !== false && xsrf !== undefined) headers['x-xsrf-token'] = xsrf;
      Object.assign(headers, options.headers);
      const payload = options.raw ?? JSON.stringify(body);
      const init: RequestInit & { headers: Record<string, string>; duplex?: 'half' } = {
        method: 'POST',
        headers,
        body: payload,
      };
      if (typeof payload !== 'string') init.duplex = 'half';
      return send<Envelope<T>>(url(path, true), init);
    },
    login: async (seitoNo, password, site = '1') => {
      if (!jar.has('XSRF-TOKEN')) await client.init();
      return client.post<LoginResponse>('Auth/Login', {
        serviceCode: DEMO.serviceCode,
        site,
        seitoNo,
        password,
      });
    },
  };
  return client;
}

/**
 * Starts the real server (buildApp + listen on a free port) on a fresh, migrated and seeded
 * database: in-memory PGlite, or a throw-away PostgreSQL database dropped on close.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const kind = options.database ?? 'pglite';
  const clock = options.clock ?? createTestClock();
  const secrets: Secrets = {
    passwordPepper: randomBytes(32),
    xsrfKey: randomBytes(32),
    silentAuthKey: randomBytes(32),
    powKey: randomBytes(32),
    vapidSeed: randomBytes(32),
  };
  const provisioned = kind === 'postgres' ? await createPostgresDatabase() : null;
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    SCRYPT_LOG_N: process.env.SCRYPT_LOG_N ?? '10',
    DATA_DIR: 'memory://',
    // the test server seeds the demo school below, on PostgreSQL too
    DEMO: '1',
    ...(provisioned ? { DATABASE_URL: provisioned.url } : {}),
    ...options.env,
  });
  const hasher = createPasswordHasher(secrets.passwordPepper, env.SCRYPT_LOG_N);

  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const release = async () => {
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await provisioned?.drop();
  };
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 5 });
    await runMigrations(database);
    await seedDemo(database.db, hasher, clock.now());
    await ensureDemoRuns(database.db, clock.now());
    app = await buildApp({
      env,
      database,
      secrets,
      hasher,
      clock: () => clock.now(),
      ...(options.clientDir ? { clientDir: options.clientDir } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await release();
    throw error;
  }

  const db = database.db;
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.serviceCode, DEMO.serviceCode));
  if (!school) throw new Error('the demo school was not seeded');
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}${env.BASE_PATH}`;

  let closed: Promise<void> | undefined;
  return {
    kind,
    baseUrl,
    basePath: env.BASE_PATH,
    app,
    db,
    secrets,
    clock,
    schoolId: school.id,
    recNoOf: async (seitoNo) => {
      const [row] = await db
        .select({ id: learners.id })
        .from(learners)
        .where(and(eq(learners.schoolId, school.id), eq(learners.seitoNo, seitoNo)));
      if (!row) throw new Error(`no demo learner ${seitoNo}`);
      return row.id;
    },
    client: () => createClient(baseUrl),
    close: () => (closed ??= release()),
  };
}

/**
 * One server per test file and database kind, started in beforeAll and closed in afterAll.
 * Returns an accessor for use inside the tests.
 */
export function useTestServer(
  kind: DatabaseKind,
  options: Omit<StartOptions, 'database'> = {},
): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ ...options, database: kind });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the test server did not start');
    return server;
  };
}

/** A client of its own (fresh cookies) that has already received its session and XSRF cookies. */
export async function freshClient(server: TestServer): Promise<TestClient> {
  const client = server.client();
  await client.init();
  return client;
}

/** A client signed in as a demo learner; fails the test if the sign-in does not succeed. */
export async function signedInClient(
  server: TestServer,
  seitoNo: string,
  password: string,
  site = '1',
): Promise<TestClient> {
  const client = server.client();
  const answer = await client.login(seitoNo, password, site);
  if (answer.status !== 200 || !answer.body.status) {
    throw new Error(`sign-in of ${seitoNo} failed: ${answer.status} ${answer.text}`);
  }
  return client;
}
