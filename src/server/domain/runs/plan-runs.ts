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
  vehicleCd: string;
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
export function hasRunsOn(date: string, pattern: WeeklyPattern): boolean {
  return (pattern.periodsByWeekday[weekdayOf(date)]?.length ?? 0) > 0;
}

function planRun(
  date: string,
  course: CourseRoute,
  bus: CourseBus,
  period: PeriodTimes,
  upDown: UpDown,
  marginMinutes: number,
): Omit<PlannedRun, 'binName'> {
  const lastOffset = Math.max(0, ...course.stops.map((s) => s.offsetMinutes));
  const length = lastOffset + bus.minutesToSchool;
  const planStartMinutes =
    upDown === Direction.Up
      ? period.startMinutes - marginMinutes - length
      : period.endMinutes + marginMinutes;
  // a down run drops off in reverse order: the stop nearest the school first
  const stopTimes = course.stops.map((s) => ({
    stopId: s.stopId,
    planMinutes: planStartMinutes + (upDown === Direction.Up ? s.offsetMinutes : length - s.offsetMinutes),
  }));
  return {
    date,
    binCd: binCdOf(upDown, course.homenCd, period.jgn),
    upDown,
    course,
    jgn: period.jgn,
    planStartMinutes,
    planEndMinutes: planStartMinutes + length,
    seats: bus.seats,
    childSeats: bus.childSeats,
    bicycles: bus.bicycles,
    isNetReservation: true,
    vehicleCd: vehicleCdOf(upDown, course.homenCd),
    stopTimes,
  };
}

/**
 * The runs of one date by the weekly pattern: an up and a down run per course with a bus and per
 * period served that weekday, in course and period order. Whether the date is a business day is
 * the caller's question (see generate-runs.ts).
 */
export function planDayRuns(
  date: string,
  courses: readonly CourseRoute[],
  periods: readonly PeriodTimes[],
  pattern: WeeklyPattern,
): PlannedRun[] {
  const served = new Set(pattern.periodsByWeekday[weekdayOf(date)] ?? []);
  const runs = courses.flatMap((course) => {
    const bus = pattern.buses.find((b) => b.homenCd === course.homenCd);
    if (!bus) return [];
    return periods
      .filter((p) => served.has(p.jgn))
      .flatMap((p) => [
        planRun(date, course, bus, p, Direction.Up, pattern.schoolMarginMinutes),
        planRun(date, course, bus, p, Direction.Down, pattern.schoolMarginMinutes),
      ]);
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
