import { messageFor, messages } from '@shared/i18n/messages';
import { fillText } from '@shared/i18n/translator';
import { cleanDigits } from './digit-input';
import { passwordMessage } from './login-validation';

/**
 * The answer of `User/Save` (SPEC.md §4): a bit per item that was changed. A supplied item whose
 * bit is missing was equal to the stored value. The mail bit means the confirmation mail went
 * out: the new address takes effect only once its link is opened (PRODUCT.md §4).
 */
export const CHANGED = { mail: 1, mobile: 2, password: 4 } as const;

/** Which items one change touched. */
export interface ChangedItems {
  mail: boolean;
  mobile: boolean;
  password: boolean;
}

/** The answer's bit mask for the items changed. */
export function changeMask(items: ChangedItems): number {
  return (
    (items.mail ? CHANGED.mail : 0) |
    (items.mobile ? CHANGED.mobile : 0) |
    (items.password ? CHANGED.password : 0)
  );
}

/** The items a bit mask says were changed (bits beyond 1, 2 and 4 are ignored). */
export function changedItemsOf(mask: number): ChangedItems {
  return {
    mail: (mask & CHANGED.mail) !== 0,
    mobile: (mask & CHANGED.mobile) !== 0,
    password: (mask & CHANGED.password) !== 0,
  };
}

/** The site's `registredInfo` switches (SPEC.md §3): an item may be changed only when its switch is on. */
export interface RegistrationSwitches {
  isPasswordEnabled: boolean;
  isMobilePhoneEnabled: boolean;
  isMailAddressEnabled: boolean;
}

/** What the change form sends; an item left out is not being changed. */
export interface RegistrationInput {
  mailAddress?: string;
  /** empty: keep the current password (it is never shown, so the field starts blank) */
  password?: string;
  /** the desktop's re-entry (SPEC.md §2 /pc/change); the smartphone form has none */
  passwordConfirm?: string;
  mobileNumber?: string;
}

/** What is stored for the learner now (the password only as a hash, so it is not here). */
export interface StoredContact {
  mailAddress: string;
  mobileNumber: string;
}

export interface RegistrationRules {
  switches: RegistrationSwitches;
  /** the site's password length (SPEC.md §3 account.password; the change page says 4–8) */
  password: { minLength: number; maxLength: number };
}

/** SPEC.md §5 mail: at most 254 characters (the SMTP path limit). */
export const MAIL_MAX_LENGTH = 254;
/** SPEC.md §5 mobile: 11 digits without hyphens (070/080/090 numbers). */
export const MOBILE_LENGTH = 11;

/**
 * SPEC.md §5 "pattern {email}": the HTML form's e-mail rule (WHATWG), one '@', a local part of
 * the characters RFC 5322 allows unquoted, a domain of labels of letters, digits and inner hyphens.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * SPEC.md §5: a mail address of 1–254 characters matching the form's e-mail pattern, whose local
 * part neither ends with a dot nor holds two dots in a row — old carrier addresses like
 * `taro.@docomo.ne.jp` or `a..b@…` that mail servers refuse to deliver to.
 */
export function isValidMailAddress(value: string): boolean {
  if (value.length < 1 || value.length > MAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf('@'));
  return !local.endsWith('.') && !local.includes('..');
}

