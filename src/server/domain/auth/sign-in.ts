import { and, eq } from 'drizzle-orm';
import { loginWarnings, loginWarningText } from '@shared/rules/login-validation';
import type { Db } from '@server/db/client';
import { learners, usedSilentTokens } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { School, StoredSiteOptions } from '@server/domain/school/site-option';
import type { PasswordHasher } from './password-hash';
import { beginAttempt, lockedError } from './login-attempts';
import { proofOfWorkGate } from './proof-of-work';
import { readSilentToken } from './silent-token';
import { assertSiteReachableFrom } from './site-networks';

export type Learner = typeof learners.$inferSelect;

/** The learner of a session; undefined once the learner is gone. */
export async function findLearner(db: Db, id: number): Promise<Learner | undefined> {
  const [learner] = await db.select().from(learners).where(eq(learners.id, id));
  return learner;
}

/** 955: the school's file marked the learner 退所 (issue 24); marked 在籍 again, they may sign in again. */
export const withdrawnError = () => BusinessError.of('error', 955);

interface SignInInput {
  school: School;
  site: string;
  siteOption: StoredSiteOptions;
  seitoNo: string;
  password: string;
  /** the ALTCHA payload solving the challenge of an earlier 103, if the client sent one */
  altcha?: string;
  ip: string;
  now: Date;
}

/**
 * Sign-in by student number and password (SPEC.md §5, PRODUCT.md §3). An unknown number and a
 * wrong password get the same answer after the same work, and so does a learner the school
 * enrolled who has not signed up yet (web access off); failures lock the number (whether or not
 * it exists) and count against the caller's address; successes do not count, and a learner's
 * own sign-ins sent at once all go through (issue 21). A learner marked 退所 is refused (955)
 * once the password is right.
 */
export async function signIn(
  db: Db,
  { hasher, powKey }: { hasher: PasswordHasher; powKey: Buffer },
  input: SignInInput,
): Promise<Learner> {
  const { school, site, siteOption, seitoNo, password, ip, now } = input;
  const warnings = loginWarnings({ seitoNo, password }, siteOption.account);
  if (warnings.length > 0) throw new BusinessError(warnings[0]!, loginWarningText(warnings));
  const { passwordRequired } = siteOption.account;
  await assertSiteReachableFrom(db, { schoolId: school.id, site, passwordRequired }, ip);

  const attempt = await beginAttempt(
    db,
    { schoolId: school.id, account: seitoNo, ip, now },
    { proof: proofOfWorkGate(powKey, input.altcha, now), whenLocked: { refuse: 102 } },
  );

  const [found] = await db
    .select()
    .from(learners)
    .where(and(eq(learners.schoolId, school.id), eq(learners.seitoNo, seitoNo)));
  // enrolled but not signed up yet (web access off): answered like an unknown number, after the same work
  const learner = found?.webAccess ? found : undefined;
  let ok: boolean;
  if (!passwordRequired) ok = learner !== undefined;
  else if (learner) ok = await hasher.verify(password, learner.passwordHash);
  else {
    await hasher.verifyDummy(password);
    ok = false;
  }

  if (ok && learner) {
    await attempt.succeeded();
    // told only once the password was right: nobody else learns that the number left the school
    if (learner.withdrawnAt) throw withdrawnError();
    return learner;
  }
  const lock = await attempt.failed();
  if (lock) throw lockedError(lock, now);
  throw BusinessError.of('error', 101);
}

/**
 * Silent sign-in of the mng entry (PRODUCT.md §3): only with a genuine, unexpired token issued
 * for this learner of this school, and only once. A bare recNo is refused. A site without a
 * password takes it only from its listed networks, like a sign-in by student number. A learner
 * without web access yet is refused like a bad token; one marked 退所 with 955.
 */
export async function silentSignIn(
  db: Db,
  key: Buffer,
  input: {
    school: School;
    site: string;
    siteOption: StoredSiteOptions;
    recNo: number;
    token: string;
    ip: string;
    now: Date;
  },
): Promise<Learner> {
  const { school, site, siteOption, ip } = input;
  const { passwordRequired } = siteOption.account;
  await assertSiteReachableFrom(db, { schoolId: school.id, site, passwordRequired }, ip);
  const claims = readSilentToken(key, input.token, input.now);
  if (!claims || claims.serviceCode !== input.school.serviceCode || claims.recNo !== input.recNo) {
    throw BusinessError.of('error', 104);
  }
  const [learner] = await db
    .select()
    .from(learners)
    .where(and(eq(learners.schoolId, input.school.id), eq(learners.id, input.recNo)));
  if (!learner?.webAccess) throw BusinessError.of('error', 104);
  if (learner.withdrawnAt) throw withdrawnError();
  const used = await db
    .insert(usedSilentTokens)
    .values({ nonce: claims.nonce, expiresAt: new Date(claims.expiresAt * 1000), usedAt: input.now })
    .onConflictDoNothing()
    .returning({ nonce: usedSilentTokens.nonce });
  if (used.length === 0) throw BusinessError.of('error', 104);
  return learner;
}
