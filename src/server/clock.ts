import type { Env } from '@server/env';

/**
 * The clock every rule of a process reads: app.now(), the job runner, the demo's seeding and the
 * CLIs that act on the database. Rules take its instant and reckon dates in Asia/Tokyo.
 */
export type Clock = () => Date;

/** The host's clock: the only one production ever uses. */
export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `start` at the moment it is made and then runs on at the host's pace
 * (CLOCK_START: demos and tests, never production). What must stay real keeps the host's clock:
 * timers and time-outs, log lines, the HTTP Date header, cookie lifetimes (Max-Age, relative),
 * the database's own `now()` defaults of informational columns.
 */
export function clockStartingAt(start: Date, hostNow: () => number = Date.now): Clock {
  const offsetMs = start.getTime() - hostNow();
  return () => new Date(hostNow() + offsetMs);
}

/** The clock `env` asks for: CLOCK_START's from the moment this is called, else the host's. */
export function clockOf(env: Pick<Env, 'CLOCK_START'>): Clock {
  return env.CLOCK_START ? clockStartingAt(env.CLOCK_START) : systemClock;
}
