import { openDatabase, type Database } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import type { DatabaseKind } from './databases';
import { createPostgresDatabase } from './harness';

interface LogEntry {
  level: string;
  msg: string | undefined;
  obj: object;
}

/** A logger that keeps what it is told, so tests can check failures are logged. */
export function recordingLogger() {
  const entries: LogEntry[] = [];
  const at =
    (level: string) =>
    (obj: object, msg?: string): void => {
      entries.push({ level, msg, obj });
    };
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * Two handles on one fresh, migrated database, as two processes would hold them: two pools on
 * PostgreSQL (real concurrency), the one in-memory PGlite twice (it serves one process only).
 */
export async function openTwoHandles(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    return { a: database.db, b: database.db, url: null, close: () => database.close() };
  }
  const provisioned = await createPostgresDatabase();
  const opened: Database[] = [];
  try {
    opened.push(await openDatabase({ url: provisioned.url, dataDir: 'memory://', poolSize: 3 }));
    opened.push(await openDatabase({ url: provisioned.url, dataDir: 'memory://', poolSize: 3 }));
    await runMigrations(opened[0]!);
  } catch (error) {
    await Promise.all(opened.map((d) => d.close()));
    await provisioned.drop();
    throw error;
  }
  return {
    a: opened[0]!.db,
    b: opened[1]!.db,
    url: provisioned.url,
    close: async () => {
      await Promise.all(opened.map((d) => d.close()));
      await provisioned.drop();
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (a bounded number of short polls) until `check` holds. */
export async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await pause(10);
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** `eventually` with a longer bound, for a child process that has to start up. */
export async function eventuallyWithin(ms: number, check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await pause(50);
  }
}
