import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers behind one type: domain code never knows which database it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process runs its own exclusive work on this database: migrations
   * and the demo seed at start-up, so N processes started at once on an empty PostgreSQL
   * database do not race on CREATE TABLE. A session advisory lock on a connection of its own.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How long a PostgreSQL session may sit idle inside a transaction before the server ends it. */
export const IDLE_IN_TRANSACTION_MS = 60_000;

/** The advisory lock key of start-up work (any constant bigint; 'sougei-bus start-up'). */
const START_UP_LOCK = 0x5b05_0001;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite */
  url?: string;
  /** PGlite data folder; 'memory://' for a throw-away in-memory database */
  dataDir: string;
  /** pool size for PostgreSQL */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // a process paused or stuck inside a transaction (SIGSTOP, a hung handler) gives its row locks
      // back after a minute instead of blocking every fix, booking and cancel that needs them
      options: `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_MS}`,
    });
    // An idle client that loses its server (a restart, a terminated backend) is dropped by the pool;
    // the next query reconnects. Without a listener the 'error' event would end the process.
    pool.on('error', () => undefined);
    // The same for a client checked out by a request or a job (the pool listens only while it idles):
    // the query in progress fails with the error, and the process lives on.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
        }
      } finally {
        holder.release();
      }
    };
    return { db, kind: 'postgres', exclusive, close: () => pool.end() };
  }
  if (options.dataDir === 'memory://') {
    const client = await PGlite.create();
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      exclusive: (work) => work(),
      close: () => client.close(),
    };
  }
  const dir = path.resolve(options.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(dir);
  try {
    const client = await PGlite.create(path.join(dir, 'pglite'));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      // the data folder is locked to this process already
      exclusive: (work) => work(),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite is single-process: a second process on the same folder would corrupt it, so the
 * folder is locked and a second start fails at once with a clear message (PRODUCT.md §3).
 * The lock file names the holder by pid and start time: a pid alone may since belong to an
 * unrelated process (a restarted container hands out the same low pids), which must not keep
 * the folder locked.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'server.lock');
  const own: LockHolder = { pid: process.pid, start: processStart(process.pid)?.token ?? null };
  const take = () => fs.writeFileSync(lockFile, JSON.stringify(own), { flag: 'wx' });
  try {
    take();
  } catch {
    const holder = readLockHolder(lockFile);
    if (holder && holder.pid !== process.pid && holdsLock(holder)) {
      throw new Error(
        `The data folder ${dir} is in use by process ${holder.pid}. PGlite serves one process only: ` +
          'stop the other server, choose another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
      );
    }
    fs.rmSync(lockFile, { force: true });
    take();
  }
  return () => fs.rmSync(lockFile, { force: true });
}

interface LockHolder {
  pid: number;
  /** the holder's start token (`processStart`); null where the OS does not tell */
  start: string | null;
  /** when a lock file without a start token (written by an older version) was written */
  writtenAtMs?: number;
}

function readLockHolder(lockFile: string): LockHolder | null {
  let text: string;
  let writtenAtMs: number;
  try {
    text = fs.readFileSync(lockFile, 'utf8');
    writtenAtMs = fs.statSync(lockFile).mtimeMs;
  } catch {
    return null;
  }
  if (/^\d+$/.test(text.trim())) return { pid: Number(text), start: null, writtenAtMs };
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, start: typeof parsed.start === 'string' ? parsed.start : null };
  } catch {
    return null;
  }
}

/** Coarse file-system clocks (FAT: 2 s) may date a lock file before its writer's start. */
const MTIME_TOLERANCE_MS = 2_000;

function holdsLock(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  const running = processStart(holder.pid);
  if (!running) return true;
  if (holder.start !== null) return running.token === holder.start;
  // a pid-only file: a process that started after the file was written cannot have written it
  if (holder.writtenAtMs === undefined) return true;
  return running.atMs <= holder.writtenAtMs + MTIME_TOLERANCE_MS;
}

/**
 * When `pid` started, as the OS reports it: `token` compares exactly (Linux: clock ticks since
 * boot, field 22 of /proc/<pid>/stat; elsewhere `ps -o lstart`), `atMs` is wall-clock time.
 * null when the process is gone or the OS does not say.
 */
function processStart(pid: number): { token: string; atMs: number } | null {
  if (process.platform === 'linux') {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // field 2, the command name, may hold spaces and parentheses: count from its closing one
      const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      const bootSeconds = /^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1];
      if (!ticks || !bootSeconds) return null;
      // /proc reports in USER_HZ, 100 on every Linux architecture
      return { token: ticks, atMs: Number(bootSeconds) * 1000 + Number(ticks) * 10 };
    } catch {
      return null;
    }
  }
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
  const started = ps.status === 0 ? ps.stdout.trim() : '';
  const atMs = Date.parse(started);
  return started && !Number.isNaN(atMs) ? { token: started, atMs } : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // a killed server its parent has not reaped yet (a zombie) still answers kill 0, but holds nothing
  if (process.platform === 'linux') {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      return state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  }
  return true;
}
