/**
 * A furigana (or student number) as the school's records are compared with what someone typed:
 * NFKC (half-width ｶﾅ → full width, full-width digits → ASCII), katakana → hiragana, no spaces.
 * The staff console's learner search applies the same steps in SQL; sign-up compares with it.
 */
export function kanaKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60))
    .replace(/\s+/g, '');
}
