import { messageFor } from '@shared/i18n/messages';
import { isDateKey } from './japan-time';
import { isValidStudentNumber, studentNumberMessage, type AccountRules } from './login-validation';
import { mobileNumberMessage } from './registration-change';

/** SPEC.md §2 /sp/signup and §9 (kana name 10): each furigana field holds at most 10 characters. */
export const FURIGANA_MAX_LENGTH = 10;

/** SPEC.md §2, §5: a mobile number is 11 digits, written without hyphens. */
export const MOBILE_NUMBER_DIGITS = 11;

/**
 * The birth years the form offers, counted back from this year: a learner is at least 15 (a
 * moped licence can be taken at 16, and schools enrol a little before) and at most 100.
 */
export const BIRTH_YEAR_AGES = { youngest: 15, oldest: 100 } as const;

/** What the sign-up form sends, in its order on the screen (SPEC.md §2 /sp/signup). */
export interface SignUpFields {
  seitoNo: string;
  furiganaFamily: string;
  furiganaGiven: string;
  mobileNumber: string;
  /** 'YYYY-MM-DD' from the year, month and day selects */
  birthDate: string;
  privacyConsent: boolean;
}

/**
 * Warning codes of the sign-up form, one per field: the student number and mobile number reuse
 * SPEC.md §8's 1 and 4; the fields SPEC.md §5 has no code for get their own (31–34).
 */
export const SIGN_UP_WARNINGS = {
  seitoNo: 1,
  furiganaFamily: 31,
  furiganaGiven: 32,
  mobileNumber: 4,
  birthDate: 33,
  privacyConsent: 34,
} as const satisfies Record<keyof SignUpFields, number>;

/** Hiragana, katakana (full and half width, with ー and ・) and spaces between them. */
const KANA_ONLY = /^[\u3041-\u3096\u309b-\u309f\u30a0-\u30ff\uff66-\uff9f\s]+$/;

/** A furigana field: 1–10 characters of kana once the surrounding spaces are dropped. */
export function isValidFurigana(value: string): boolean {
  // composed first: す + U+3099 (as some copy-paste gives it) is ず
  const text = value.normalize('NFC').trim();
  return text.length > 0 && text.length <= FURIGANA_MAX_LENGTH && KANA_ONLY.test(text);
}

/** SPEC.md §5: 11 half-width digits, no hyphens. */
export function isValidMobileNumber(value: string): boolean {
  return new RegExp(`^[0-9]{${MOBILE_NUMBER_DIGITS}}$`).test(value);
}

/** The years the birth-year select lists, newest first, for the Japan date `today` ('YYYY-MM-DD'). */
export function birthYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  const count = BIRTH_YEAR_AGES.oldest - BIRTH_YEAR_AGES.youngest + 1;
  return Array.from({ length: count }, (_, i) => year - BIRTH_YEAR_AGES.youngest - i);
}

/** A birth date the form can send: a real calendar date in one of the offered years. */
export function isValidBirthDate(value: string, today: string): boolean {
  return isDateKey(value) && birthYears(today).includes(Number(value.slice(0, 4)));
}

/** Days of a month (1-based month), for the day select once the year and month are chosen. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The warnings of the sign-up form in field order (SPEC.md §5 lists every invalid field). The
 * student number follows the site's rules exactly as at sign-in.
 */
export function signUpWarnings(fields: SignUpFields, rules: AccountRules, today: string): number[] {
  const codes: number[] = [];
  if (!isValidStudentNumber(fields.seitoNo, rules)) codes.push(SIGN_UP_WARNINGS.seitoNo);
  if (!isValidFurigana(fields.furiganaFamily)) codes.push(SIGN_UP_WARNINGS.furiganaFamily);
  if (!isValidFurigana(fields.furiganaGiven)) codes.push(SIGN_UP_WARNINGS.furiganaGiven);
  if (!isValidMobileNumber(fields.mobileNumber)) codes.push(SIGN_UP_WARNINGS.mobileNumber);
  if (!isValidBirthDate(fields.birthDate, today)) codes.push(SIGN_UP_WARNINGS.birthDate);
  if (!fields.privacyConsent) codes.push(SIGN_UP_WARNINGS.privacyConsent);
  return codes;
}

/**
 * Each field `signUpWarnings` found invalid, with its own text (issue 25): the student number and
 * mobile number say what they need; the other fields' texts are their codes' own.
 */
export function signUpFieldMessages(
  fields: SignUpFields,
  codes: readonly number[],
  rules: AccountRules,
): Partial<Record<keyof SignUpFields, string>> {
  const messages: Partial<Record<keyof SignUpFields, string>> = {};
  for (const [field, code] of Object.entries(SIGN_UP_WARNINGS) as [keyof SignUpFields, number][]) {
    if (!codes.includes(code)) continue;
    messages[field] =
      field === 'seitoNo'
        ? studentNumberMessage(fields.seitoNo, rules)
        : field === 'mobileNumber'
          ? mobileNumberMessage(fields.mobileNumber)
          : messageFor('warning', code);
  }
  return messages;
}

/** The alert of SPEC.md §5: the invalid fields' messages joined by line breaks. */
export function signUpWarningText(codes: readonly number[]): string {
  return codes.map((code) => messageFor('warning', code)).join('\n');
}

/**
 * The password a learner starts with: the birth month and day, 4 digits (the login hint of
 * SPEC.md §5: 4月1日 → 0401).
 */
export function initialPassword(birthDate: string): string {
  return `${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}`;
}

/** Japanese eras a birth year of the form can fall in, newest first, with their first year. */
const ERAS = [
  { name: '令和', first: 2019 },
  { name: '平成', first: 1989 },
  { name: '昭和', first: 1926 },
  { name: '大正', first: 1912 },
] as const;

/**
 * A birth year as Japanese forms show it, with its era year: 2006 → 2006年（平成18年）; a year in
 * which the era changed names both (1989 → 1989年（昭和64年／平成元年）).
 */
export function birthYearLabel(year: number): string {
  const eras = ERAS.filter((era, i) => {
    const next = ERAS[i - 1];
    return era.first <= year && (!next || year <= next.first);
  })
    .reverse()
    .map((era) => {
      const n = year - era.first + 1;
      return `${era.name}${n === 1 ? '元' : n}年`;
    });
  return eras.length > 0 ? `${year}年（${eras.join('／')}）` : `${year}年`;
}
