import { Direction } from '@shared/constants';
import { weekdayOf } from '@server/domain/school/calendar';
import { t } from '@shared/i18n/common';

/** 1 up (to school), 2 down (from school). */
export type UpDown = typeof Direction.Up | typeof Direction.Down;

/**
 * How a school runs its buses week after week (PRODUCT.md §4b): which class periods are served on
 * each weekday, and per course the bus that drives it. Dated runs are generated from it up to the
 * booking horizon.
 */
export interface WeeklyPattern {
  /** periods served per weekday, index 0 Sunday … 6 Saturday; an empty list runs no bus that day */
  periodsByWeekday: readonly (readonly number[])[];
  /** up runs reach the school this long before their period starts; down runs leave this long after it ends */
  schoolMarginMinutes: number;
  /** the bus of each course, by homenCd; a course without one gets no runs */
  buses: readonly CourseBus[];
}

/** The bus a course is driven with and how long its last leg to the school takes. */
export interface CourseBus {
  homenCd: string;
  seats: number;
  childSeats: number;
  bicycles: number;
  /** minutes from the course's last stop to the school */
  minutesToSchool: number;
}

/** One run a course makes every week: weekday × period × direction, with its bus's capacity. */
export interface PatternRun {
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  jgn: number;
  upDown: UpDown;
  seats: number;
  childSeats: number;
  bicycles: number;
  isNetReservation: boolean;
  /** the usual vehicle; null names none */
  vehicleCd: string | null;
}

/**
 * A course's weekly pattern as stored per run (issue 23 §7, tables course_patterns and
 * run_pattern_slots): each weekday × period × direction with its own capacity and vehicle.
 */
export interface CoursePattern {
  homenCd: string;
  minutesToSchool: number;
  marginMinutes: number;
  runs: readonly PatternRun[];
}

/** Either form a pattern comes in: the demo's code object, or per-course stored patterns. */
export type AnyPattern = WeeklyPattern | readonly CoursePattern[];

/**
 * A WeeklyPattern as per-course patterns: an up and a down run for every period served each
 * weekday, with the course bus's capacity, bookable on the net, driven by the course's
 * direction vehicle (vehicleCdOf).
 */
export function coursePatternsOf(pattern: AnyPattern): readonly CoursePattern[] {
  if (!('buses' in pattern)) return pattern;
  return pattern.buses.map((bus) => ({
    homenCd: bus.homenCd,
    minutesToSchool: bus.minutesToSchool,
    marginMinutes: pattern.schoolMarginMinutes,
    runs: pattern.periodsByWeekday.flatMap((jgns, weekday) =>
      jgns.flatMap((jgn) =>
        [Direction.Up, Direction.Down].map((upDown) => ({
          weekday,
          jgn,
          upDown: upDown as UpDown,
          seats: bus.seats,
          childSeats: bus.childSeats,
          bicycles: bus.bicycles,
          isNetReservation: true,
          vehicleCd: vehicleCdOf(upDown as UpDown, bus.homenCd),
        })),
      ),
    ),
  }));
}

/** A course as stored: its stops in order with the minutes from the first stop. */
export interface CourseRoute {
  id: number;
  homenCd: string;
  name: string;
  stops: readonly { stopId: number; offsetMinutes: number; isOwnPoint: boolean }[];
}

/** A class period's times, minutes after midnight (Japan time). */
export interface PeriodTimes {
  jgn: number;
  startMinutes: number;
  endMinutes: number;
}

/** A run to insert, with its planned time at every stop of its course. */
export interface PlannedRun {
  date: string;
  binCd: string;
  /** 駅前方面 1便, 2便… numbered per course in departure order */
  binName: string;
  upDown: UpDown;
  course: CourseRoute;
  jgn: number;
  planStartMinutes: number;
  planEndMinutes: number;
  seats: number;
  childSeats: number;
  bicycles: number;
  isNetReservation: boolean;
  vehicleCd: string | null;
  stopTimes: { stopId: number; planMinutes: number }[];
}

/** binCd of a run, unique per school and date: U/D, homenCd, two-digit period. */
export function binCdOf(upDown: UpDown, homenCd: string, jgn: number): string {
  return `${upDown === Direction.Up ? 'U' : 'D'}${homenCd}${String(jgn).padStart(2, '0')}`;
}

