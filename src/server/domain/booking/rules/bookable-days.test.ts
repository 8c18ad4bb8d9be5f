import holidayJp from '@holiday-jp/holiday_jp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDateKey } from '@shared/rules/japan-time';
import { isBusinessDay, lastBusinessDayBefore, type SchoolCalendar } from '@server/domain/school/calendar';
import {
  bookableDays,
  bookingDeadline,
  hasRunLeft,
  isBookableDay,
  isStaffBookableDay,
  runDeparture,
  staffDayState,
} from './bookable-days';

/** An instant written in Japan time, e.g. jst('2026-11-14T15:59:59'). */
const jst = (local: string) => new Date(`${local}+09:00`);

const sundaysClosed: SchoolCalendar = {
  closedWeekdays: [0],
  closures: [],
  openings: [],
  cutoffMinutes: 960,
  horizonDays: 30,
  planReleaseMinutes: 1080,
};
const weekendsClosed: SchoolCalendar = { ...sundaysClosed, closedWeekdays: [0, 6] };
const newYearClosed: SchoolCalendar = {
  ...sundaysClosed,
  closures: [{ startDate: '2026-12-29', endDate: '2027-01-03' }],
};

describe('business days (PRODUCT.md §4)', () => {
  it('a closed weekday is not a business day', () => {
    expect(isBusinessDay('2026-11-15', sundaysClosed)).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-14', sundaysClosed)).toBe(true); // Saturday
    expect(isBusinessDay('2026-11-14', weekendsClosed)).toBe(false);
  });

  it('a national holiday is not a business day, even on a weekday', () => {
    expect(holidayJp.isHoliday('2026-11-23')).toBe(true); // 勤労感謝の日, a Monday
    expect(isBusinessDay('2026-11-23', sundaysClosed)).toBe(false);
  });

  it('a national holiday the school opens is a business day, and moves the cut-off of the day after onto it', () => {
    // Golden Week 2027: 5/3, 5/4, 5/5 are holidays (Mon–Wed); the school opens 5/4
    const goldenWeekOpen: SchoolCalendar = { ...sundaysClosed, openings: ['2027-05-04'] };
    expect(isBusinessDay('2027-05-04', goldenWeekOpen)).toBe(true);
    expect(isBusinessDay('2027-05-03', goldenWeekOpen)).toBe(false);
    expect(lastBusinessDayBefore('2027-05-05', goldenWeekOpen)).toBe('2027-05-04');
    expect(lastBusinessDayBefore('2027-05-06', goldenWeekOpen)).toBe('2027-05-04');
    expect(bookingDeadline('2027-05-04', goldenWeekOpen)).toEqual(jst('2027-05-01T16:00:00'));
  });

  it('an opening also opens a closed weekday, but never a closed period', () => {
    expect(isBusinessDay('2026-11-15', { ...sundaysClosed, openings: ['2026-11-15'] })).toBe(true);
    expect(isBusinessDay('2026-12-30', { ...newYearClosed, openings: ['2026-12-30'] })).toBe(false);
  });

  it('every day of a school closed period, both ends included, is not a business day', () => {
    for (const date of ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-02', '2027-01-03']) {
      expect(isBusinessDay(date, newYearClosed), date).toBe(false);
    }
    expect(isBusinessDay('2026-12-28', newYearClosed)).toBe(true);
    expect(isBusinessDay('2027-01-04', newYearClosed)).toBe(true);
  });

  it('a date that does not exist is not a business day', () => {
    expect(isDateKey('2027-02-30')).toBe(false);
    expect(isDateKey('2027-2-3')).toBe(false);
    expect(isDateKey('2027-02-28')).toBe(true);
    expect(isBusinessDay('2027-02-30', sundaysClosed)).toBe(false);
  });
});

