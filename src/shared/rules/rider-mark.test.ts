import { describe, expect, it } from 'vitest';
import { countMarks, riderMark } from './rider-mark';

describe("a rider's mark on the console (issue 27 §5)", () => {
  it('without a tap nor a word from the learner the rider is 未確認', () => {
    expect(riderMark('unconfirmed', false)).toBe('unconfirmed');
  });

  it('乗りません wins over 未確認: the learner said so in time', () => {
    expect(riderMark('unconfirmed', true)).toBe('notRiding');
  });

  it('an 不在 tap on a learner who said 乗りません stays 乗りません, no unannounced no-show', () => {
    expect(riderMark('absent', true)).toBe('notRiding');
    expect(riderMark('absent', false)).toBe('absent');
  });

  it('a 乗車 tap wins over 乗りません: the learner came after all and rode', () => {
    expect(riderMark('boarded', true)).toBe('boarded');
    expect(riderMark('boarded', false)).toBe('boarded');
  });

  it('counts every mark, naming the ones nobody has', () => {
    expect(countMarks(['boarded', 'boarded', 'notRiding'])).toEqual({
      boarded: 2,
      absent: 0,
      notRiding: 1,
      unconfirmed: 0,
    });
  });
});
