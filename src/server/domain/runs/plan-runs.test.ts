import { describe, expect, it } from 'vitest';
import { Direction } from '@shared/constants';
import {
  binCdOf,
  coursePatternsOf,
  hasRunsOn,
  planDayRuns,
  type CoursePattern,
  type CourseRoute,
  type WeeklyPattern,
} from './plan-runs';

const course: CourseRoute = {
  id: 7,
  homenCd: '02',
  name: '北部方面',
  stops: [
    { stopId: 1, offsetMinutes: 0, isOwnPoint: false },
    { stopId: 2, offsetMinutes: 5, isOwnPoint: true },
    { stopId: 3, offsetMinutes: 12, isOwnPoint: false },
  ],
};
const periods = [
  { jgn: 1, startMinutes: 9 * 60, endMinutes: 9 * 60 + 50 },
  { jgn: 2, startMinutes: 10 * 60, endMinutes: 10 * 60 + 50 },
];
const pattern: WeeklyPattern = {
  periodsByWeekday: [[], [1, 2], [1, 2], [1, 2], [1, 2], [1, 2], [1]],
  schoolMarginMinutes: 10,
  buses: [{ homenCd: '02', seats: 14, childSeats: 2, bicycles: 1, minutesToSchool: 8 }],
};
// 2027-06-07 is a Monday, 2027-06-12 a Saturday, 2027-06-13 a Sunday
const monday = '2027-06-07';

describe('run generation from a weekly pattern', () => {
  it('an up and a down run per course and served period, in period order', () => {
    const runs = planDayRuns(monday, [course], periods, pattern);
    expect(runs.map((r) => [r.binCd, r.upDown, r.jgn])).toEqual([
      ['U0201', Direction.Up, 1],
      ['D0201', Direction.Down, 1],
      ['U0202', Direction.Up, 2],
      ['D0202', Direction.Down, 2],
    ]);
    expect(runs.every((r) => r.date === monday && r.isNetReservation && r.seats === 14)).toBe(true);
    expect(runs[0]).toMatchObject({ childSeats: 2, bicycles: 1, vehicleCd: 'V02U' });
  });

  it('an up run reaches the school the margin before its period starts, stopping at each stop on the way', () => {
    const [up] = planDayRuns(monday, [course], periods, pattern);
    // course length = last stop offset 12 + 8 minutes to school = 20; arrival 08:50 = 09:00 − 10
    expect(up).toMatchObject({ planStartMinutes: 8 * 60 + 30, planEndMinutes: 8 * 60 + 50 });
    expect(up!.stopTimes).toEqual([
      { stopId: 1, planMinutes: 8 * 60 + 30 },
      { stopId: 2, planMinutes: 8 * 60 + 35 },
      { stopId: 3, planMinutes: 8 * 60 + 42 },
    ]);
  });

  it('a down run leaves the school the margin after its period ends and drops off the nearest stop first', () => {
    const down = planDayRuns(monday, [course], periods, pattern)[1]!;
    // period 1 ends 09:50, departure 10:00, 20 minutes to the far end
    expect(down).toMatchObject({ planStartMinutes: 10 * 60, planEndMinutes: 10 * 60 + 20 });
    expect(down.stopTimes).toEqual([
      { stopId: 1, planMinutes: 10 * 60 + 20 },
      { stopId: 2, planMinutes: 10 * 60 + 15 },
      { stopId: 3, planMinutes: 10 * 60 + 8 },
    ]);
  });

  it('runs are named per course in departure order: 北部方面 1便, 2便…', () => {
    const runs = planDayRuns(monday, [course], periods, pattern);
    const byDeparture = [...runs].sort((a, b) => a.planStartMinutes - b.planStartMinutes);
    expect(byDeparture.map((r) => [r.binCd, r.binName])).toEqual([
      ['U0201', '北部方面 1便'],
      ['U0202', '北部方面 2便'],
      ['D0201', '北部方面 3便'],
      ['D0202', '北部方面 4便'],
    ]);
  });

  it('a short Saturday serves only its periods, and Sunday runs no bus', () => {
    expect(planDayRuns('2027-06-12', [course], periods, pattern).map((r) => r.binCd)).toEqual([
      'U0201',
      'D0201',
    ]);
    expect(hasRunsOn('2027-06-12', pattern)).toBe(true);
    expect(planDayRuns('2027-06-13', [course], periods, pattern)).toEqual([]);
    expect(hasRunsOn('2027-06-13', pattern)).toBe(false);
  });

  it('a course without a bus in the pattern gets no runs', () => {
    const other = { ...course, id: 8, homenCd: '09', name: '臨時方面' };
    expect(planDayRuns(monday, [course, other], periods, pattern).every((r) => r.course === course)).toBe(
      true,
    );
  });

  it('binCd is U/D, homenCd and a two-digit period', () => {
    expect(binCdOf(Direction.Up, '01', 3)).toBe('U0103');
    expect(binCdOf(Direction.Down, '12', 10)).toBe('D1210');
  });
});

describe('run generation from a stored per-course pattern (issue 23 §7)', () => {
  const stored: CoursePattern[] = [
    {
      homenCd: '02',
      minutesToSchool: 8,
      marginMinutes: 10,
      runs: [
        {
          weekday: 1,
          jgn: 2,
          upDown: 2,
          seats: 30,
          childSeats: 0,
          bicycles: 3,
          isNetReservation: false,
          vehicleCd: 'BUS1',
        },
        {
          weekday: 1,
          jgn: 1,
          upDown: 1,
          seats: 14,
          childSeats: 2,
          bicycles: 1,
          isNetReservation: true,
          vehicleCd: null,
        },
      ],
    },
  ];

  it('each direction runs only where the pattern has it, with its own capacity, net flag and vehicle', () => {
    const runs = planDayRuns(monday, [course], periods, stored);
    expect(runs.map((r) => [r.binCd, r.seats, r.bicycles, r.isNetReservation, r.vehicleCd])).toEqual([
      ['U0201', 14, 1, true, null],
      ['D0202', 30, 3, false, 'BUS1'],
    ]);
  });

  it('a weekday without runs in the pattern has none, and a course without stops runs nothing', () => {
    expect(planDayRuns('2027-06-08', [course], periods, stored)).toEqual([]);
    expect(hasRunsOn('2027-06-08', stored)).toBe(false);
    expect(hasRunsOn(monday, stored)).toBe(true);
    expect(planDayRuns(monday, [{ ...course, stops: [] }], periods, stored)).toEqual([]);
  });

  it('the demo’s code pattern reads as the same runs when turned into per-course patterns', () => {
    expect(planDayRuns(monday, [course], periods, coursePatternsOf(pattern))).toEqual(
      planDayRuns(monday, [course], periods, pattern),
    );
  });
});