describe('the cut-off across weekends', () => {
  it('booking for Tuesday closes at 16:00 on Monday', () => {
    expect(bookingDeadline('2026-11-17', sundaysClosed)).toEqual(jst('2026-11-16T16:00:00'));
  });

  it('booking for Monday closes at 16:00 on Saturday when Sunday is closed', () => {
    expect(lastBusinessDayBefore('2026-11-16', sundaysClosed)).toBe('2026-11-14');
    expect(bookingDeadline('2026-11-16', sundaysClosed)).toEqual(jst('2026-11-14T16:00:00'));
  });

  it('booking for Monday closes at 16:00 on Friday when Saturday and Sunday are closed', () => {
    expect(bookingDeadline('2026-11-16', weekendsClosed)).toEqual(jst('2026-11-13T16:00:00'));
  });

  it('booking for the day after a Monday holiday closes at 16:00 on the Saturday before', () => {
    // 2026-11-23 (Mon) 勤労感謝の日, 2026-11-22 Sunday
    expect(bookingDeadline('2026-11-24', sundaysClosed)).toEqual(jst('2026-11-21T16:00:00'));
  });

  it('the cut-off time is the school setting, e.g. 17:00', () => {
    expect(bookingDeadline('2026-11-17', { ...sundaysClosed, cutoffMinutes: 17 * 60 })).toEqual(
      jst('2026-11-16T17:00:00'),
    );
  });
});

describe('the cut-off across the Golden Week 2027 holiday chain', () => {
  it('the library knows 4/29 and 5/3–5/5 2027 as holidays, and 4/30, 5/1, 5/6 as ordinary days', () => {
    for (const date of ['2027-04-29', '2027-05-03', '2027-05-04', '2027-05-05']) {
      expect(holidayJp.isHoliday(date), date).toBe(true);
    }
    for (const date of ['2027-04-28', '2027-04-30', '2027-05-01', '2027-05-06']) {
      expect(holidayJp.isHoliday(date), date).toBe(false);
    }
  });

  it('booking for 30 April closes at 16:00 on 28 April, skipping Shōwa Day', () => {
    expect(bookingDeadline('2027-04-30', sundaysClosed)).toEqual(jst('2027-04-28T16:00:00'));
  });

  it('booking for 6 May closes at 16:00 on Saturday 1 May when Sunday is closed', () => {
    expect(lastBusinessDayBefore('2027-05-06', sundaysClosed)).toBe('2027-05-01');
    expect(bookingDeadline('2027-05-06', sundaysClosed)).toEqual(jst('2027-05-01T16:00:00'));
  });

  it('booking for 6 May closes at 16:00 on Friday 30 April when Saturday and Sunday are closed', () => {
    expect(bookingDeadline('2027-05-06', weekendsClosed)).toEqual(jst('2027-04-30T16:00:00'));
  });

  it('on the morning of 1 May 2027 the next bookable day is 6 May; Sunday and the holidays are never offered', () => {
    const days = bookableDays(jst('2027-05-01T09:00:00'), { ...sundaysClosed, horizonDays: 6 });
    expect(days).toEqual([
      { date: '2027-05-06', deadline: jst('2027-05-01T16:00:00') },
      { date: '2027-05-07', deadline: jst('2027-05-06T16:00:00') },
    ]);
  });

  it('from Sunday 2 May 2027 the next bookable day is 7 May, 6 May having closed on 1 May', () => {
    expect(bookableDays(jst('2027-05-02T09:00:00'), sundaysClosed)[0]?.date).toBe('2027-05-07');
  });

  it('after the cut-off on 1 May 2027, 6 May can no longer be booked', () => {
    expect(isBookableDay('2027-05-06', jst('2027-05-01T15:59:59'), sundaysClosed)).toBe(true);
    expect(isBookableDay('2027-05-06', jst('2027-05-01T16:00:00'), sundaysClosed)).toBe(false);
    expect(isBookableDay('2027-05-06', jst('2027-05-03T10:00:00'), sundaysClosed)).toBe(false);
  });
});

describe('the cut-off across a school closed period (12/29–1/3)', () => {
  it('booking for 4 January closes at 16:00 on 28 December', () => {
    expect(lastBusinessDayBefore('2027-01-04', newYearClosed)).toBe('2026-12-28');
    expect(bookingDeadline('2027-01-04', newYearClosed)).toEqual(jst('2026-12-28T16:00:00'));
  });

  it('on 28 December after 16:00, nothing before 5 January is bookable', () => {
    const days = bookableDays(jst('2026-12-28T16:00:00'), { ...newYearClosed, horizonDays: 10 });
    expect(days[0]?.date).toBe('2027-01-05');
    expect(days.map((d) => d.date)).not.toContain('2027-01-04');
  });

  it('closed days are never offered, even long before their cut-off', () => {
    const days = bookableDays(jst('2026-12-20T09:00:00'), newYearClosed).map((d) => d.date);
    expect(days).toContain('2026-12-28');
    expect(days).toContain('2027-01-04');
    for (const closed of ['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03']) {
      expect(days).not.toContain(closed);
      expect(isBookableDay(closed, jst('2026-12-20T09:00:00'), newYearClosed)).toBe(false);
    }
  });
});

