/**
 * A reading (よみ) as lists sort it (issue 24): hiragana, katakana turned into hiragana, so that
 * 「あげおし, おけがわし, さいたまし」 come in 五十音 order by code point. Empty is allowed (the list
 * then sorts by code); null: not a reading.
 */
export function normaliseYomi(text: string): string | null {
  const folded = text
    .normalize('NFKC')
    .trim()
    .replace(/[\u30A1-\u30F6]/g, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60));
  return /^[\u3041-\u3096\u30FC\u309B\u309C\u30FB\u3000 ]*$/.test(folded) ? folded : null;
}
