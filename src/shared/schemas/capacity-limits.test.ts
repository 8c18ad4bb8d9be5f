import { describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import { PATTERN_LIMITS } from './admin-pattern';
import { RUN_CAPACITY_LIMITS } from './admin-runs';

describe('run capacity limits (issue 23 §7, §8)', () => {
  it('the weekly pattern and the day-of change take one range', () => {
    expect(PATTERN_LIMITS).toMatchObject(RUN_CAPACITY_LIMITS);
  });

  it('messages 842, 843 and 853 name that range, in the same words', () => {
    const { minSeats, maxSeats, maxChildSeats, maxBicycles } = RUN_CAPACITY_LIMITS;
    expect(maxBicycles).toBe(maxChildSeats);
    const seats = `座席数は${minSeats}から${maxSeats}まで`;
    const extras = `チャイルドシートと自転車の数は0から${maxChildSeats}まで`;
    expect(messages.error[842]).toBe(`${seats}で入力してください。`);
    expect(messages.error[843]).toBe(`${extras}で入力してください。`);
    expect(messages.error[853]).toBe(`${seats}、${extras}で入力してください。`);
  });
});