describe('the exact cut-off minute', () => {
  it('booking for Tuesday is open at 15:59:59 on Monday', () => {
    expect(isBookableDay('2026-11-17', jst('2026-11-16T15:59:59'), sundaysClosed)).toBe(true);
    expect(isBookableDay('2026-11-17', jst('2026-11-16T15:59:59.999'), sundaysClosed)).toBe(true);
  });

  it('booking for Tuesday is closed at 16:00:00 on Monday', () => {
    expect(isBookableDay('2026-11-17', jst('2026-11-16T16:00:00'), sundaysClosed)).toBe(false);
  });

  it('the list of bookable days drops the next day at 16:00:00 exactly', () => {
    const before = bookableDays(jst('2026-11-16T15:59:59'), sundaysClosed);
    const after = bookableDays(jst('2026-11-16T16:00:00'), sundaysClosed);
    expect(before[0]).toEqual({ date: '2026-11-17', deadline: jst('2026-11-16T16:00:00') });
    expect(after[0]?.date).toBe('2026-11-18');
  });
});

describe('the booking horizon', () => {
  const now = jst('2026-11-10T10:00:00'); // Tuesday

  it('today + horizonDays is the last bookable day', () => {
    expect(isBookableDay('2026-12-10', now, sundaysClosed)).toBe(true);
    expect(isBookableDay('2026-12-11', now, sundaysClosed)).toBe(false);
    const days = bookableDays(now, sundaysClosed);
    expect(days.at(-1)?.date).toBe('2026-12-10');
  });

  it('lists every business day from tomorrow up to the horizon, in order', () => {
    const days = bookableDays(now, { ...sundaysClosed, horizonDays: 14 }).map((d) => d.date);
    expect(days).toEqual([
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      // 2026-11-22 Sunday, 2026-11-23 勤労感謝の日
      '2026-11-24',
    ]);
  });

  it('a horizon of 0 days offers nothing', () => {
    expect(bookableDays(now, { ...sundaysClosed, horizonDays: 0 })).toEqual([]);
  });
});

describe('today and the past are never bookable', () => {
  it('today is not bookable, even just after midnight', () => {
    expect(isBookableDay('2026-11-17', jst('2026-11-17T00:00:00'), sundaysClosed)).toBe(false);
    expect(bookableDays(jst('2026-11-17T00:00:00'), sundaysClosed)[0]?.date).toBe('2026-11-18');
  });

  it('today is not bookable even when the cut-off setting would reach past midnight', () => {
    const lateCutoff = { ...sundaysClosed, cutoffMinutes: 30 * 60 }; // 06:00 the next day
    expect(isBookableDay('2026-11-17', jst('2026-11-17T01:00:00'), lateCutoff)).toBe(false);
    expect(bookableDays(jst('2026-11-17T01:00:00'), lateCutoff).map((d) => d.date)).not.toContain(
      '2026-11-17',
    );
  });

  it('a past date is not bookable', () => {
    expect(isBookableDay('2026-11-16', jst('2026-11-17T09:00:00'), sundaysClosed)).toBe(false);
  });

  it('a malformed or impossible date is not bookable', () => {
    expect(isBookableDay('2026-11-31', jst('2026-11-17T09:00:00'), sundaysClosed)).toBe(false);
    expect(isBookableDay('20261120', jst('2026-11-17T09:00:00'), sundaysClosed)).toBe(false);
  });
});

describe('a calendar with no business day at all', () => {
  const alwaysClosed: SchoolCalendar = { ...sundaysClosed, closedWeekdays: [0, 1, 2, 3, 4, 5, 6] };

  it('offers no bookable day', () => {
    expect(bookableDays(jst('2026-11-10T10:00:00'), alwaysClosed)).toEqual([]);
    expect(isBookableDay('2026-11-11', jst('2026-11-10T10:00:00'), alwaysClosed)).toBe(false);
  });

  it('stops looking back after a year instead of looping', () => {
    expect(lastBusinessDayBefore('2026-11-11', alwaysClosed)).toBe('2026-11-10');
  });
});

