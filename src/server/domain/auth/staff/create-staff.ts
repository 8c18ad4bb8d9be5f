import { and, eq } from 'drizzle-orm';
import { isStaffName, STAFF_LOGIN_ID_PATTERN } from '@shared/rules/staff-accounts';
import { isAcceptableStaffPassword } from '@shared/rules/staff-password';
import { trimText } from '@shared/rules/text';
import type { Db } from '@server/db/client';
import { schools, staff } from '@server/db/schema';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import type { StaffRole } from '@server/domain/auth/session-store';
import { sameLoginId } from './staff-sign-in';

export interface NewStaff {
  serviceCode: string;
  loginId: string;
  name: string;
  role: StaffRole;
  password: string;
}

/**
 * Adds a staff account to a school (the `npm run staff -- add` command). Refuses a garbled name, a
 * weak password, an unknown school and a login id the school already has (in any case), each with
 * a sentence for the operator.
 */
export async function createStaff(db: Db, hasher: PasswordHasher, input: NewStaff): Promise<number> {
  if (!STAFF_LOGIN_ID_PATTERN.test(input.loginId))
    throw new Error('The login id must be 1–64 letters, digits, ".", "_" or "-".');
  if (!isStaffName(trimText(input.name)))
    throw new Error('The name must be 1–50 characters without control or invisible characters.');
  if (!isAcceptableStaffPassword(input.password, input.loginId))
    throw new Error(
      'The password must have 12–128 characters, not only spaces, and differ from the login id.',
    );
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.serviceCode, input.serviceCode));
  if (!school) throw new Error(`No school with serviceCode "${input.serviceCode}".`);
  const [existing] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.schoolId, school.id), sameLoginId(input.loginId)));
  if (existing)
    throw new Error(`School "${input.serviceCode}" already has a staff account "${input.loginId}".`);
  const passwordHash = await hasher.hash(input.password);
  const [row] = await db
    .insert(staff)
    .values({
      schoolId: school.id,
      loginId: input.loginId,
      name: trimText(input.name),
      role: input.role,
      passwordHash,
    })
    .returning({ id: staff.id });
  return row!.id;
}
