import { describe, expect, it } from 'vitest';
import type { SchoolCalendar } from '@server/domain/school/calendar';
import { decideReminders, reminderDay, type ReminderCandidate } from './booking-reminder';

/** An instant written in Japan time, e.g. jst('2026-11-17T13:00:00'). */
const jst = (local: string) => new Date(`${local}+09:00`);

// 2026-11-17 is a Tuesday; 2026-11-23 (Monday) is 勤労感謝の日
const sundaysClosed: SchoolCalendar = {
  closedWeekdays: [0],
  closures: [],
  openings: [],
  cutoffMinutes: 960,
  horizonDays: 30,
  planReleaseMinutes: 1080,
};

describe('the reminder window: deadline − lead ≤ now < deadline of the next bookable day (issue 29 §3)', () => {
  it('before the window: nothing', () => {
    expect(reminderDay(jst('2026-11-17T12:59:59'), sundaysClosed, 180)).toBeNull();
    expect(reminderDay(jst('2026-11-17T09:00:00'), sundaysClosed, 180)).toBeNull();
  });

  it('inside the window: the next day, from its opening to the last second before the cut-off', () => {
    const day = {
      date: '2026-11-18',
      deadline: jst('2026-11-17T16:00:00'),
      opensAt: jst('2026-11-17T13:00:00'),
    };
    expect(reminderDay(jst('2026-11-17T13:00:00'), sundaysClosed, 180)).toEqual(day);
    expect(reminderDay(jst('2026-11-17T15:59:59'), sundaysClosed, 180)).toEqual(day);
  });

  it('at and after the cut-off: the next bookable day is the day after, whose window has not opened', () => {
    expect(reminderDay(jst('2026-11-17T16:00:00'), sundaysClosed, 180)).toBeNull();
    expect(reminderDay(jst('2026-11-17T23:00:00'), sundaysClosed, 180)).toBeNull();
  });

  it('a Sunday and a holiday between: Saturday’s window is for Tuesday', () => {
    expect(reminderDay(jst('2026-11-21T13:30:00'), sundaysClosed, 180)).toMatchObject({
      date: '2026-11-24',
      deadline: jst('2026-11-21T16:00:00'),
    });
    // Friday’s window is still for Saturday
    expect(reminderDay(jst('2026-11-20T14:00:00'), sundaysClosed, 180)?.date).toBe('2026-11-21');
    // on the closed days themselves the next cut-off is days away
    expect(reminderDay(jst('2026-11-22T15:00:00'), sundaysClosed, 720)).toBeNull();
  });

  it('the lead’s bounds: 30 minutes and 12 hours', () => {
    expect(reminderDay(jst('2026-11-17T15:29:59'), sundaysClosed, 30)).toBeNull();
    expect(reminderDay(jst('2026-11-17T15:30:00'), sundaysClosed, 30)?.date).toBe('2026-11-18');
    expect(reminderDay(jst('2026-11-17T03:59:59'), sundaysClosed, 720)).toBeNull();
    expect(reminderDay(jst('2026-11-17T04:00:00'), sundaysClosed, 720)?.date).toBe('2026-11-18');
  });

  it('nothing bookable (a closed period over the horizon): nothing', () => {
    const closed = { ...sundaysClosed, closures: [{ startDate: '2026-11-18', endDate: '2027-01-31' }] };
    expect(reminderDay(jst('2026-11-17T15:00:00'), closed, 180)).toBeNull();
  });
});

describe('who is reminded (issue 29 §3)', () => {
  const learner = (learnerId: number, over: Partial<ReminderCandidate> = {}): ReminderCandidate => ({
    learnerId,
    withdrawn: false,
    webAccess: true,
    wantsReminder: true,
    bookedOrWaiting: false,
    reminded: false,
    mailAddress: `l${learnerId}@example.jp`,
    pushSubscriptions: 0,
    ...over,
  });
  const on = { remindersOn: true, alertsEnabled: true };

  it('a learner with a lesson and no ride: by mail, and by push where subscribed', () => {
    expect(
      decideReminders(on, [
        learner(1),
        learner(2, { pushSubscriptions: 2 }),
        learner(3, { mailAddress: '', pushSubscriptions: 1 }),
      ]),
    ).toEqual([
      { learnerId: 1, mail: true, push: false },
      { learnerId: 2, mail: true, push: true },
      { learnerId: 3, mail: false, push: true },
    ]);
  });

  it('nobody when the school’s switch is off', () => {
    expect(decideReminders({ remindersOn: false, alertsEnabled: true }, [learner(1)])).toEqual([]);
  });

  it('no push while the school’s alerts are off; nobody left who cannot be reached', () => {
    const alertsOff = { remindersOn: true, alertsEnabled: false };
    expect(
      decideReminders(alertsOff, [
        learner(1, { pushSubscriptions: 1 }),
        learner(2, { mailAddress: '', pushSubscriptions: 1 }),
      ]),
    ).toEqual([{ learnerId: 1, mail: true, push: false }]);
    expect(decideReminders(on, [learner(3, { mailAddress: '' })])).toEqual([]);
  });

  it('not the opted-out, the booked or waiting, the already reminded, the withdrawn, nor those without web access', () => {
    expect(
      decideReminders(on, [
        learner(1, { wantsReminder: false }),
        learner(2, { bookedOrWaiting: true }),
        learner(3, { reminded: true }),
        learner(4, { withdrawn: true }),
        learner(5, { webAccess: false }),
        learner(6),
      ]).map((d) => d.learnerId),
    ).toEqual([6]);
  });
});
