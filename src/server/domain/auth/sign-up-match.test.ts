import { describe, expect, it } from 'vitest';
import { matchesEnrolment, type EnrolmentRecord } from './sign-up-match';

const enrolled: EnrolmentRecord = { furigana: 'すずき いちろう', birthDate: '2006-05-12', webAccess: false };
const claim = { furiganaFamily: 'すずき', furiganaGiven: 'いちろう', birthDate: '2006-05-12' };

describe("sign-up matches the school's record of an enrolled learner", () => {
  it('matches the same furigana and birth date', () => {
    expect(matchesEnrolment(enrolled, claim)).toBe(true);
  });
  it('ignores katakana, half-width kana and spaces, as the console search does', () => {
    expect(matchesEnrolment(enrolled, { ...claim, furiganaFamily: 'スズキ', furiganaGiven: 'ｲﾁﾛｳ' })).toBe(
      true,
    );
    expect(
      matchesEnrolment(enrolled, { ...claim, furiganaFamily: ' すず き', furiganaGiven: 'いちろう　' }),
    ).toBe(true);
    expect(matchesEnrolment({ ...enrolled, furigana: 'スズキ　イチロウ' }, claim)).toBe(true);
  });
  it('compares family and given name part by part when the record separates them', () => {
    expect(
      matchesEnrolment(enrolled, { ...claim, furiganaFamily: 'すずきい', furiganaGiven: 'ちろう' }),
    ).toBe(false);
    expect(
      matchesEnrolment(enrolled, { ...claim, furiganaFamily: 'いちろう', furiganaGiven: 'すずき' }),
    ).toBe(false);
  });
  it('compares the joined name when the record has no single space between the parts', () => {
    const unspaced = { ...enrolled, furigana: 'すずきいちろう' };
    expect(matchesEnrolment(unspaced, claim)).toBe(true);
    expect(matchesEnrolment(unspaced, { ...claim, furiganaGiven: 'じろう' })).toBe(false);
  });
  it('refuses another furigana or birth date', () => {
    expect(matchesEnrolment(enrolled, { ...claim, furiganaGiven: 'じろう' })).toBe(false);
    expect(matchesEnrolment(enrolled, { ...claim, birthDate: '2006-05-13' })).toBe(false);
  });
  it('refuses a learner who already has web access, and one without a birth date on record', () => {
    expect(matchesEnrolment({ ...enrolled, webAccess: true }, claim)).toBe(false);
    expect(matchesEnrolment({ ...enrolled, birthDate: null }, claim)).toBe(false);
  });
});
