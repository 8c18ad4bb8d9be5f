import { describe, expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import { currentAndNextRun } from './live-positions';

const DATE = '2026-12-01';

const run = (binCd: string, startMinutes: number, endMinutes: number) => ({
  vehicleCd: 'V01U',
  binCd,
  binName: `駅前方面 ${binCd}`,
  courseName: '駅前方面',
  upDown: 1 as const,
  start: '',
  end: '',
  startMinutes,
  endMinutes,
});

/** 08:20–08:50, 09:20–09:50 and 15:20–15:50 */
const RUNS = [run('U0101', 500, 530), run('U0102', 560, 590), run('U0114', 920, 950)];
const at = (minutes: number) => japanInstant(DATE, minutes);

describe('the run a vehicle drives on the live map', () => {
  it('is the run whose window holds now: from 30 minutes before its start', () => {
    expect(currentAndNextRun(DATE, RUNS, at(469)).currentRun).toBeNull();
    expect(currentAndNextRun(DATE, RUNS, at(470)).currentRun?.binCd).toBe('U0101');
  });

  it('to 30 minutes after its end, the earlier run first where two windows meet as near', () => {
    expect(currentAndNextRun(DATE, RUNS, at(545))).toMatchObject({
      currentRun: { binCd: 'U0101' },
      nextRun: { binCd: 'U0102' },
    });
    expect(currentAndNextRun(DATE, RUNS, at(561))).toMatchObject({
      currentRun: { binCd: 'U0102' },
      nextRun: { binCd: 'U0114' },
    });
    expect(currentAndNextRun(DATE, [RUNS[0]!], at(560)).currentRun?.binCd).toBe('U0101');
    expect(currentAndNextRun(DATE, [RUNS[0]!], at(561)).currentRun).toBeNull();
    expect(currentAndNextRun(DATE, RUNS, at(620)).currentRun?.binCd).toBe('U0102');
    expect(currentAndNextRun(DATE, RUNS, at(621)).currentRun).toBeNull();
  });

  it('between two runs of the vehicle, the nearer one in time has it', () => {
    expect(currentAndNextRun(DATE, RUNS, at(540)).currentRun?.binCd).toBe('U0101');
    expect(currentAndNextRun(DATE, RUNS, at(550)).currentRun?.binCd).toBe('U0102');
  });

  it('counts to the second, and from the fix when one is given, as learners are shown it', () => {
    const halfway = new Date(at(545).getTime() + 30_000);
    expect(currentAndNextRun(DATE, RUNS, halfway).currentRun?.binCd).toBe('U0102');
    expect(currentAndNextRun(DATE, RUNS, halfway, at(540)).currentRun?.binCd).toBe('U0101');
  });

  it('names the next run starting after now, never the current one', () => {
    expect(currentAndNextRun(DATE, RUNS, at(400))).toMatchObject({
      currentRun: null,
      nextRun: { binCd: 'U0101' },
    });
    expect(currentAndNextRun(DATE, RUNS, at(480))).toMatchObject({
      currentRun: { binCd: 'U0101' },
      nextRun: { binCd: 'U0102' },
    });
    expect(currentAndNextRun(DATE, RUNS, at(1000))).toEqual({ currentRun: null, nextRun: null });
  });

  it('a vehicle without runs today drives nothing', () => {
    expect(currentAndNextRun(DATE, [], at(500))).toEqual({ currentRun: null, nextRun: null });
  });
});
