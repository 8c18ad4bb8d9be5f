import { describe, expect, it } from 'vitest';
import { normaliseYomi } from './yomi';

describe('normaliseYomi (issue 24: よみ gives the 五十音 order)', () => {
  it('keeps hiragana and turns katakana, half-width too, into hiragana', () => {
    expect(normaliseYomi('あげおし')).toBe('あげおし');
    expect(normaliseYomi('オケガワシ')).toBe('おけがわし');
    expect(normaliseYomi('ｻｲﾀﾏｼ')).toBe('さいたまし');
    expect(normaliseYomi(' きたもとえき ')).toBe('きたもとえき');
  });
  it('allows empty (the list then sorts by code) and refuses kanji and Latin letters', () => {
    expect(normaliseYomi('')).toBe('');
    expect(normaliseYomi('上尾市')).toBeNull();
    expect(normaliseYomi('ageo')).toBeNull();
  });
  it('sorts readings in 五十音 order by code point', () => {
    const sorted = ['さいたまし', 'おけがわし', 'あげおし'].sort();
    expect(sorted).toEqual(['あげおし', 'おけがわし', 'さいたまし']);
  });
});
