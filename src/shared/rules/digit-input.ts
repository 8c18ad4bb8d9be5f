/**
 * How many characters a number field takes as typed: room for the hyphens and spaces cleaned away
 * before the checks (which then say what length is needed), within what the server reads (32).
 */
export const TYPED_NUMBER_MAX = 32;

/**
 * Dash-like characters a Japanese keyboard or a copied number brings into a digit field: the
 * hyphen-minus, the Unicode hyphens and dashes, the minus sign, the katakana prolonged sound mark
 * (ー, ｰ, which an IME gives for the "-" key in kana mode) and the full-width hyphen-minus.
 */
const DASHES = /[-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fc\uff70\uff0d]/g;

/** Spaces of any width (JavaScript's \s covers U+3000) and invisible characters a copy brings. */
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]/g;

/** Full-width digits ０–９ (U+FF10–U+FF19). */
const WIDE_DIGITS = /[\uff10-\uff19]/g;

/**
 * A number as the learner typed it, cleaned before it is checked (issue 25): 「０９０－１２３４－５６７８」
 * and 「090 1234 5678」 are 09012345678. Dashes and spaces go, full-width digits become half-width;
 * anything else stays, so a letter in a phone number is still refused rather than silently dropped.
 * The client cleans before its checks and the server again, so a client written to SPEC.md alone,
 * sending the number as typed, is served the same.
 */
export function cleanDigits(value: string): string {
  return value
    .replace(DASHES, '')
    .replace(SPACES, '')
    .replace(WIDE_DIGITS, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
}
