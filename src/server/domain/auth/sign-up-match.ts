import { kanaKey } from '@shared/rules/kana';

/** What sign-up compares of the school's record of a learner. */
export interface EnrolmentRecord {
  furigana: string;
  birthDate: string | null;
  webAccess: boolean;
}

/** What the learner typed that must agree with it. */
export interface EnrolmentClaim {
  furiganaFamily: string;
  furiganaGiven: string;
  birthDate: string;
}

/**
 * Whether a sign-up names this learner as the school enrolled them (SPEC.md §2 /sp/signup): web
 * access not yet on, the same birth date, the same furigana with width, katakana/hiragana and
 * spaces ignored as in the console's search. A record written "family given" is compared part by
 * part; one without that single space (e.g. "やまだたろう") as the two parts joined.
 */
export function matchesEnrolment(record: EnrolmentRecord, claim: EnrolmentClaim): boolean {
  if (record.webAccess || record.birthDate === null || record.birthDate !== claim.birthDate) return false;
  const parts = record.furigana.normalize('NFKC').trim().split(/\s+/);
  if (parts.length === 2) {
    return (
      kanaKey(parts[0]!) === kanaKey(claim.furiganaFamily) &&
      kanaKey(parts[1]!) === kanaKey(claim.furiganaGiven)
    );
  }
  return kanaKey(record.furigana) === kanaKey(claim.furiganaFamily + claim.furiganaGiven);
}