/** SPEC.md §5: a mobile number is 11 half-width digits, no hyphens. */
export function isValidMobileNumber(value: string): boolean {
  return new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`).test(value);
}

/** SPEC.md §5: the new password is 4–8 (the site's lengths) half-width letters and digits. */
export function isValidNewPassword(value: string, length: RegistrationRules['password']): boolean {
  return /^[A-Za-z0-9]+$/.test(value) && value.length >= length.minLength && value.length <= length.maxLength;
}

/**
 * A number as stored or typed may carry hyphens, spaces or full-width digits (０９０－１２３４－５６７８);
 * the same digits are the same number.
 */
export const mobileDigits = cleanDigits;

/** Whether the form's mail address differs from the stored one (an item left out never does). */
export function mailChanged(input: RegistrationInput, stored: StoredContact): boolean {
  return input.mailAddress !== undefined && input.mailAddress !== stored.mailAddress;
}

/** Whether the form's mobile number is another number than the stored one (hyphens aside). */
export function mobileChanged(input: RegistrationInput, stored: StoredContact): boolean {
  return (
    input.mobileNumber !== undefined && mobileDigits(input.mobileNumber) !== mobileDigits(stored.mobileNumber)
  );
}

/** Whether the form asks for a password change at all (a blank field keeps the current one). */
export const passwordSupplied = (input: RegistrationInput) => (input.password ?? '') !== '';

/**
 * The warnings of the change form (SPEC.md §5), in the order of its fields: 10 when the site lets
 * no item be changed; 5 mail, 2 password, 3 re-entry mismatch (only where a re-entry is sent),
 * 4 mobile — each only for an item whose switch is on and whose value differs from what is
 * stored, so an unchanged number stored with hyphens or an empty address never blocks a change
 * of another item.
 */
export function registrationWarnings(
  input: RegistrationInput,
  stored: StoredContact,
  rules: RegistrationRules,
): number[] {
  const { switches } = rules;
  if (!switches.isPasswordEnabled && !switches.isMobilePhoneEnabled && !switches.isMailAddressEnabled)
    return [10];
  const codes: number[] = [];
  if (
    switches.isMailAddressEnabled &&
    mailChanged(input, stored) &&
    !isValidMailAddress(input.mailAddress ?? '')
  ) {
    codes.push(5);
  }
  if (switches.isPasswordEnabled) {
    const password = input.password ?? '';
    if (passwordSupplied(input) && !isValidNewPassword(password, rules.password)) codes.push(2);
    if (input.passwordConfirm !== undefined && input.passwordConfirm !== password) codes.push(3);
  }
  if (
    switches.isMobilePhoneEnabled &&
    mobileChanged(input, stored) &&
    !isValidMobileNumber(input.mobileNumber ?? '')
  ) {
    codes.push(4);
  }
  return codes;
}

/** The items a request names although the site turns them off: the server refuses such a request. */
export function itemsSwitchedOff(input: RegistrationInput, switches: RegistrationSwitches): string[] {
  const off: string[] = [];
  if (!switches.isMailAddressEnabled && input.mailAddress !== undefined) off.push('mailAddress');
  if (!switches.isPasswordEnabled && (input.password !== undefined || input.passwordConfirm !== undefined)) {
    off.push('password');
  }
  if (!switches.isMobilePhoneEnabled && input.mobileNumber !== undefined) off.push('mobileNumber');
  return off;
}

/** The alert text of the change form: the warnings' messages joined by line breaks. */
export function registrationWarningText(codes: number[]): string {
  return codes.map((code) => messageFor('warning', code)).join('\n');
}

/** The result of a change in words (/pc/changenotice, the /sp menu), in the order of the form's fields. */
export function changeResultLines(mask: number): string[] {
  const items = changedItemsOf(mask);
  const { registration } = messages;
  const lines = [
    ...(items.mail ? [registration.mailSent] : []),
    ...(items.password ? [registration.passwordChanged] : []),
    ...(items.mobile ? [registration.mobileChanged] : []),
  ];
  return lines.length > 0 ? lines : [registration.nothingChanged];
}

/** The text at an invalid mobile-number field (issue 25). */
export function mobileNumberMessage(value: string): string {
  return value === ''
    ? messages.field.mobileNumberEmpty
    : fillText(messages.field.mobileNumber, { digits: MOBILE_LENGTH });
}

/** The text at an invalid mail-address field: blank, the dots SPEC.md §5 refuses, or its form. */
export function mailAddressMessage(value: string): string {
  if (value === '') return messages.field.mailAddressEmpty;
  const local = value.slice(0, Math.max(0, value.lastIndexOf('@')));
  if (value.includes('@') && (local.endsWith('.') || local.includes('..')))
    return messages.field.mailAddressDots;
  return fillText(messages.field.mailAddress, { max: MAIL_MAX_LENGTH });
}

/** The fields of the change form, for the message at each. */
export type RegistrationField = 'mailAddress' | 'password' | 'passwordConfirm' | 'mobileNumber';

/**
 * Each field `registrationWarnings` found invalid, with its own text (issue 25): 5 at the mail
 * address, 2 at the password, 3 at the re-entry, 4 at the mobile number. 10 belongs to no field.
 */
export function registrationFieldMessages(
  input: RegistrationInput,
  codes: readonly number[],
  rules: RegistrationRules,
): Partial<Record<RegistrationField, string>> {
  return {
    ...(codes.includes(5) ? { mailAddress: mailAddressMessage(input.mailAddress ?? '') } : {}),
    // a new password may hold letters, whatever the site's sign-in hint says
    ...(codes.includes(2) ? { password: passwordMessage(input.password ?? '', rules.password) } : {}),
    ...(codes.includes(3) ? { passwordConfirm: messageFor('warning', 3) } : {}),
    ...(codes.includes(4) ? { mobileNumber: mobileNumberMessage(input.mobileNumber ?? '') } : {}),
  };
}
