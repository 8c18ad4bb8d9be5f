import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { LOGIN_LIMITS } from '@shared/constants';
import { formatLongDate, formatTime, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { ipLoginFailures, loginAttemptsInFlight, loginFailures } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import { isIpThrottled, lockedUntil, mustWaitForAttemptsInFlight } from './lockout';
import { throttleKey } from './client-address';

interface Attempt {
  schoolId: number;
  /** the account the lock counts on: a student number, `staff:<loginId>` (staffLockKey) or `signup:<number>` (signUpLockKey) */
  account: string;
  ip: string;
  now: Date;
}

/** The refusal of a locked account: 102 at sign-in, 112 at sign-up (its own wording), with the time it opens. */
export function lockedError(until: Date, now: Date, code = 102): BusinessError {
  // the minute shown is one at which the lock has surely ended: 18:01:50 reads 18:02, not 18:01
  const shown = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  const sameDay = japanDateKey(shown) === japanDateKey(now);
  const text = sameDay ? formatTime(shown) : `${formatLongDate(shown)} ${formatTime(shown)}`;
  return BusinessError.of('error', code, { until: text });
}

/**
 * What an attempt must show to go on where a limit is reached (PRODUCT.md §3: a solved
 * proof-of-work challenge); throws the refusal (103) when it shows nothing valid. Runs inside the
 * attempt's transaction, with the limiting row locked; once passed it passes again for the same
 * attempt, so one solution serves both an address and an account that ask for one.
 */
export type ProofGate = (tx: Db) => Promise<void>;

/**
 * What a locked account does with an attempt: `refuse` it (learners: a birthday password has a
 * few hundred likely values, so a lock is the only defence) or ask each attempt for a solved
 * proof of work (`challenge`: staff passwords are long, and a lock that anyone can set would keep
 * the owner out — issue 21).
 */
export type WhenLocked = { refuse: number } | 'challenge';

/** An attempt let through: its outcome settles the counts. */
export interface AttemptUnderWay {
  /** clears the account's failures and gives the address its attempt back */
  succeeded(): Promise<void>;
  /** counts the failure; answers the lock it sets, if any */
  failed(): Promise<Date | null>;
}

/**
 * An attempt in flight still counts this long after it began, by the database's clock (one clock
 * for every process, unmoved by a process that stalls), however its process ended.
 */
export const IN_FLIGHT_SECONDS = 60;
/** How long an attempt waits for the account's attempts in flight to end before it is refused. */
const WAIT_FOR_IN_FLIGHT_MS = 10_000;
const POLL_MS = 50;

const accountRow = (a: Attempt) =>
  and(eq(loginFailures.schoolId, a.schoolId), eq(loginFailures.seitoNo, a.account));

/** The address's share: counted as a failure at once; a throttled address passes only through `proof`. */
async function countAgainstAddress(db: Db, ip: string, now: Date, proof: ProofGate): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(ipLoginFailures).values({ ip, windowStart: now, count: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(ipLoginFailures).where(eq(ipLoginFailures.ip, ip)).for('update');
    const windowOpen =
      row !== undefined && now.getTime() - row.windowStart.getTime() < LOGIN_LIMITS.ipWindowMinutes * 60_000;
    const failures = windowOpen ? row.count : 0;
    if (windowOpen && isIpThrottled(failures, row.windowStart, now)) await proof(tx);
    await tx
      .update(ipLoginFailures)
      .set({ count: failures + 1, windowStart: windowOpen ? row.windowStart : now })
      .where(eq(ipLoginFailures.ip, ip));
  });
}

/** The account's attempts in flight that still count, and when the last of them stops counting. */
async function attemptsInFlight(tx: Db, attempt: Attempt): Promise<{ count: number; until: Date | null }> {
  const [row] = await tx
    .select({ count: count(), latest: max(loginAttemptsInFlight.startedAt) })
    .from(loginAttemptsInFlight)
    .where(
      and(
        eq(loginAttemptsInFlight.schoolId, attempt.schoolId),
        eq(loginAttemptsInFlight.account, attempt.account),
        gt(loginAttemptsInFlight.startedAt, sql`now() - make_interval(secs => ${IN_FLIGHT_SECONDS})`),
      ),
    );
  const latest = row?.latest ? new Date(row.latest) : null;
  return {
    count: row?.count ?? 0,
    until: latest && new Date(latest.getTime() + IN_FLIGHT_SECONDS * 1000),
  };
}

