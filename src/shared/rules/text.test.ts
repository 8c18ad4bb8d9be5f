import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isBlankText, trimText } from './text';

describe('texts that show nothing, and control characters', () => {
  it('spaces and invisible characters at either end are trimmed; inside they stay', () => {
    expect(trimText(' \u200b実家\u3000\ufeff')).toBe('実家');
    expect(trimText('\u2060👨\u200d👩\u200c ')).toBe('👨\u200d👩');
  });

  it('a text of spaces and zero-width characters only is blank', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText(' \u3000\u200b\u200c\u200d\u2060\ufeff')).toBe(true);
    expect(isBlankText('\u200bあ')).toBe(false);
  });

  it('C0 (CR, LF, TAB too), DEL and C1 are control characters; spaces and invisible ones are not', () => {
    for (const c of ['\u0000', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacters(`上尾${c}市`), JSON.stringify(c)).toBe(true);
    }
    expect(hasControlCharacters(' \u3000\u200b\u00a0上尾市')).toBe(false);
  });
});