describe.each([
  { zone: 'UTC', offset: 0 },
  { zone: 'America/Los_Angeles', offset: 480 },
  { zone: 'Pacific/Kiritimati', offset: -840 },
  { zone: 'Asia/Tokyo', offset: -540 },
])('the rules are Japan time whatever the host time zone says (TZ=$zone)', ({ zone, offset }) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('the host zone really is in effect', () => {
    expect(new Date('2026-11-16T00:00:00Z').getTimezoneOffset()).toBe(offset);
  });

  it('booking for Monday closes at 07:00 UTC on Saturday (16:00 in Tokyo)', () => {
    expect(bookingDeadline('2026-11-16', sundaysClosed).toISOString()).toBe('2026-11-14T07:00:00.000Z');
    expect(isBookableDay('2026-11-16', new Date('2026-11-14T06:59:59Z'), sundaysClosed)).toBe(true);
    expect(isBookableDay('2026-11-16', new Date('2026-11-14T07:00:00Z'), sundaysClosed)).toBe(false);
  });

  it('the Japan date, not the UTC date, decides what today is', () => {
    const justAfterJapanMidnight = new Date('2026-11-10T15:30:00Z'); // 2026-11-11 00:30 in Tokyo
    expect(isBookableDay('2026-11-11', justAfterJapanMidnight, sundaysClosed)).toBe(false);
    expect(bookableDays(justAfterJapanMidnight, sundaysClosed)[0]).toEqual({
      date: '2026-11-12',
      deadline: new Date('2026-11-11T07:00:00Z'),
    });
  });

  it('holidays are looked up by the Japan date', () => {
    expect(isBusinessDay('2026-11-23', sundaysClosed)).toBe(false);
    expect(isBusinessDay('2026-11-24', sundaysClosed)).toBe(true);
    expect(bookingDeadline('2027-05-06', sundaysClosed).toISOString()).toBe('2027-05-01T07:00:00.000Z');
  });
});

describe('a ride date as staff booking for a learner see it (issue 10 §3)', () => {
  const now = jst('2026-11-13T16:30:00'); // Friday, past the 16:00 cut-off of Saturday the 14th

  it("tomorrow past the learners' cut-off asks for a reason; the day after is still open", () => {
    expect(staffDayState('2026-11-14', now, sundaysClosed)).toBe('pastCutoff');
    expect(staffDayState('2026-11-16', now, sundaysClosed)).toBe('open');
  });

  it('a Sunday or a holiday is closed, not past the cut-off', () => {
    expect(staffDayState('2026-11-15', now, sundaysClosed)).toBe('closed');
    expect(staffDayState('2026-11-23', now, sundaysClosed)).toBe('closed');
  });

  it('a date beyond the horizon is not open yet, whatever its weekday', () => {
    expect(staffDayState('2026-12-14', now, sundaysClosed)).toBe('notYetOpen');
    expect(staffDayState('2026-12-20', now, sundaysClosed)).toBe('notYetOpen'); // a Sunday
  });

  it('days before today are past', () => {
    expect(staffDayState('2026-11-12', now, sundaysClosed)).toBe('past');
    expect(staffDayState('2026-11-01', now, sundaysClosed)).toBe('past');
  });

  it('today is same-day help (issue 26 §2), unless the school is closed today', () => {
    expect(staffDayState('2026-11-13', now, sundaysClosed)).toBe('today');
    expect(staffDayState('2026-11-15', jst('2026-11-15T08:00:00'), sundaysClosed)).toBe('closed');
  });
});

describe('a run of today leaves at its planned start (issue 26 §2)', () => {
  const run = { date: '2026-11-13', planStartMinutes: 8 * 60 + 30 };

  it('a run planned to leave at 08:30 can be booked by staff at 08:29 and not at 08:30', () => {
    expect(runDeparture(run).toISOString()).toBe('2026-11-12T23:30:00.000Z');
    expect(hasRunLeft(run, jst('2026-11-13T08:29:59'))).toBe(false);
    expect(hasRunLeft(run, jst('2026-11-13T08:30:00'))).toBe(true);
    expect(hasRunLeft(run, jst('2026-11-13T12:00:00'))).toBe(true);
  });

  it('staff may book today and tomorrow, never yesterday', () => {
    const at = jst('2026-11-13T08:00:00');
    expect(isStaffBookableDay('2026-11-13', at, sundaysClosed)).toBe(true);
    expect(isStaffBookableDay('2026-11-14', at, sundaysClosed)).toBe(true);
    expect(isStaffBookableDay('2026-11-12', at, sundaysClosed)).toBe(false);
  });
});