/**
 * The account's share: the attempt joins those in flight (a row of its own), unless the account
 * is locked or the attempts in flight would lock it were they all to fail — then it waits for
 * them, so that guesses sent all at once are limited exactly like guesses sent one by one while
 * a learner's own simultaneous sign-ins (a double tap, two tabs) all go through. Answers the
 * attempt's row.
 */
async function joinAttemptsInFlight(
  db: Db,
  attempt: Attempt,
  proof: ProofGate,
  whenLocked: WhenLocked,
): Promise<number> {
  const { now } = attempt;
  const today = japanDateKey(now);
  const waitUntil = performance.now() + WAIT_FOR_IN_FLIGHT_MS;
  for (;;) {
    const joined = await db.transaction(async (tx) => {
      await tx
        .insert(loginFailures)
        .values({ schoolId: attempt.schoolId, seitoNo: attempt.account, day: today })
        .onConflictDoNothing();
      // the account's row lock makes joining one at a time per account
      const [row] = await tx.select().from(loginFailures).where(accountRow(attempt)).for('update');
      if (!row) return null;
      if (row.lockedUntil && row.lockedUntil > now) {
        if (whenLocked === 'challenge') await proof(tx);
        else throw lockedError(row.lockedUntil, now, whenLocked.refuse);
      }
      const inFlight = await attemptsInFlight(tx, attempt);
      const failuresToday = row.day === today ? row.dayCount : 0;
      if (mustWaitForAttemptsInFlight(row.consecutive, failuresToday, inFlight.count, now)) {
        if (performance.now() < waitUntil) return null;
        // the attempts in flight outlast the wait: answered as locked until they stop counting
        if (whenLocked === 'challenge') await proof(tx);
        else throw lockedError(inFlight.until ?? now, now, whenLocked.refuse);
      }
      const [own] = await tx
        .insert(loginAttemptsInFlight)
        .values({ schoolId: attempt.schoolId, account: attempt.account })
        .returning({ id: loginAttemptsInFlight.id });
      return own!.id;
    });
    if (joined !== null) return joined;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Begins a sign-in attempt (PRODUCT.md §3): it counts against the caller's address at once (a
 * throttled address passes only through `proof`) and joins the account's attempts in flight
 * before any password is checked. The caller then checks and reports the outcome.
 */
export async function beginAttempt(
  db: Db,
  input: Attempt,
  { proof, whenLocked }: { proof: ProofGate; whenLocked: WhenLocked },
): Promise<AttemptUnderWay> {
  const attempt = { ...input, ip: throttleKey(input.ip) };
  const { now } = attempt;
  await countAgainstAddress(db, attempt.ip, now, proof);
  const ownRow = await joinAttemptsInFlight(db, attempt, proof, whenLocked);
  const leaveFlight = (tx: Db) =>
    tx.delete(loginAttemptsInFlight).where(eq(loginAttemptsInFlight.id, ownRow));
  return {
    async succeeded() {
      await db.transaction(async (tx) => {
        await leaveFlight(tx);
        await tx.delete(loginFailures).where(accountRow(attempt));
        await tx
          .update(ipLoginFailures)
          .set({ count: sql`greatest(${ipLoginFailures.count} - 1, 0)` })
          .where(eq(ipLoginFailures.ip, attempt.ip));
      });
    },
    async failed() {
      const today = japanDateKey(now);
      return db.transaction(async (tx) => {
        await leaveFlight(tx);
        await tx
          .insert(loginFailures)
          .values({ schoolId: attempt.schoolId, seitoNo: attempt.account, day: today })
          .onConflictDoNothing();
        const [row] = await tx.select().from(loginFailures).where(accountRow(attempt)).for('update');
        const consecutive = (row?.consecutive ?? 0) + 1;
        const dayCount = row?.day === today ? row.dayCount + 1 : 1;
        const lock = lockedUntil(consecutive, dayCount, now);
        const held = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
        const until = held && (!lock || held > lock) ? held : lock;
        await tx
          .update(loginFailures)
          .set({ consecutive, dayCount, day: today, lockedUntil: until })
          .where(accountRow(attempt));
        return until;
      });
    },
  };
}
