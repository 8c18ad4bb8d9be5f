import type { Db } from '@server/db/client';

/** The few pino methods the runner uses; Fastify's `app.log` is one. Jobs never import Fastify. */
export interface JobLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What a handler gets: the database, the clock every rule reads, and its job. */
export interface JobContext {
  db: Db;
  now(): Date;
  payload: unknown;
  /** 1 on the first try */
  attempt: number;
  /** attempts the job has in all: `attempt === maxAttempts` is the last one */
  maxAttempts: number;
  log: JobLogger;
}

/**
 * One kind of background work, defined in its own file under src/server/jobs/. A handler calls
 * domain functions and throws to ask for a retry; it must be safe to run twice, because a worker
 * that dies after the work but before recording it leaves the job to be run again.
 */
export interface JobDefinition {
  kind: string;
  handler(context: JobContext): Promise<void>;
  /** enqueued once per period by the periodic tick when present */
  schedule?: { everySeconds: number; maxAttempts?: number };
}
