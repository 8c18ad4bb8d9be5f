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
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
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
 */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'server.lock');
  const take = () => fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  try {
    take();
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The data folder ${dir} is in use by process ${holder}. PGlite serves one process only: ` +
          'stop the other server, choose another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
      );
    }
    fs.rmSync(lockFile, { force: true });
    take();
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
