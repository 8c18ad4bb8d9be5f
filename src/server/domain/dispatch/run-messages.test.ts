import { describe, expect, it } from 'vitest';
import { japanInstant } from '@shared/rules/japan-time';
import { runMessageBody } from '@shared/schemas/run-messages';
import { isMessageableDate, recipientsOf } from './run-messages';

describe('a run message (issue 26 §3)', () => {
  it('is trimmed and takes 1 to 200 characters, counted as characters, not UTF-16 units', () => {
    expect(runMessageBody('  北部1便は約10分遅れて運行しています。\u3000')).toBe(
      '北部1便は約10分遅れて運行しています。',
    );
    expect(runMessageBody('')).toBeNull();
    expect(runMessageBody(' \u3000\u200b ')).toBeNull();
    expect(runMessageBody('あ'.repeat(200))).toBe('あ'.repeat(200));
    expect(runMessageBody('あ'.repeat(201))).toBeNull();
    expect(runMessageBody('🚌'.repeat(200))).toBe('🚌'.repeat(200));
  });

  it('holds no control or invisible format characters, line breaks included', () => {
    for (const text of [
      '遅れます\n10分',
      '遅れます\r\n10分',
      'タブ\tあり',
      'ベル\u0007',
      '\u202e逆向き',
      '見えない\u200bもじ',
    ])
      expect(runMessageBody(text)).toBeNull();
  });

  it('goes to each booked learner once, even if a learner held two bookings on the run', () => {
    expect(recipientsOf([{ learnerId: 3 }, { learnerId: 5 }, { learnerId: 3 }])).toEqual([
      { learnerId: 3 },
      { learnerId: 5 },
    ]);
  });

  it("may be sent for today's runs and later ones, Japan time, not for yesterday's", () => {
    const justAfterMidnight = japanInstant('2026-12-01', 1);
    expect(isMessageableDate('2026-12-01', justAfterMidnight)).toBe(true);
    expect(isMessageableDate('2026-12-02', justAfterMidnight)).toBe(true);
    expect(isMessageableDate('2026-11-30', justAfterMidnight)).toBe(false);
  });
});
