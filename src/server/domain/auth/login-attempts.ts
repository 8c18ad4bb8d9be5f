import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_LIMITS } from '@shared/constants';
import { formatLongDate, formatTime, japanDateKey } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { ipLoginFailures, loginFailures } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import { isIpThrottled, lockedUntil, mustWaitForAttemptsInFlight } from './lockout';
import { throttleKey } from './throttle-key';

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

/** An attempt in flight still counts this long after it began, however its process ended. */
const IN_FLIGHT_MS = 20_000;
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
    const count = windowOpen ? row.count : 0;
    if (windowOpen && isIpThrottled(count, row.windowStart, now)) await proof(tx);
    await tx
      .update(ipLoginFailures)
      .set({ count: count + 1, windowStart: windowOpen ? row.windowStart : now })
      .where(eq(ipLoginFailures.ip, ip));
  });
}

/**
 * The account's share: the attempt joins those in flight, unless the account is locked or the
 * attempts in flight would lock it were they all to fail — then it waits for them, so that
 * guesses sent all at once are limited exactly like guesses sent one by one while a learner's
 * own simultaneous sign-ins (a double tap, two tabs) all go through.
 */
async function joinAttemptsInFlight(
  db: Db,
  attempt: Attempt,
  proof: ProofGate,
  whenLocked: WhenLocked,
): Promise<void> {
  const { now } = attempt;
  const today = japanDateKey(now);
  const waitUntil = performance.now() + WAIT_FOR_IN_FLIGHT_MS;
  for (;;) {
    const joined = await db.transaction(async (tx) => {
      await tx
        .insert(loginFailures)
        .values({ schoolId: attempt.schoolId, seitoNo: attempt.account, day: today })
        .onConflictDoNothing();
      const [row] = await tx.select().from(loginFailures).where(accountRow(attempt)).for('update');
      if (!row) return false;
      if (row.lockedUntil && row.lockedUntil > now) {
        if (whenLocked === 'challenge') await proof(tx);
        else throw lockedError(row.lockedUntil, now, whenLocked.refuse);
      }
      const inFlight = row.inFlightUntil && row.inFlightUntil > now ? row.inFlight : 0;
      const failuresToday = row.day === today ? row.dayCount : 0;
      if (mustWaitForAttemptsInFlight(row.consecutive, failuresToday, inFlight, now)) {
        if (performance.now() < waitUntil) return false;
        const until = lockedUntil(row.consecutive + inFlight, failuresToday + inFlight, now)!;
        if (whenLocked === 'challenge') await proof(tx);
        else throw lockedError(until, now, whenLocked.refuse);
      }
      await tx
        .update(loginFailures)
        .set({ inFlight: inFlight + 1, inFlightUntil: new Date(now.getTime() + IN_FLIGHT_MS) })
        .where(accountRow(attempt));
      return true;
    });
    if (joined) return;
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
  await joinAttemptsInFlight(db, attempt, proof, whenLocked);
  const stillInFlight = sql`greatest(${loginFailures.inFlight} - 1, 0)`;
  return {
    async succeeded() {
      await db.transaction(async (tx) => {
        await tx
          .update(loginFailures)
          .set({ consecutive: 0, dayCount: 0, lockedUntil: null, inFlight: stillInFlight })
          .where(accountRow(attempt));
        await tx.delete(loginFailures).where(and(accountRow(attempt), eq(loginFailures.inFlight, 0)));
        await tx
          .update(ipLoginFailures)
          .set({ count: sql`greatest(${ipLoginFailures.count} - 1, 0)` })
          .where(eq(ipLoginFailures.ip, attempt.ip));
      });
    },
    async failed() {
      const today = japanDateKey(now);
      return db.transaction(async (tx) => {
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
          .set({ consecutive, dayCount, day: today, lockedUntil: until, inFlight: stillInFlight })
          .where(accountRow(attempt));
        return until;
      });
    },
  };
}
