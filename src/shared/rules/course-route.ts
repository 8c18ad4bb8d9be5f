import { COURSE_LIMITS } from '@shared/schemas/admin-network';

/** A course's stop list as staff or a file give it, in order. */
export interface RouteLine {
  busStopCd: string;
  offsetMinutes: number;
}

/** What is wrong with a stop list (issue 23 §6) and at which of its stops. */
export interface RouteProblem {
  code: 882 | 883 | 927;
  index: number;
}

/**
 * Checks a course's stop list as a whole, before its stops are looked up: at least one stop
 * (927: a course without stops offers learners nothing to book), at most 60 and each once (882),
 * the first at 0 minutes and each later one not earlier than the one before, at most 300 (883).
 * Answers the first problem (repeated stops before minutes), or null.
 */
export function routeProblem(route: readonly RouteLine[]): RouteProblem | null {
  if (route.length === 0) return { code: 927, index: 0 };
  if (route.length > COURSE_LIMITS.stops) return { code: 882, index: COURSE_LIMITS.stops };
  const seen = new Set<string>();
  for (const [index, s] of route.entries()) {
    if (seen.has(s.busStopCd)) return { code: 882, index };
    seen.add(s.busStopCd);
  }
  for (const [index, s] of route.entries()) {
    const previous = index === 0 ? 0 : route[index - 1]!.offsetMinutes;
    if (
      !Number.isInteger(s.offsetMinutes) ||
      s.offsetMinutes > COURSE_LIMITS.offsetMinutes ||
      (index === 0 ? s.offsetMinutes !== 0 : s.offsetMinutes < previous)
    )
      return { code: 883, index };
  }
  return null;
}
