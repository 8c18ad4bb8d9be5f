import { isBlankText } from './text';

/**
 * Staff passwords are stronger than the learners' birthday passwords (issue 10, PRODUCT.md §2):
 * at least 12 characters, at most 128, not only spaces (or invisible characters), and not the
 * login id itself.
 */
export const STAFF_PASSWORD_LIMITS = { min: 12, max: 128 } as const;

/** Whether a password may be set for a staff account. */
export function isAcceptableStaffPassword(password: string, loginId: string): boolean {
  const length = [...password].length;
  return (
    length >= STAFF_PASSWORD_LIMITS.min &&
    length <= STAFF_PASSWORD_LIMITS.max &&
    !isBlankText(password) &&
    password.toLowerCase() !== loginId.toLowerCase()
  );
}
