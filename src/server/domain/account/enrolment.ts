import { isDateKey } from '@shared/rules/japan-time';
import { BIRTH_YEAR_AGES, isValidFurigana } from '@shared/rules/sign-up';
import { hasGarblingCharacters, trimText } from '@shared/rules/text';

/** What staff type to enrol a learner: the school's record that sign-up on /sp/signup compares. */
export interface EnrolmentInput {
  seitoNo: string;
  name: string;
  furigana: string;
  birthDate: string;
  address?: string;
}

/** The site's student-number rules: digits only (accountType 1) or letters and digits, of this length. */
export interface StudentNumberRules {
  accountType: number;
  seitoNo: { minLength: number; maxLength: number };
}

export const ENROLMENT_LIMITS = { name: 50, address: 100 } as const;

/** The same day `years` years before `today` (29 February falls back to the 28th). */
function yearsBefore(today: string, years: number): string {
  const shifted = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return isDateKey(shifted) ? shifted : shifted.replace(/-29$/, '-28');
}

/**
 * Furigana sign-up can match: family and given name apart by one space, each what the sign-up
 * form's two fields take (kana, 10 at most). One written without the space could never be typed
 * into those two fields, so the learner could never sign up.
 */
function furiganaParts(furigana: string): string | null {
  const parts = furigana.split(' ');
  return parts.length === 2 && parts.every(isValidFurigana) ? parts.join(' ') : null;
}

/** Each field of the school's record and the code that refuses it. */
export const ENROLMENT_CODES = {
  seitoNo: 920,
  name: 922,
  furigana: 923,
  birthDate: 924,
  address: 925,
} as const;

/**
 * Every field that is wrong, as the codes of {@link ENROLMENT_CODES} in field order, or the
 * school's record cleaned as it will be stored. A file names every wrong cell of a line at once;
 * a form shows the first.
 */
export function checkEnrolmentFields(
  input: EnrolmentInput,
  rules: StudentNumberRules,
  today: string,
): { codes: number[] } | { record: Required<EnrolmentInput> } {
  const seitoNo = input.seitoNo.normalize('NFKC').trim();
  const name = trimText(input.name.normalize('NFKC'));
  const furigana = furiganaParts(trimText(input.furigana.normalize('NFKC')).replace(/\s+/g, ' '));
  const birthDate = input.birthDate.trim();
  const address = trimText((input.address ?? '').normalize('NFKC'));
  const characters = rules.accountType === 1 ? /^[0-9]+$/ : /^[A-Za-z0-9]+$/;
  const codes: number[] = [];
  if (
    !characters.test(seitoNo) ||
    seitoNo.length < rules.seitoNo.minLength ||
    seitoNo.length > rules.seitoNo.maxLength
  )
    codes.push(ENROLMENT_CODES.seitoNo);
  if (name === '' || [...name].length > ENROLMENT_LIMITS.name || hasGarblingCharacters(name))
    codes.push(ENROLMENT_CODES.name);
  if (furigana === null) codes.push(ENROLMENT_CODES.furigana);
  const oldest = yearsBefore(today, BIRTH_YEAR_AGES.oldest);
  const youngest = yearsBefore(today, BIRTH_YEAR_AGES.youngest);
  if (!isDateKey(birthDate) || birthDate < oldest || birthDate > youngest)
    codes.push(ENROLMENT_CODES.birthDate);
  if ([...address].length > ENROLMENT_LIMITS.address || hasGarblingCharacters(address))
    codes.push(ENROLMENT_CODES.address);
  if (codes.length > 0 || furigana === null) return { codes };
  return { record: { seitoNo, name, furigana, birthDate, address } };
}

/**
 * The first field that is wrong, as its code (920, 922–925), or the school's record cleaned as
 * it will be stored. Each rule is the one sign-up and sign-in apply later, so nothing enrolled
 * here is refused there.
 */
export function checkEnrolment(
  input: EnrolmentInput,
  rules: StudentNumberRules,
  today: string,
): { code: number } | { record: Required<EnrolmentInput> } {
  const checked = checkEnrolmentFields(input, rules, today);
  return 'codes' in checked ? { code: checked.codes[0]! } : checked;
}
