import { hasGarblingCharacters } from './text';

/**
 * Console accounts (issue 23): login ids as the database's CHECK `staff_login_id_format` allows
 * them — letters, digits and . _ - (they appear in the audit log and are typed at sign-in).
 */
export const STAFF_LOGIN_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** A staff member's name as the console shows it: one line of the staff table. */
export const STAFF_NAME_MAX = 50;

/**
 * Whether a (trimmed) name may be a staff member's: 1–50 characters, none of them a control or
 * invisible format character — the vehicle names' rule, as both are told apart by eye in tables
 * and the audit log.
 */
export const isStaffName = (name: string) =>
  name !== '' && [...name].length <= STAFF_NAME_MAX && !hasGarblingCharacters(name);

/** What the last-admin rule needs to know of an account. */
export interface AccountStanding {
  id: number;
  role: 'admin' | 'dispatcher';
  disabled: boolean;
}

/**
 * Whether a school still has an active admin once `change` is applied to account `id`: a school
 * whose last admin is disabled or demoted could never configure anything again without SQL.
 */
export function leavesActiveAdmin(
  accounts: readonly AccountStanding[],
  id: number,
  change: { role?: 'admin' | 'dispatcher'; disabled?: boolean },
): boolean {
  return accounts.some((account) => {
    const after = account.id === id ? { ...account, ...change } : account;
    return after.role === 'admin' && !after.disabled;
  });
}
