import { describe, expect, it } from 'vitest';
import {
  cancelledMessage,
  childSheetCount,
  confirmedMessage,
  directionWithDestination,
  extrasFacts,
  jitensyaText,
  otherDirection,
  passengerCount,
  placeName,
  rideDateLabel,
  tripTimeText,
} from './labels';

describe('booking texts', () => {
  it('labels a ride date as MM月DD日(ddd) in Japan', () => {
    expect(rideDateLabel('2025-04-01')).toBe('04月01日(火)');
  });

  it('says what a booking did, with its date and direction (issue 25, not SPEC.md §4「確定」)', () => {
    expect(confirmedMessage('2025-04-01', 1)).toBe('04月01日(火) 往路を予約しました');
    expect(confirmedMessage('2025-04-05', 2)).toBe('04月05日(土) 復路を予約しました');
  });

  it('words the menu line of a cancelled booking (SPEC.md §2)', () => {
    expect(cancelledMessage('2025-04-01', 1)).toBe('04月01日(火) 往路 の予約を取消しました');
    expect(cancelledMessage('2025-04-05', 2)).toBe('04月05日(土) 復路 の予約を取消しました');
  });

  it('shows extras as N 人, N 台 and 有/無 (SPEC.md §9)', () => {
    expect([jitensyaText(1), jitensyaText(0)]).toEqual(['有', '無']);
  });

  it('lists a booking’s extras only above 0 (SPEC.md §9)', () => {
    expect(extrasFacts({ passenger: 0, childSheet: 0, jitensya: 0 })).toEqual([]);
    expect(extrasFacts({ passenger: 2, childSheet: 0, jitensya: 1 })).toEqual([
      { term: '同乗する子供', value: '2 人' },
      { term: '自転車', value: '有' },
    ]);
    expect(extrasFacts({ passenger: 0, childSheet: 1, jitensya: 0 })).toEqual([
      { term: 'チャイルドシート', value: '1 台' },
    ]);
  });

  it('counts extras with their unit', () => {
    expect([passengerCount(0), passengerCount(3)]).toEqual(['0 人', '3 人']);
    expect([childSheetCount(0), childSheetCount(2)]).toEqual(['0 台', '2 台']);
  });

  it('names a direction with where its bus goes, the same on both devices', () => {
    expect(directionWithDestination(1)).toBe('往路（学校行き）');
    expect(directionWithDestination(2)).toBe('復路（学校発）');
  });

  it('offers the other direction after a booking: outbound ↔ return', () => {
    expect([otherDirection(1), otherDirection(2)]).toEqual([2, 1]);
  });

  it('names a point by the learner’s own name, else the school’s display name, else its name', () => {
    const stop = { busStopKName: '', busStopDisplayName: '', busStopName: '北上尾駅東口' };
    expect(placeName(stop)).toBe('北上尾駅東口');
    expect(placeName({ ...stop, busStopDisplayName: '北上尾駅 東口' })).toBe('北上尾駅 東口');
    expect(placeName({ ...stop, busStopDisplayName: '北上尾駅 東口', busStopKName: '自宅前' })).toBe(
      '自宅前',
    );
  });

  it('words a bus’s times as departure ／ arrival', () => {
    expect(tripTimeText({ upDown: 1, upTime: '08:10', downTime: '08:50 学校着' })).toBe(
      '出発 08:10 ／ 到着 08:50 学校着',
    );
  });

  it('words a return bus’s departure as leaving school (学校発)', () => {
    expect(tripTimeText({ upDown: 2, upTime: '10:00', downTime: '10:25' })).toBe(
      '学校発 10:00 ／ 到着 10:25',
    );
  });
});
