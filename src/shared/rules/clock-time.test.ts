import { describe, expect, it } from 'vitest';
import { clockMinutes } from './clock-time';

describe('clock times of the school settings (cut-off, plan release)', () => {
  it('reads 00:00 to 23:59 as minutes after midnight', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('16:00')).toBe(960);
    expect(clockMinutes('23:59')).toBe(1439);
  });

  it('refuses times outside the day and other forms', () => {
    for (const text of ['24:00', '16:60', '9:00', '16:00:00', '', ' 16:00', '１６:００']) {
      expect(clockMinutes(text), text).toBeNull();
    }
  });
});
