import { isStalePosition } from './bus-position';
import { japanInstant } from './japan-time';

/**
 * Where a run of today stands (issue 25 §4): before it sets out (運行前), on the road (運行中), or
 * done (運行終了). Said instead of "no position", which read as broken for a bus that has simply not
 * left yet.
 */
export const RUN_STATES = ['before', 'running', 'ended'] as const;
export type RunState = (typeof RUN_STATES)[number];

export interface RunTimes {
  /** the run's Japan date, 'YYYY-MM-DD' */
  date: string;
  /** minutes after midnight, Japan time */
  planStartMinutes: number;
  planEndMinutes: number;
  /** recorded once the run actually set out / came in, else null */
  actualStartMinutes: number | null;
  actualEndMinutes: number | null;
  /** seconds since the run's latest fix; null without one */
  ageSeconds: number | null;
}

/**
 * The run's state at `now`:
 * - a recorded actual end that has passed: ended, whatever the bus still reports;
 * - a recent (not stale) fix of the run: running — the bus is on its way even ahead of its time,
 *   or still out after it;
 * - otherwise by its times (actual once recorded, else planned): before its start, after its end,
 *   or running in between — a run inside its hours without a fix is running, its position simply
 *   not arrived yet.
 */
export function runState(run: RunTimes, now: Date): RunState {
  const at = (minutes: number) => japanInstant(run.date, minutes).getTime();
  const t = now.getTime();
  const end = run.actualEndMinutes ?? run.planEndMinutes;
  if (run.actualEndMinutes !== null && t >= at(end)) return 'ended';
  if (run.ageSeconds !== null && !isStalePosition(run.ageSeconds)) return 'running';
  if (run.actualStartMinutes === null && t < at(run.planStartMinutes)) return 'before';
  if (t > at(end)) return 'ended';
  return 'running';
}
