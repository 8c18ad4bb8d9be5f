/** SQLSTATEs after which the whole transaction may simply run again: serialization failure, deadlock. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/** The SQLSTATE of a driver error, also when drizzle wraps it (as `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Runs a unit of database work (one transaction or one statement) and runs it again when
 * PostgreSQL aborted it as a deadlock victim or a serialization failure: the aborted attempt
 * changed nothing, so a retry is safe, and a learner never sees a 500 for a lost race. Up to
 * five attempts with a short jittered pause; the last failure is thrown.
 */
export async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= MAX_ATTEMPTS || state === undefined || !RETRYABLE_STATES.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
