import { fillText } from '@shared/i18n/translator';
import { messageFor, messages } from '@shared/i18n/messages';

/** The account part of a site option that the sign-in rules read (SPEC.md §3, §5). */
export interface AccountRules {
  accountType: number;
  seitoNo: { minLength: number; maxLength: number };
  password: { minLength: number; maxLength: number };
  passwordRequired: boolean;
}

const ASCII_ALNUM = /^[A-Za-z0-9]+$/;

/**
 * SPEC.md §5: the student number is required, ASCII letters/digits only, and at sign-in
 * must have exactly the site's maximum length.
 */
export function isValidStudentNumber(value: string, rules: AccountRules): boolean {
  return ASCII_ALNUM.test(value) && value.length === rules.seitoNo.maxLength;
}

/** SPEC.md §5: the password is required, ASCII letters/digits, between the site's min and max length. */
export function isValidPassword(value: string, rules: AccountRules): boolean {
  return (
    ASCII_ALNUM.test(value) &&
    value.length >= rules.password.minLength &&
    value.length <= rules.password.maxLength
  );
}

/** Warning codes of the sign-in form (SPEC.md §5: 1 student number, 2 password), in field order. */
export function loginWarnings(input: { seitoNo: string; password: string }, rules: AccountRules): number[] {
  const codes: number[] = [];
  if (!isValidStudentNumber(input.seitoNo, rules)) codes.push(1);
  if (rules.passwordRequired && !isValidPassword(input.password, rules)) codes.push(2);
  return codes;
}

/** The alert text of SPEC.md §5: the invalid fields' messages joined by line breaks. */
export function loginWarningText(codes: number[]): string {
  return codes.map((code) => messageFor('warning', code)).join('\n');
}

/** SPEC.md §5: account type 1 asks for half-width digits, any other for half-width alphanumerics. */
export function studentNumberHint(rules: AccountRules): string {
  return rules.accountType === 1 ? '半角数字' : '半角英数字';
}

/** SPEC.md §5: the placeholder is the prefix of '1234567' of the required length. */
export function studentNumberPlaceholder(rules: AccountRules): string {
  return '1234567'.slice(0, rules.seitoNo.maxLength);
}

/** What a digit or alphanumeric field asks for, in the words of the field messages. */
const kindOf = (accountType: number) =>
  accountType === 1 ? messages.field.kinds.digits : messages.field.kinds.alphanumerics;

/** A length as the field messages give it: '4', or '4〜8' for a range. */
export const lengthText = (min: number, max: number) => (min === max ? String(min) : `${min}〜${max}`);

/** The text at an invalid student-number field: blank, or what it must be (issue 25). */
export function studentNumberMessage(value: string, rules: AccountRules): string {
  if (value === '') return messages.field.studentNumberEmpty;
  return fillText(messages.field.studentNumber, {
    kind: kindOf(rules.accountType),
    digits: rules.seitoNo.maxLength,
  });
}

/**
 * The text at an invalid password field. A password is letters and digits on every site
 * (isValidPassword), whatever the student number's account type asks of the number.
 */
export function passwordMessage(value: string, length: { minLength: number; maxLength: number }): string {
  if (value === '') return messages.field.passwordEmpty;
  return fillText(messages.field.password, {
    kind: messages.field.kinds.alphanumerics,
    length: lengthText(length.minLength, length.maxLength),
  });
}

/** Each invalid field of the sign-in form with its own text, for the message at the field. */
export function loginFieldMessages(
  input: { seitoNo: string; password: string },
  rules: AccountRules,
): { seitoNo?: string; password?: string } {
  const codes = loginWarnings(input, rules);
  return {
    ...(codes.includes(1) ? { seitoNo: studentNumberMessage(input.seitoNo, rules) } : {}),
    ...(codes.includes(2) ? { password: passwordMessage(input.password, rules.password) } : {}),
  };
}