/**
 * The vehicle a generated run names (bus_runs.vehicle_cd): the course's bus for that direction,
 * until staff assign another for the day (issue 13).
 */
export function vehicleCdOf(upDown: UpDown, homenCd: string): string {
  return `V${homenCd}${upDown === Direction.Up ? 'U' : 'D'}`;
}

/** Whether the pattern runs any bus on the weekday of `date`. */
export function hasRunsOn(date: string, pattern: AnyPattern): boolean {
  const weekday = weekdayOf(date);
  return coursePatternsOf(pattern).some((c) => c.runs.some((r) => r.weekday === weekday));
}

/** A stop of a course with the minutes from its first stop. */
type RouteStop = { stopId: number; offsetMinutes: number };

/** The length of a run of the course: its first stop to its last, then the last leg to the school. */
export const runLengthOf = (stops: readonly RouteStop[], minutesToSchool: number) =>
  Math.max(0, ...stops.map((s) => s.offsetMinutes)) + minutesToSchool;

/**
 * The planned time at each stop of a run starting at `planStartMinutes` and `length` minutes long:
 * an up run picks up from the first stop; a down run drops off in reverse order, the stop nearest
 * the school first.
 */
export function stopTimesOf(
  stops: readonly RouteStop[],
  upDown: UpDown,
  planStartMinutes: number,
  length: number,
): { stopId: number; planMinutes: number }[] {
  return stops.map((s) => ({
    stopId: s.stopId,
    planMinutes: planStartMinutes + (upDown === Direction.Up ? s.offsetMinutes : length - s.offsetMinutes),
  }));
}

function planRun(
  date: string,
  course: CourseRoute,
  pattern: CoursePattern,
  slot: PatternRun,
  period: PeriodTimes,
): Omit<PlannedRun, 'binName'> {
  const { upDown } = slot;
  const length = runLengthOf(course.stops, pattern.minutesToSchool);
  const planStartMinutes =
    upDown === Direction.Up
      ? period.startMinutes - pattern.marginMinutes - length
      : period.endMinutes + pattern.marginMinutes;
  const stopTimes = stopTimesOf(course.stops, upDown, planStartMinutes, length);
  return {
    date,
    binCd: binCdOf(upDown, course.homenCd, period.jgn),
    upDown,
    course,
    jgn: period.jgn,
    planStartMinutes,
    planEndMinutes: planStartMinutes + length,
    seats: slot.seats,
    childSeats: slot.childSeats,
    bicycles: slot.bicycles,
    isNetReservation: slot.isNetReservation,
    vehicleCd: slot.vehicleCd,
    stopTimes,
  };
}

/**
 * The runs of one date by the weekly pattern: per course with a pattern, the runs of that
 * weekday, in course order, then period order, up before down. A course without stops runs
 * nothing (nobody could board). Whether the date is a business day is the caller's question
 * (see generate-runs.ts).
 */
export function planDayRuns(
  date: string,
  courses: readonly CourseRoute[],
  periods: readonly PeriodTimes[],
  pattern: AnyPattern,
): PlannedRun[] {
  const weekday = weekdayOf(date);
  const patterns = coursePatternsOf(pattern);
  const runs = courses.flatMap((course) => {
    const coursePattern = patterns.find((p) => p.homenCd === course.homenCd);
    if (!coursePattern || course.stops.length === 0) return [];
    const today = coursePattern.runs.filter((r) => r.weekday === weekday);
    return periods.flatMap((p) =>
      [Direction.Up, Direction.Down].flatMap((upDown) => {
        const slot = today.find((r) => r.jgn === p.jgn && r.upDown === upDown);
        return slot ? [planRun(date, course, coursePattern, slot, p)] : [];
      }),
    );
  });
  const numberInCourse = new Map<Omit<PlannedRun, 'binName'>, number>();
  for (const course of courses) {
    runs
      .filter((r) => r.course === course)
      .sort((a, b) => a.planStartMinutes - b.planStartMinutes)
      .forEach((r, i) => numberInCourse.set(r, i + 1));
  }
  return runs.map((r) => ({
    ...r,
    binName: t('runName', { course: r.course.name, number: numberInCourse.get(r)! }),
  }));
}
