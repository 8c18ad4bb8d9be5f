/**
 * Zero-width and invisible characters (U+200B–U+200D, U+2060, U+FEFF) that make a text look given
 * while showing nothing. Global: for `replace`.
 */
export const INVISIBLE_CHARACTERS = /[\u200b-\u200d\u2060\ufeff]/g;

/** Spaces (JavaScript's \s: also U+3000 and U+FEFF) and invisible characters at either end. */
const BLANK_ENDS = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/**
 * A text without spaces and invisible characters at either end; '' when it shows nothing. Inside
 * the text they stay: a zero-width joiner is part of some emoji.
 */
export const trimText = (text: string) => text.replace(BLANK_ENDS, '');

/** A text of spaces and invisible characters only (or empty) shows nothing: blank. */
export const isBlankText = (text: string) => trimText(text) === '';

/** C0 controls (CR, LF and TAB too), DEL and C1 controls: no form field of one line sends them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * Invisible format characters: zero-width ones, direction marks, embeddings, overrides and
 * isolates, line and paragraph separators.
 */
const FORMAT_CHARACTERS = /[\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/**
 * Whether a name staff tell apart by eye (a vehicle's, a staff member's) holds a control or
 * invisible format character, which would garble or disguise it in the console's tables.
 */
export const hasGarblingCharacters = (text: string) =>
  hasControlCharacters(text) || FORMAT_CHARACTERS.test(text);
