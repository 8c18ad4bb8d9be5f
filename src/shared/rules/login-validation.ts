import { messageFor } from '@shared/i18n/messages';

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
