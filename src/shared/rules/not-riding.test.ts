import { describe, expect, it } from 'vitest';
import { japanInstant } from './japan-time';
import {
  canSetNotRiding,
  notRidingDepartureMinutes,
  notRidingWindow,
  type NotRidingRide,
} from './not-riding';

const DAY = '2026-12-03';
const hm = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const at = (hhmm: string, seconds = 0) => new Date(japanInstant(DAY, hm(hhmm)).getTime() + seconds * 1000);

/** An up run from 07:30, at the learner's stop 07:52 by its timetable; past the cut-off, nothing recorded. */
const UP: NotRidingRide = {
  date: DAY,
  upDown: 1,
  isNetCancel: false,
  planStartMinutes: hm('07:30'),
  actualStartMinutes: null,
  actualEndMinutes: null,
  fixedMinutes: null,
  timeOverrideMinutes: null,
  stopPlanMinutes: hm('07:52'),
  boardingRecorded: false,
};
/** A down run leaving school at 17:12; the learner gets off at 17:40. */
const DOWN: NotRidingRide = { ...UP, upDown: 2, planStartMinutes: hm('17:12'), stopPlanMinutes: hm('17:40') };

describe('「今日は乗りません」: from the cut-off until the bus leaves the learner', () => {
  it('before the cut-off the ride can still be cancelled, so it is cancel, not not-riding', () => {
    expect(notRidingWindow({ ...UP, isNetCancel: true }, at('06:00'))).toBe('cancellable');
    expect(canSetNotRiding({ ...UP, isNetCancel: true }, at('06:00'))).toBe(false);
  });

  it('an up ride: open after the cut-off up to the minute before the bus is at the learner’s stop', () => {
    expect(notRidingWindow(UP, at('00:00'))).toBe('open');
    expect(notRidingWindow(UP, at('07:51', 59))).toBe('open');
    expect(notRidingWindow(UP, at('07:52'))).toBe('departed');
    expect(notRidingWindow(UP, at('09:00'))).toBe('departed');
  });

  it('the up stop time: the fixed time first, then staff’s time, then the timetable, then the run’s start', () => {
    expect(
      notRidingDepartureMinutes({ ...UP, fixedMinutes: hm('07:55'), timeOverrideMinutes: hm('07:40') }),
    ).toBe(hm('07:55'));
    expect(notRidingDepartureMinutes({ ...UP, timeOverrideMinutes: hm('07:40') })).toBe(hm('07:40'));
    expect(notRidingDepartureMinutes({ ...UP, timeOverrideMinutes: null })).toBe(hm('07:52'));
    expect(notRidingDepartureMinutes({ ...UP, stopPlanMinutes: null })).toBe(hm('07:30'));
    // the fixed time told to the learner holds the window open past the timetable's
    expect(notRidingWindow({ ...UP, fixedMinutes: hm('07:55') }, at('07:53'))).toBe('open');
    expect(notRidingWindow({ ...UP, stopPlanMinutes: null }, at('07:30'))).toBe('departed');
  });

  it('an up run’s recorded start leaves the window open until the learner’s stop', () => {
    expect(notRidingWindow({ ...UP, actualStartMinutes: hm('07:31') }, at('07:40'))).toBe('open');
  });

  it('a down ride: open until the run leaves school (its planned start), whatever the drop-off time', () => {
    expect(notRidingDepartureMinutes(DOWN)).toBe(hm('17:12'));
    expect(notRidingWindow(DOWN, at('17:11', 59))).toBe('open');
    expect(notRidingWindow(DOWN, at('17:12'))).toBe('departed');
  });

  it('a down run’s recorded start closes the window even before its planned start', () => {
    expect(notRidingWindow({ ...DOWN, actualStartMinutes: hm('17:05') }, at('17:06'))).toBe('departed');
  });

  it('a recorded end of the run closes it in both directions', () => {
    expect(notRidingWindow({ ...UP, actualEndMinutes: hm('07:20') }, at('07:21'))).toBe('departed');
    expect(notRidingWindow({ ...DOWN, actualEndMinutes: hm('16:00') }, at('16:30'))).toBe('departed');
  });

  it('the driver’s 乗車 or 不在 for the rider closes it, inside the times too', () => {
    expect(notRidingWindow({ ...UP, boardingRecorded: true }, at('07:00'))).toBe('boardingRecorded');
    expect(canSetNotRiding({ ...DOWN, boardingRecorded: true }, at('17:00'))).toBe(false);
  });

  it('a ride of another day is judged by its own date', () => {
    const tomorrow = { ...UP, date: '2026-12-04' };
    expect(notRidingWindow(tomorrow, at('20:00'))).toBe('open');
    expect(canSetNotRiding({ ...UP, date: '2026-12-02' }, at('00:00'))).toBe(false);
  });
});
