import { describe, expect, it } from 'vitest';
import { checkPeriods, type PeriodInput } from './class-periods';

const p = (jgn: number, start: string, end: string, timeName = `${jgn}時限`): PeriodInput => ({
  jgn,
  timeName,
  start,
  end,
});

describe('class periods (issue 23 §6)', () => {
  it('a morning timetable is answered sorted by start, times in minutes', () => {
    const result = checkPeriods([p(2, '10:00', '10:50'), p(1, '09:00', '09:50')]);
    expect(result).toEqual({
      ok: true,
      periods: [
        { jgn: 1, timeName: '1時限', startMinutes: 540, endMinutes: 590 },
        { jgn: 2, timeName: '2時限', startMinutes: 600, endMinutes: 650 },
      ],
    });
  });

  it('a period may start the minute the one before ends', () => {
    expect(checkPeriods([p(1, '09:00', '10:00'), p(2, '10:00', '11:00')]).ok).toBe(true);
  });

  it('overlapping periods are refused (822), naming the later-typed one', () => {
    expect(checkPeriods([p(1, '09:00', '10:00'), p(2, '09:59', '11:00')])).toEqual({
      ok: false,
      problem: { code: 822, index: 1 },
    });
  });

  it('a period ending before it starts, or lasting no time, is refused (821)', () => {
    expect(checkPeriods([p(1, '10:00', '09:00')])).toMatchObject({ problem: { code: 821 } });
    expect(checkPeriods([p(1, '10:00', '10:00')])).toMatchObject({ problem: { code: 821 } });
    expect(checkPeriods([p(1, '9:00', '10:00')])).toMatchObject({ problem: { code: 821 } });
  });

  it('a number used twice or outside 1–99 is refused (823)', () => {
    expect(checkPeriods([p(1, '09:00', '10:00'), p(1, '11:00', '12:00')])).toEqual({
      ok: false,
      problem: { code: 823, index: 1 },
    });
    expect(checkPeriods([p(0, '09:00', '10:00')])).toMatchObject({ problem: { code: 823 } });
    expect(checkPeriods([p(1.5, '09:00', '10:00')])).toMatchObject({ problem: { code: 823 } });
  });

  it('an empty or too long name is refused (820); blanks around it are dropped', () => {
    expect(checkPeriods([p(1, '09:00', '10:00', '  ')])).toMatchObject({ problem: { code: 820 } });
    expect(checkPeriods([p(1, '09:00', '10:00', 'あ'.repeat(21))])).toMatchObject({ problem: { code: 820 } });
    expect(checkPeriods([p(1, '09:00', '10:00', ' 第1部 ')])).toMatchObject({
      periods: [{ timeName: '第1部' }],
    });
  });
});
