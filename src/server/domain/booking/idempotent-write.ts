import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Envelope } from '@shared/schemas/envelope';
import type { Db } from '@server/db/client';
import { retryOnConflict } from '@server/db/retry';
import { idempotencyKeys } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';

/** How long a key answers its first outcome; older ones are purged (a retry comes within minutes). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * Writes one learner may make in an hour. Every write leaves its key for a day, so without a
 * ceiling one signed-in script could fill the table with refused writes (hundreds a second); with
 * it, at most 24,000 rows a day. No learner books or cancels anywhere near this many by hand.
 */
export const WRITES_PER_LEARNER_HOUR = 1_000;

export interface IdempotentWrite {
  learnerId: number;
  /** the learner's own writes, or staff's on the learner's behalf (issue 10 §3) */
  action:
    | 'SaveReservation'
    | 'CancelReservation'
    | 'SaveReservationFor'
    | 'CancelReservationsFor'
    | 'SaveWaitlist'
    | 'CancelWaitlist';
  /**
   * none: the write gets a key of the server's that no retry can name (a client's key has no
   * ':'), so it runs once and is kept to at most once by its own rules (320, 325)
   */
  key: string | undefined;
  /** the validated request without its key: a retry must send the same */
  request: Record<string, unknown>;
}

/** Keys in sorted order at every level, so the hash does not depend on how a client orders its JSON. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const hashOf = (request: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');

/** The answer a key recorded: its data again, or its refusal thrown again. */
function replay<T>(answer: Envelope<T>): T {
  if (answer.status) return answer.data as T;
  const error = answer.error!;
  throw new BusinessError(error.code, error.message, error.data);
}

/**
 * Runs a learner's write once per idempotency key. In one transaction: the key is claimed first
 * (insert … on conflict do nothing on the learner + key primary key), then `work` runs in a
 * savepoint, and its answer — the presented data, or the business refusal it threw — is stored
 * with the key. So a key exists exactly when its outcome was committed, and a retry with the same
 * key answers that outcome (a booking, or 320/322/323…) without writing again.
 *
 * A concurrent request with the same key waits on the claim: PostgreSQL blocks the conflicting
 * insert until the first transaction ends (PGlite runs one transaction at a time), then reads the
 * committed answer; if the first rolled back, the second claims the key and does the work. The
 * claim is the first statement, so a waiter holds no other lock and cannot deadlock. The same key
 * with another body or action is refused with 327, a new key beyond the learner's hourly
 * ceiling with 328. A deadlock or serialization failure in
 * `work` reruns the whole transaction (the claim included).
 */
export async function idempotentWrite<T>(
  db: Db,
  write: IdempotentWrite,
  now: Date,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  // a write without a key still claims a row of its own, so it counts against the hourly ceiling
  const key = write.key ?? `server:${randomUUID()}`;
  const requestHash = hashOf(write.request);
  const answer = await retryOnConflict(() =>
    db.transaction(async (tx): Promise<Envelope<T>> => {
      // the ceiling is checked in the claim itself, so an honest write still costs one statement
      const hourAgo = new Date(now.getTime() - 3_600_000);
      // raw SQL for insert … select … where; node-postgres and PGlite both answer with `rows`
      const claimed = (await tx.execute(sql`
        insert into ${idempotencyKeys} (learner_id, key, action, request_hash, created_at)
        select ${write.learnerId}, ${key}, ${write.action}, ${requestHash}, ${now.toISOString()}::timestamptz
        where (
          select count(*) from ${idempotencyKeys}
          where learner_id = ${write.learnerId} and created_at > ${hourAgo.toISOString()}::timestamptz
        ) < ${WRITES_PER_LEARNER_HOUR}
        on conflict do nothing
        returning key`)) as unknown as { rows: unknown[] };
      if (claimed.rows.length === 0) {
        const [first] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.learnerId, write.learnerId), eq(idempotencyKeys.key, key)));
        if (!first) throw BusinessError.of('error', 328);
        if (first.action !== write.action || first.requestHash !== requestHash) {
          throw BusinessError.of('error', 327);
        }
        return first.answer as Envelope<T>;
      }
      let outcome: Envelope<T>;
      try {
        // a savepoint: a refusal after a failed statement (a duplicate's unique violation) still commits the key
        outcome = { status: true, error: null, data: await tx.transaction((sp) => work(sp)) };
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        outcome = {
          status: false,
          error: { code: error.code, message: error.message, data: error.data },
          data: null,
        };
      }
      await tx
        .update(idempotencyKeys)
        .set({ answer: outcome })
        .where(and(eq(idempotencyKeys.learnerId, write.learnerId), eq(idempotencyKeys.key, key)));
      return outcome;
    }),
  );
  return replay(answer);
}

/** Deletes keys older than {@link IDEMPOTENCY_KEY_HOURS}: their retries are long over. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
