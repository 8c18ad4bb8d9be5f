import { randomInt } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { StaffAccount } from '@shared/schemas/admin-staff';
import { isStaffName, leavesActiveAdmin, STAFF_LOGIN_ID_PATTERN } from '@shared/rules/staff-accounts';
import { isAcceptableStaffPassword } from '@shared/rules/staff-password';
import { trimText } from '@shared/rules/text';
import type { Db } from '@server/db/client';
import { loginFailures, schools, sessions, staff } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import { beginAttempt } from '@server/domain/auth/login-attempts';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { proofOfWorkGate } from '@server/domain/auth/proof-of-work';
import { endOtherStaffSessions } from '@server/domain/auth/session-store';
import { BusinessError } from '@server/domain/business-error';
import { assertInSchool } from '@server/domain/school/school-scope';
import { sameLoginId, staffLockKey, type StaffRow } from './staff-sign-in';

type Role = StaffAccount['role'];

/**
 * Letters and digits without the look-alikes (0/O, 1/l/I): a password read off the screen and
 * typed once. 16 of 55 symbols is about 92 bits.
 */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_PASSWORD_LENGTH = 16;

function generatedPassword(): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i += 1)
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

const roleOf = (row: Pick<StaffRow, 'role'>): Role => (row.role === 'dispatcher' ? 'dispatcher' : 'admin');

/** What the audit log keeps of an account: never its password hash. */
const auditView = (row: StaffRow) => ({
  loginId: row.loginId,
  name: row.name,
  role: roleOf(row),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

function present(row: StaffRow, lockedUntil: Date | null): StaffAccount {
  return {
    id: row.id,
    loginId: row.loginId,
    name: row.name,
    role: roleOf(row),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lockedUntil: lockedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function lockOf(db: Db, row: StaffRow, now: Date): Promise<Date | null> {
  const [failure] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.schoolId, row.schoolId),
        eq(loginFailures.seitoNo, staffLockKey(row.loginId)),
        gt(loginFailures.lockedUntil, now),
      ),
    );
  return failure?.lockedUntil ?? null;
}

/** The school's console accounts by login id, each with its sign-in lock (issue 23 §2). */
export async function listStaffAccounts(db: Db, schoolId: number, now: Date): Promise<StaffAccount[]> {
  const rows = await db.select().from(staff).where(eq(staff.schoolId, schoolId)).orderBy(asc(staff.loginId));
  const locks = await db
    .select({ key: loginFailures.seitoNo, lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.schoolId, schoolId), gt(loginFailures.lockedUntil, now)));
  const lockByKey = new Map(locks.map((lock) => [lock.key, lock.lockedUntil]));
  return rows.map((row) => present(row, lockByKey.get(staffLockKey(row.loginId)) ?? null));
}

/**
 * Adds an account with a password the server chooses and answers this once (the new member signs
 * in with it and changes it); 801 login id, 802 name, 800 a login id the school already has.
 */
export async function addStaffAccount(
  db: Db,
  hasher: PasswordHasher,
  actor: AuditActor,
  input: { loginId: string; name: string; role: Role },
  now: Date,
): Promise<{ account: StaffAccount; password: string }> {
  const loginId = input.loginId.trim();
  const name = trimText(input.name);
  if (!STAFF_LOGIN_ID_PATTERN.test(loginId)) throw BusinessError.of('error', 801);
  if (!isStaffName(name)) throw BusinessError.of('error', 802);
  const password = generatedPassword();
  const passwordHash = await hasher.hash(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ schoolId: actor.schoolId, loginId, name, role: input.role, passwordHash, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw BusinessError.of('error', 800);
    await recordAudit(
      tx,
      actor,
      { action: 'staff.add', targetType: 'staff', targetId: row.id, after: auditView(row) },
      now,
    );
    return { account: present(row, null), password };
  });
}

/**
 * Locks every account row of the school, in id order, and answers the target among them: two
 * admins demoting each other at once are thereby taken one after the other, and the second sees
 * the first's change (the last-admin rule holds under READ COMMITTED).
 */
async function lockSchoolStaff(tx: Db, schoolId: number, staffId: number) {
  const [target] = await tx.select({ schoolId: staff.schoolId }).from(staff).where(eq(staff.id, staffId));
  assertInSchool(target, schoolId);
  const rows = await tx
    .select()
    .from(staff)
    .where(eq(staff.schoolId, schoolId))
    .orderBy(asc(staff.id))
    .for('update');
  const row = rows.find((r) => r.id === staffId)!;
  const standing = rows.map((r) => ({ id: r.id, role: roleOf(r), disabled: r.disabledAt !== null }));
  return { row, standing };
}

/** Changes an account's role; 803 when it would leave the school without an active admin. Audited. */
export async function setStaffRole(
  db: Db,
  actor: AuditActor,
  input: { staffId: number; role: Role },
  now: Date,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const { row, standing } = await lockSchoolStaff(tx, actor.schoolId, input.staffId);
    if (roleOf(row) === input.role) return present(row, await lockOf(tx, row, now));
    if (!leavesActiveAdmin(standing, row.id, { role: input.role })) throw BusinessError.of('error', 803);
    const [after] = await tx.update(staff).set({ role: input.role }).where(eq(staff.id, row.id)).returning();
    await recordAudit(
      tx,
      actor,
      {
        action: 'staff.role',
        targetType: 'staff',
        targetId: row.id,
        before: auditView(row),
        after: auditView(after!),
      },
      now,
    );
    return present(after!, await lockOf(tx, after!, now));
  });
}

