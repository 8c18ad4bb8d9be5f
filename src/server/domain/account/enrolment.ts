import { hasControlCharacters, trimText } from '@shared/rules/text';

/** What staff type to enrol a learner: the school's record that sign-up on /sp/signup compares. */
export interface EnrolmentInput {
  seitoNo: string;
  name: string;
  furigana: string;
  birthDate: string;
  address?: string;
}

export const ENROLMENT_LIMITS = { name: 50, furigana: 50, address: 100, minAge: 15, maxAge: 100 } as const;

/** Bidi controls and invisible characters: a name that reads other than it is stored. */
const FORMAT_CHARACTERS = /[\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
/** Kana (either script), the long-vowel mark and spaces: what the office writes as ふりがな. */
const KANA_ONLY = /^[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc-\u30fe\s]+$/;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

const plainLine = (text: string) => !hasControlCharacters(text) && !FORMAT_CHARACTERS.test(text);

/** A real calendar date written YYYY-MM-DD. */
function isDateKey(text: string): boolean {
  const match = DATE_KEY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same day `years` years before `today` (29 February falls back to the 28th). */
function yearsBefore(today: string, years: number): string {
  const shifted = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return isDateKey(shifted) ? shifted : shifted.replace(/-29$/, '-28');
}

/** The first field that is wrong, as its code (920, 922–925), or the school's record cleaned as it will be stored. */
export function checkEnrolment(
  input: EnrolmentInput,
  seitoNoLength: { min: number; max: number },
  today: string,
): { code: number } | { record: Required<EnrolmentInput> } {
  const seitoNo = input.seitoNo.normalize('NFKC').trim();
  const name = trimText(input.name.normalize('NFKC'));
  const furigana = trimText(input.furigana.normalize('NFKC')).replace(/\s+/g, ' ');
  const birthDate = input.birthDate.trim();
  const address = trimText((input.address ?? '').normalize('NFKC'));
  if (!/^[0-9]+$/.test(seitoNo) || seitoNo.length < seitoNoLength.min || seitoNo.length > seitoNoLength.max)
    return { code: 920 };
  if (name === '' || [...name].length > ENROLMENT_LIMITS.name || !plainLine(name)) return { code: 922 };
  if (!KANA_ONLY.test(furigana) || [...furigana].length > ENROLMENT_LIMITS.furigana) return { code: 923 };
  const oldest = yearsBefore(today, ENROLMENT_LIMITS.maxAge);
  const youngest = yearsBefore(today, ENROLMENT_LIMITS.minAge);
  if (!isDateKey(birthDate) || birthDate < oldest || birthDate > youngest) return { code: 924 };
  if ([...address].length > ENROLMENT_LIMITS.address || !plainLine(address)) return { code: 925 };
  return { record: { seitoNo, name, furigana, birthDate, address } };
}
