import { describe, expect, it } from 'vitest';
import { sortAddresses } from './kana-order';

const at = (city: string, town: string) => ({ pref: '埼玉県', city, town });

describe('sortAddresses', () => {
  it('puts towns in 五十音 order, hiragana and katakana together', () => {
    const towns = [
      at('上尾市', 'さくら台'),
      at('上尾市', 'アオバ'),
      at('上尾市', 'かしの木'),
      at('上尾市', 'いちょう'),
    ];
    expect(sortAddresses(towns).map((t) => t.town)).toEqual(['アオバ', 'いちょう', 'かしの木', 'さくら台']);
  });

  it('keeps the towns of one city together, cities in order first', () => {
    const towns = [
      at('みやしろ町', 'あ'),
      at('うえお市', 'す'),
      at('みやしろ町', 'い'),
      at('うえお市', 'か'),
    ];
    expect(sortAddresses(towns)).toEqual([
      at('うえお市', 'か'),
      at('うえお市', 'す'),
      at('みやしろ町', 'あ'),
      at('みやしろ町', 'い'),
    ]);
  });

  it('leaves the answer it was given untouched', () => {
    const towns = [at('上尾市', 'す'), at('上尾市', 'あ')];
    sortAddresses(towns);
    expect(towns.map((t) => t.town)).toEqual(['す', 'あ']);
  });
});
