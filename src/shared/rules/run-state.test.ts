import { describe, expect, it } from 'vitest';
import { POSITION_STALE_SECONDS } from './bus-position';
import { japanInstant } from './japan-time';
import { runState, type RunTimes } from './run-state';

const DAY = '2026-12-03';
/** 17:12 to 17:50, planned; no fix, not recorded */
const RUN: RunTimes = {
  date: DAY,
  planStartMinutes: 17 * 60 + 12,
  planEndMinutes: 17 * 60 + 50,
  actualStartMinutes: null,
  actualEndMinutes: null,
  ageSeconds: null,
};
const at = (hhmm: string, seconds = 0) =>
  new Date(
    japanInstant(DAY, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))).getTime() + seconds * 1000,
  );

describe('the state of a run of today (運行前 / 運行中 / 運行終了)', () => {
  it('before its planned start without a fix: before, up to the very minute', () => {
    expect(runState(RUN, at('08:00'))).toBe('before');
    expect(runState(RUN, at('17:11', 59))).toBe('before');
  });

  it('from its planned start to its planned end without a fix: running (its position not arrived yet)', () => {
    expect(runState(RUN, at('17:12'))).toBe('running');
    expect(runState(RUN, at('17:30'))).toBe('running');
    expect(runState(RUN, at('17:50'))).toBe('running');
  });

  it('past its planned end without a recent fix: ended', () => {
    expect(runState(RUN, at('17:50', 1))).toBe('ended');
    expect(runState(RUN, at('23:00'))).toBe('ended');
    // a stale fix is no sign of life
    expect(runState({ ...RUN, ageSeconds: POSITION_STALE_SECONDS + 1 }, at('18:05'))).toBe('ended');
  });

  it('a recent fix means the bus is on its way: running ahead of its start and while running late', () => {
    expect(runState({ ...RUN, ageSeconds: 20 }, at('17:00'))).toBe('running');
    expect(runState({ ...RUN, ageSeconds: POSITION_STALE_SECONDS }, at('18:10'))).toBe('running');
    // a stale fix before the start does not start it
    expect(runState({ ...RUN, ageSeconds: POSITION_STALE_SECONDS + 1 }, at('17:00'))).toBe('before');
  });

  it('a recorded actual start counts even before the planned start', () => {
    expect(runState({ ...RUN, actualStartMinutes: 17 * 60 + 5 }, at('17:08'))).toBe('running');
  });

  it('a recorded actual end ends the run, even while its bus still reports; a later one keeps it running', () => {
    const cameIn = { ...RUN, actualStartMinutes: 17 * 60 + 12, actualEndMinutes: 17 * 60 + 45 };
    expect(runState({ ...cameIn, ageSeconds: 10 }, at('17:46'))).toBe('ended');
    expect(
      runState({ ...RUN, actualStartMinutes: 17 * 60 + 12, actualEndMinutes: 18 * 60 + 5 }, at('17:55')),
    ).toBe('running');
  });

  it('a run of another day is judged by its own date', () => {
    expect(runState({ ...RUN, date: '2026-12-04' }, at('18:00'))).toBe('before');
    expect(runState({ ...RUN, date: '2026-12-02' }, at('08:00'))).toBe('ended');
  });
});
