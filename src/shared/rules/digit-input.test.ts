import { describe, expect, it } from 'vitest';
import { cleanDigits } from './digit-input';

describe('cleanDigits', () => {
  it('turns full-width digits into half-width ones and drops a full-width hyphen', () => {
    expect(cleanDigits('０９０－１２３４－５６７８')).toBe('09012345678');
  });

  it.each([
    ['090-1234-5678'],
    ['090‐1234‐5678'],
    ['090‑1234‑5678'],
    ['090–1234–5678'],
    ['090—1234—5678'],
    ['090―1234―5678'],
    ['090−1234−5678'],
    ['090ー1234ー5678'],
    ['090ｰ1234ｰ5678'],
    ['090‒1234‒5678'],
  ])('drops every dash-like character: %s', (typed) => {
    expect(cleanDigits(typed)).toBe('09012345678');
  });

  it('drops half-width, full-width and invisible spaces anywhere', () => {
    expect(cleanDigits(' 090 1234\u30005678\t')).toBe('09012345678');
    expect(cleanDigits('090\u200b12345678')).toBe('09012345678');
  });

  it('keeps letters and other characters, so the rules still refuse them', () => {
    expect(cleanDigits('090-1234-567a')).toBe('0901234567a');
    expect(cleanDigits('(090)1234+5678')).toBe('(090)1234+5678');
    expect(cleanDigits('ａ１')).toBe('ａ1');
  });

  it('leaves a clean number and the empty text as they are', () => {
    expect(cleanDigits('09012345678')).toBe('09012345678');
    expect(cleanDigits('')).toBe('');
  });
});