/**
 * Disables an account (its sessions end in the same transaction, and sign-in refuses it with 806)
 * or enables it again. 804 for one's own account, 803 for the school's last active admin. Audited.
 */
export async function setStaffDisabled(
  db: Db,
  actor: AuditActor,
  input: { staffId: number; disabled: boolean },
  now: Date,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const { row, standing } = await lockSchoolStaff(tx, actor.schoolId, input.staffId);
    if ((row.disabledAt !== null) === input.disabled) return present(row, await lockOf(tx, row, now));
    if (input.disabled && row.id === actor.staffId) throw BusinessError.of('error', 804);
    if (!leavesActiveAdmin(standing, row.id, { disabled: input.disabled }))
      throw BusinessError.of('error', 803);
    const [after] = await tx
      .update(staff)
      .set({ disabledAt: input.disabled ? now : null })
      .where(eq(staff.id, row.id))
      .returning();
    if (input.disabled) await tx.delete(sessions).where(eq(sessions.staffId, row.id));
    await recordAudit(
      tx,
      actor,
      {
        action: input.disabled ? 'staff.disable' : 'staff.enable',
        targetType: 'staff',
        targetId: row.id,
        before: auditView(row),
        after: auditView(after!),
      },
      now,
    );
    return present(after!, await lockOf(tx, after!, now));
  });
}

/** Clears an account's failed sign-ins, so it signs in without a proof of work again. Audited. */
export async function unlockStaffAccount(
  db: Db,
  actor: AuditActor,
  staffId: number,
  now: Date,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, staffId));
    assertInSchool(row, actor.schoolId);
    const [removed] = await tx
      .delete(loginFailures)
      .where(
        and(eq(loginFailures.schoolId, row.schoolId), eq(loginFailures.seitoNo, staffLockKey(row.loginId))),
      )
      .returning({ lockedUntil: loginFailures.lockedUntil });
    const heldUntil = removed?.lockedUntil && removed.lockedUntil > now ? removed.lockedUntil : null;
    await recordAudit(
      tx,
      actor,
      {
        action: 'staff.unlock',
        targetType: 'staff',
        targetId: row.id,
        before: { loginId: row.loginId, lockedUntil: heldUntil?.toISOString() ?? null },
        after: { loginId: row.loginId, lockedUntil: null },
      },
      now,
    );
    return present(row, null);
  });
}

/**
 * Gives an account a new password the server chooses, answered this once; the account's sessions
 * end, so whoever held the old password is signed out. The audit records that it happened only.
 */
export async function resetStaffPassword(
  db: Db,
  hasher: PasswordHasher,
  actor: AuditActor,
  staffId: number,
  now: Date,
): Promise<{ account: StaffAccount; password: string }> {
  const password = generatedPassword();
  const passwordHash = await hasher.hash(password);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, staffId));
    assertInSchool(row, actor.schoolId);
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, row.id));
    await tx.delete(sessions).where(eq(sessions.staffId, row.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'staff.password-reset',
        targetType: 'staff',
        targetId: row.id,
        after: { loginId: row.loginId },
      },
      now,
    );
    return { account: present(row, await lockOf(tx, row, now)), password };
  });
}

/**
 * A staff member changes their own password: the current one must be right (805), the new one
 * pass the rule (702). A wrong current password counts as a failed sign-in of the account and of
 * the address — whoever holds a left-open session must not guess the password unthrottled — and
 * past the limit the change is refused until the lock ends (102); the console's sign-in still
 * lets the owner in through its challenge. Their other sessions end; the one they are using stays.
 * Audited without either password.
 */
export async function changeOwnPassword(
  db: Db,
  { hasher, powKey }: { hasher: PasswordHasher; powKey: Buffer },
  actor: AuditActor & { staffId: number },
  input: { currentPassword: string; newPassword: string; sessionId: string; ip: string },
  now: Date,
): Promise<void> {
  const [row] = await db.select().from(staff).where(eq(staff.id, actor.staffId));
  assertInSchool(row, actor.schoolId);
  const attempt = await beginAttempt(
    db,
    { schoolId: row.schoolId, account: staffLockKey(row.loginId), ip: input.ip, now },
    { proof: proofOfWorkGate(powKey, undefined, now), whenLocked: { refuse: 102 } },
  );
  if (!(await hasher.verify(input.currentPassword, row.passwordHash))) {
    await attempt.failed();
    throw BusinessError.of('error', 805);
  }
  await attempt.succeeded();
  if (!isAcceptableStaffPassword(input.newPassword, row.loginId)) throw BusinessError.of('error', 702);
  const passwordHash = await hasher.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, row.id));
    await endOtherStaffSessions(tx, row.id, input.sessionId);
    await recordAudit(
      tx,
      actor,
      {
        action: 'staff.password-change',
        targetType: 'staff',
        targetId: row.id,
        after: { loginId: row.loginId },
      },
      now,
    );
  });
}

/**
 * The id of a school's account by serviceCode and login id, for the operator's command line; an
 * unknown school or account is an Error with a sentence for the operator.
 */
export async function staffIdByLogin(
  db: Db,
  serviceCode: string,
  loginId: string,
): Promise<{ schoolId: number; staffId: number }> {
  const [member] = await db
    .select({ schoolId: staff.schoolId, staffId: staff.id })
    .from(staff)
    .innerJoin(schools, eq(schools.id, staff.schoolId))
    .where(and(eq(schools.serviceCode, serviceCode), sameLoginId(loginId)));
  if (!member) throw new Error(`School "${serviceCode}" has no staff account "${loginId}".`);
  return member;
}
