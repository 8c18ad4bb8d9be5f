import { describe, expect, it } from 'vitest';
import {
  loginFieldMessages,
  isValidPassword,
  isValidStudentNumber,
  loginWarningText,
  loginWarnings,
  studentNumberHint,
  studentNumberPlaceholder,
  type AccountRules,
} from './login-validation';

const sevenDigits: AccountRules = {
  accountType: 1,
  seitoNo: { minLength: 7, maxLength: 7 },
  password: { minLength: 4, maxLength: 8 },
  passwordRequired: true,
};

describe('SPEC.md §5 student number', () => {
  it('accepts exactly the site maximum length of ASCII letters and digits', () => {
    expect(isValidStudentNumber('1234567', sevenDigits)).toBe(true);
    expect(isValidStudentNumber('AB12345', sevenDigits)).toBe(true);
  });
  it('refuses a shorter or longer number (login treats the length as exact)', () => {
    expect(isValidStudentNumber('123456', sevenDigits)).toBe(false);
    expect(isValidStudentNumber('12345678', sevenDigits)).toBe(false);
  });
  it('refuses full-width digits, symbols and the empty string', () => {
    expect(isValidStudentNumber('１２３４５６７', sevenDigits)).toBe(false);
    expect(isValidStudentNumber('123-567', sevenDigits)).toBe(false);
    expect(isValidStudentNumber('', sevenDigits)).toBe(false);
  });
});

describe('SPEC.md §5 password', () => {
  it('accepts 4 to 8 ASCII letters and digits', () => {
    expect(isValidPassword('0401', sevenDigits)).toBe(true);
    expect(isValidPassword('abcd1234', sevenDigits)).toBe(true);
  });
  it('refuses 3 or 9 characters, symbols and full-width text', () => {
    expect(isValidPassword('040', sevenDigits)).toBe(false);
    expect(isValidPassword('123456789', sevenDigits)).toBe(false);
    expect(isValidPassword('04 1', sevenDigits)).toBe(false);
    expect(isValidPassword('０４０１', sevenDigits)).toBe(false);
  });
});

describe('SPEC.md §5 sign-in warnings', () => {
  it('lists warning 1 then 2 and joins their texts by line breaks', () => {
    const codes = loginWarnings({ seitoNo: '12', password: '' }, sevenDigits);
    expect(codes).toEqual([1, 2]);
    expect(loginWarningText(codes)).toBe(
      '学生番号を正しく入力してください。\nパスワードを正しく入力してください。',
    );
  });
  it('does not check the password on a site that signs in without one', () => {
    expect(
      loginWarnings({ seitoNo: '1234567', password: '' }, { ...sevenDigits, passwordRequired: false }),
    ).toEqual([]);
  });
  it('hints half-width digits for account type 1 and alphanumerics otherwise', () => {
    expect(studentNumberHint(sevenDigits)).toBe('半角数字');
    expect(studentNumberHint({ ...sevenDigits, accountType: 2 })).toBe('半角英数字');
  });
  it('uses the prefix of 1234567 of the required length as placeholder', () => {
    expect(studentNumberPlaceholder(sevenDigits)).toBe('1234567');
    expect(studentNumberPlaceholder({ ...sevenDigits, seitoNo: { minLength: 6, maxLength: 6 } })).toBe(
      '123456',
    );
  });
});

describe('messages at the fields (issue 25)', () => {
  it('says what each invalid field needs, or that it is blank', () => {
    expect(loginFieldMessages({ seitoNo: '', password: '' }, sevenDigits)).toEqual({
      seitoNo: '学生番号を入力してください。',
      password: 'パスワードを入力してください。',
    });
    expect(loginFieldMessages({ seitoNo: '12345', password: '12' }, sevenDigits)).toEqual({
      seitoNo: '学生番号は数字7桁で入力してください。',
      // the number is digits on this site; a password may hold letters on every site
      password: 'パスワードは英数字4〜8文字で入力してください。',
    });
  });
  it('names no valid field, and alphanumerics for a site of letters and digits', () => {
    const letters = { ...sevenDigits, accountType: 0, password: { minLength: 4, maxLength: 4 } };
    expect(loginFieldMessages({ seitoNo: '1234567', password: 'x' }, letters)).toEqual({
      password: 'パスワードは英数字4文字で入力してください。',
    });
  });
});
