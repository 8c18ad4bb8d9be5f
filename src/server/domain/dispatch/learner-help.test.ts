import { describe, expect, it } from 'vitest';
import { phoneQueryDigits } from './learner-help';

describe('a search reads as a phone number when it is digits with hyphens or spaces (issue 26 §6)', () => {
  it('drops hyphens, dashes, spaces and width', () => {
    expect(phoneQueryDigits('090-1234-5678')).toBe('09012345678');
    expect(phoneQueryDigits('０９０－１２３４－５６７８')).toBe('09012345678');
    expect(phoneQueryDigits('090 1234')).toBe('0901234');
  });

  it('is no phone number with letters or kana in it, or with fewer than four digits', () => {
    expect(phoneQueryDigits('やまだ')).toBeNull();
    expect(phoneQueryDigits('12a4')).toBeNull();
    expect(phoneQueryDigits('1-2-3')).toBeNull();
  });
});
