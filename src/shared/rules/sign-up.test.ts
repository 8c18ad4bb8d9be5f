import { describe, expect, it } from 'vitest';
import { messages } from '@shared/i18n/messages';
import type { AccountRules } from './login-validation';
import {
  signUpFieldMessages,
  birthYearLabel,
  birthYears,
  daysInMonth,
  initialPassword,
  isValidBirthDate,
  isValidFurigana,
  isValidMobileNumber,
  signUpWarnings,
  signUpWarningText,
  type SignUpFields,
} from './sign-up';

const sevenDigits: AccountRules = {
  accountType: 1,
  seitoNo: { minLength: 7, maxLength: 7 },
  password: { minLength: 4, maxLength: 8 },
  passwordRequired: true,
};
const TODAY = '2026-04-20';

const valid: SignUpFields = {
  seitoNo: '2345678',
  furiganaFamily: 'すずき',
  furiganaGiven: 'いちろう',
  mobileNumber: '09012345678',
  birthDate: '2006-05-12',
  privacyConsent: true,
};

describe('sign-up furigana (SPEC.md §2: up to 10 characters each)', () => {
  it('accepts hiragana, katakana, half-width kana and the long-vowel mark', () => {
    for (const text of ['すずき', 'スズキ', 'ｽｽﾞｷ', 'ゆうこ', 'ルーシー', 'あいうえおかきくけこ']) {
      expect(isValidFurigana(text), text).toBe(true);
    }
  });
  it('reads a voiced mark written apart (す + U+3099, as some copy-paste gives it) as one kana', () => {
    expect(isValidFurigana('す\u3099す\u3099き')).toBe(true);
  });
  it('ignores spaces around the name', () => {
    expect(isValidFurigana('  すずき　')).toBe(true);
  });
  it('refuses an empty field, 11 characters, kanji and latin letters', () => {
    for (const text of ['', '   ', 'あいうえおかきくけこさ', '鈴木', 'suzuki', 'すずき1']) {
      expect(isValidFurigana(text), text).toBe(false);
    }
  });
});

describe('sign-up mobile number (SPEC.md §5: 11 digits without hyphens)', () => {
  it('accepts 11 half-width digits', () => {
    expect(isValidMobileNumber('09012345678')).toBe(true);
  });
  it('refuses hyphens, 10 or 12 digits and full-width digits', () => {
    for (const text of ['090-1234-5678', '0901234567', '090123456789', '０９０１２３４５６７８', '']) {
      expect(isValidMobileNumber(text), text).toBe(false);
    }
  });
});

describe('sign-up birth date', () => {
  it('offers the years of learners aged 15 to 100, newest first', () => {
    const years = birthYears(TODAY);
    expect(years[0]).toBe(2011);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(86);
  });
  it('accepts a real date in an offered year', () => {
    expect(isValidBirthDate('2006-05-12', TODAY)).toBe(true);
    expect(isValidBirthDate('2008-02-29', TODAY)).toBe(true);
  });
  it('refuses a date that does not exist, an unfilled select and a year outside the list', () => {
    for (const date of [
      '2007-02-29',
      '2006-04-31',
      '2006--12',
      '',
      '2012-01-01',
      '1925-12-31',
      '2006-5-12',
    ]) {
      expect(isValidBirthDate(date, TODAY), date).toBe(false);
    }
  });
  it('knows the length of every month, February of leap years included', () => {
    expect([1, 2, 4, 12].map((m) => daysInMonth(2006, m))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2008, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
  it('labels a year with its Japanese era, both eras in a year of change', () => {
    expect(birthYearLabel(2006)).toBe('2006年（平成18年）');
    expect(birthYearLabel(1989)).toBe('1989年（昭和64年／平成元年）');
    expect(birthYearLabel(2019)).toBe('2019年（平成31年／令和元年）');
    expect(birthYearLabel(2020)).toBe('2020年（令和2年）');
    expect(birthYearLabel(1926)).toBe('1926年（大正15年／昭和元年）');
  });
});

describe('sign-up warnings (SPEC.md §5: every invalid field, in order)', () => {
  it('has none for a complete, valid form', () => {
    expect(signUpWarnings(valid, sevenDigits, TODAY)).toEqual([]);
  });
  it('lists each invalid field in screen order with its code', () => {
    const codes = signUpWarnings(
      {
        seitoNo: '234567',
        furiganaFamily: '鈴木',
        furiganaGiven: '',
        mobileNumber: '090-1234-5678',
        birthDate: '2006-02-30',
        privacyConsent: false,
      },
      sevenDigits,
      TODAY,
    );
    expect(codes).toEqual([1, 31, 32, 4, 33, 34]);
    expect(signUpWarningText(codes).split('\n')).toEqual([
      '学生番号を正しく入力してください。',
      'ふりがな（姓）をひらがな10文字以内で入力してください。',
      'ふりがな（名）をひらがな10文字以内で入力してください。',
      '携帯電話番号を正しく入力してください。',
      '生年月日を選択してください。',
      'プライバシーポリシーに同意してください。',
    ]);
  });
  it("follows the site's student-number length, as the login page does", () => {
    const sixDigits = { ...sevenDigits, seitoNo: { minLength: 6, maxLength: 6 } };
    expect(signUpWarnings({ ...valid, seitoNo: '234567' }, sixDigits, TODAY)).toEqual([]);
    expect(signUpWarnings(valid, sixDigits, TODAY)).toEqual([1]);
  });
  it('refuses a sign-up without consent to the privacy policy', () => {
    expect(signUpWarnings({ ...valid, privacyConsent: false }, sevenDigits, TODAY)).toEqual([34]);
  });
});

describe('the initial password is the birth month and day (the login hint)', () => {
  it('4月1日 → 0401, 12月25日 → 1225', () => {
    expect(initialPassword('2005-04-01')).toBe('0401');
    expect(initialPassword('2004-12-25')).toBe('1225');
  });
});

describe('messages at the fields (issue 25)', () => {
  it('gives each invalid field its own text, the codes without one their catalogue text', () => {
    const fields = { ...valid, seitoNo: '12', mobileNumber: '090', furiganaGiven: '', privacyConsent: false };
    const codes = signUpWarnings(fields, sevenDigits, TODAY);
    expect(signUpFieldMessages(fields, codes, sevenDigits)).toEqual({
      seitoNo: '学生番号は数字7桁で入力してください。',
      furiganaGiven: messages.warning[32],
      mobileNumber: '携帯電話番号は数字11桁で入力してください。',
      privacyConsent: messages.warning[34],
    });
  });
});
