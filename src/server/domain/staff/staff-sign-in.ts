import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { staff } from '@server/db/schema';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { lockedError, reserveAttempt, settleSuccess } from '@server/domain/auth/login-attempts';
import { proofOfWorkGate } from '@server/domain/auth/proof-of-work';
import { BusinessError } from '@server/domain/business-error';
import type { StaffRole } from '@server/domain/auth/session-store';

export type StaffRow = typeof staff.$inferSelect;

/**
 * Staff failures share the learners' lockout table under a key no student number can take
 * (student numbers are digits), so the same lockout and per-address rules apply (issue 10).
 */
export const staffLockKey = (loginId: string) => `staff:${loginId}`;

/**
 * Sign-in to the console by login id and password: an unknown id and a wrong password get the
 * same answer (701) after the same work; failures lock the id and count against the address
 * exactly as a learner's do (PRODUCT.md §3).
 */
export async function signInStaff(
  db: Db,
  { hasher, powKey }: { hasher: PasswordHasher; powKey: Buffer },
  input: { schoolId: number; loginId: string; password: string; altcha?: string; ip: string; now: Date },
): Promise<StaffRow> {
  const { schoolId, loginId, password, ip, now } = input;
  const attempt = { schoolId, account: staffLockKey(loginId), ip, now };
  const lockIfWrong = await reserveAttempt(db, attempt, proofOfWorkGate(powKey, input.altcha, now));
  const [member] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.schoolId, schoolId), eq(staff.loginId, loginId)));
  let ok = false;
  if (member) ok = await hasher.verify(password, member.passwordHash);
  else await hasher.verifyDummy(password);
  if (ok && member) {
    await settleSuccess(db, attempt);
    return member;
  }
  if (lockIfWrong) throw lockedError(lockIfWrong, now);
  throw BusinessError.of('error', 701);
}

/** The role as the session and the guards know it. */
export function staffRoleOf(row: Pick<StaffRow, 'role'>): StaffRole {
  return row.role === 'dispatcher' ? 'dispatcher' : 'admin';
}
