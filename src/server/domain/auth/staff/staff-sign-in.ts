import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { loginFailures, schools, staff } from '@server/db/schema';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { beginAttempt } from '@server/domain/auth/login-attempts';
import { proofOfWorkGate } from '@server/domain/auth/proof-of-work';
import { BusinessError } from '@server/domain/business-error';
import type { StaffRole } from '@server/domain/auth/session-store';

export type StaffRow = typeof staff.$inferSelect;

/**
 * Staff failures share the learners' lockout table under a key no student number can take
 * (student numbers are digits), so the same lockout and per-address rules apply (issue 10).
 */
export const staffLockKey = (loginId: string) => `staff:${loginId.toLowerCase()}`;

/**
 * The account with this login id whatever its case (Office01 signs in as office01), as the unique
 * index `staff_school_login_id` on lower(login_id) has it: ids are ASCII, so lower() agrees with
 * toLowerCase() in every collation.
 */
export const sameLoginId = (loginId: string): SQL => sql`lower(${staff.loginId}) = ${loginId.toLowerCase()}`;

/**
 * Sign-in to the console by login id and password: an unknown id and a wrong password get the
 * same answer (701) after the same work; failures count against the id and the address as a
 * learner's do (PRODUCT.md §3), but an id past the failure limit is never refused outright:
 * each attempt on it must carry a solved proof of work (103 with a challenge, which the console's
 * page solves unasked), so a stranger spraying guesses pays for each and cannot keep the owner
 * out (issue 21). A disabled account with the right password gets 806 (issue 23).
 */
export async function signInStaff(
  db: Db,
  { hasher, powKey }: { hasher: PasswordHasher; powKey: Buffer },
  input: { schoolId: number; loginId: string; password: string; altcha?: string; ip: string; now: Date },
): Promise<StaffRow> {
  const { schoolId, loginId, password, ip, now } = input;
  const attempt = await beginAttempt(
    db,
    { schoolId, account: staffLockKey(loginId), ip, now },
    { proof: proofOfWorkGate(powKey, input.altcha, now), whenLocked: 'challenge' },
  );
  const [member] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.schoolId, schoolId), sameLoginId(loginId)));
  let ok = false;
  if (member) ok = await hasher.verify(password, member.passwordHash);
  else await hasher.verifyDummy(password);
  if (ok && member) {
    await attempt.succeeded();
    // told only to whoever knows the password: the owner learns why, a guesser learns nothing new
    if (member.disabledAt) throw BusinessError.of('error', 806);
    return member;
  }
  await attempt.failed();
  throw BusinessError.of('error', 701);
}

/** The role as the session and the guards know it. */
export function staffRoleOf(row: Pick<StaffRow, 'role'>): StaffRole {
  return row.role === 'dispatcher' ? 'dispatcher' : 'admin';
}

/**
 * Clears a console account's failed sign-ins, and with them the proof of work its attempts had
 * to carry (`npm run staff -- unlock`). Answers until when it was held, or null when it was not;
 * an unknown school or login id is an Error with a sentence for the operator.
 */
export async function unlockStaff(
  db: Db,
  input: { serviceCode: string; loginId: string; now: Date },
): Promise<{ heldUntil: Date | null }> {
  const [member] = await db
    .select({ schoolId: staff.schoolId })
    .from(staff)
    .innerJoin(schools, eq(schools.id, staff.schoolId))
    .where(and(eq(schools.serviceCode, input.serviceCode), sameLoginId(input.loginId)));
  if (!member) throw new Error(`School "${input.serviceCode}" has no staff account "${input.loginId}".`);
  const [removed] = await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.schoolId, member.schoolId),
        eq(loginFailures.seitoNo, staffLockKey(input.loginId)),
      ),
    )
    .returning({ lockedUntil: loginFailures.lockedUntil });
  const heldUntil = removed?.lockedUntil && removed.lockedUntil > input.now ? removed.lockedUntil : null;
  return { heldUntil };
}
