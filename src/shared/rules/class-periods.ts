import { clockMinutes } from './clock-time';

/** Limits of a school's timetable (issue 23 §6): period numbers are what runs and bookings name (jgn). */
export const PERIOD_LIMITS = { maxPeriods: 20, minJgn: 1, maxJgn: 99, name: 20 } as const;

/** A class period as staff type it: number, name, start and end 'HH:MM' Japan time. */
export interface PeriodInput {
  jgn: number;
  timeName: string;
  start: string;
  end: string;
}

/** A period with its times in minutes after midnight, as class_periods stores it. */
export interface CheckedPeriod {
  jgn: number;
  timeName: string;
  startMinutes: number;
  endMinutes: number;
}

/** Why a timetable cannot be saved: the refusal code and the period (its position in the list) concerned. */
export interface PeriodProblem {
  code: 820 | 821 | 822 | 823;
  index: number;
}

/**
 * Checks a whole timetable (issue 23 §6): numbers 1–99 used once (823), a name of 1–20
 * characters (820), times 00:00–23:59 with the start before the end (821), and no two periods
 * overlapping (822) — a learner books one ride per period, so overlapping lessons cannot be
 * served. Periods touching end to start are fine. Answers the periods sorted by start time,
 * or the first problem in the order staff typed them.
 */
export function checkPeriods(
  periods: readonly PeriodInput[],
): { ok: true; periods: CheckedPeriod[] } | { ok: false; problem: PeriodProblem } {
  const checked: (CheckedPeriod & { index: number })[] = [];
  const seen = new Set<number>();
  for (const [index, p] of periods.entries()) {
    if (
      !Number.isInteger(p.jgn) ||
      p.jgn < PERIOD_LIMITS.minJgn ||
      p.jgn > PERIOD_LIMITS.maxJgn ||
      seen.has(p.jgn)
    )
      return { ok: false, problem: { code: 823, index } };
    seen.add(p.jgn);
    const timeName = p.timeName.trim();
    if (timeName.length === 0 || timeName.length > PERIOD_LIMITS.name)
      return { ok: false, problem: { code: 820, index } };
    const startMinutes = clockMinutes(p.start);
    const endMinutes = clockMinutes(p.end);
    if (startMinutes === null || endMinutes === null || startMinutes >= endMinutes)
      return { ok: false, problem: { code: 821, index } };
    checked.push({ jgn: p.jgn, timeName, startMinutes, endMinutes, index });
  }
  const byStart = [...checked].sort((a, b) => a.startMinutes - b.startMinutes);
  for (let i = 1; i < byStart.length; i++) {
    const [before, after] = [byStart[i - 1]!, byStart[i]!];
    if (after.startMinutes < before.endMinutes)
      return { ok: false, problem: { code: 822, index: Math.max(before.index, after.index) } };
  }
  return { ok: true, periods: byStart.map(({ index: _index, ...p }) => p) };
}
