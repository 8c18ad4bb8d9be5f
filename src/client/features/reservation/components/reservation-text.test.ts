import { describe, expect, it } from 'vitest';
import {
  childSheetText,
  confirmedMessage,
  jitensyaText,
  passengerText,
  refusalText,
  rideDateLabel,
} from './reservation-text';

describe('booking texts', () => {
  it('labels a ride date as MM月DD日(ddd) in Japan', () => {
    expect(rideDateLabel('2025-04-01')).toBe('04月01日(火)');
  });

  it('confirms a booking with its date and direction (SPEC.md §4)', () => {
    expect(confirmedMessage('2025-04-01', 1)).toBe('04月01日(火) 往路 の予約を確定しました');
    expect(confirmedMessage('2025-04-05', 2)).toBe('04月05日(土) 復路 の予約を確定しました');
  });

  it('shows extras as N 人, N 台 and 有/無 (SPEC.md §9)', () => {
    expect([passengerText(2), passengerText(0)]).toEqual(['2 人', 'なし']);
    expect([childSheetText(1), childSheetText(0)]).toEqual(['1 台', 'なし']);
    expect([jitensyaText(1), jitensyaText(0)]).toEqual(['有', '無']);
  });

  it('adds the code to a refusal the way SPEC.md §8 shows it', () => {
    expect(refusalText({ code: 320, message: '既に予約済みです。' })).toBe(
      '既に予約済みです。(コード： 320)',
    );
  });
});
