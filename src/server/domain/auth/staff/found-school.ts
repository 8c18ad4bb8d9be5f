import type { Db } from '@server/db/client';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import {
  assertServiceCodeFree,
  checkNewSchool,
  insertSchool,
  type NewSchool,
} from '@server/domain/school/create-school';
import { createStaff } from './create-staff';

/**
 * Creates a school and its first admin in one transaction (`npm run school -- create`, issue 23
 * §1): a school nobody can sign in to would be set up by SQL again. Refusals are Errors with a
 * sentence for the operator.
 */
export async function createSchool(db: Db, hasher: PasswordHasher, input: NewSchool): Promise<number> {
  checkNewSchool({ ...input, adminLoginId: input.admin.loginId });
  await assertServiceCodeFree(db, input.serviceCode);
  return db.transaction(async (tx) => {
    const schoolId = await insertSchool(tx, input);
    await createStaff(tx, hasher, {
      serviceCode: input.serviceCode,
      loginId: input.admin.loginId,
      name: input.admin.loginId,
      role: 'admin',
      password: input.admin.password,
    });
    return schoolId;
  });
}
