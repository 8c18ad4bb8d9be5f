import { and, eq } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import { initialPassword, signUpWarnings, signUpWarningText, type SignUpFields } from '@shared/rules/sign-up';
import type { Db } from '@server/db/client';
import { learners, loginFailures } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import type { School, StoredSiteOptions } from '@server/domain/school/site-option';
import type { PasswordHasher } from './password-hash';
import { beginAttempt, lockedError } from './login-attempts';
import { proofOfWorkGate } from './proof-of-work';
import { withdrawnError } from './sign-in';
import { matchesEnrolment } from './sign-up-match';

/**
 * Sign-up failures lock a key of their own, so a stranger's sign-up guesses never lock the
 * learner's sign-in and the other way round ("signup:" is no student number: those are letters
 * and digits only).
 */
export const signUpLockKey = (seitoNo: string) => `signup:${seitoNo}`;

/** 111: any mismatch, always the same text; 112: the number's sign-up is locked for a while. */
const MISMATCH = 111;
const LOCKED = 112;

interface SignUpInput extends SignUpFields {
  school: School;
  siteOption: StoredSiteOptions;
  /** the ALTCHA payload solving the challenge of an earlier 103, if the client sent one */
  altcha?: string;
  ip: string;
  now: Date;
}

/**
 * Sign-up (SPEC.md §2 /sp/signup): turns on web access for a learner the school enrolled without
 * it, when student number, furigana and birth date agree with the school's record; stores the
 * mobile number and the time of consent; the password becomes the birth month and day (MMDD).
 * An unknown number, a wrong furigana or birth date and a learner already signed up all get 111,
 * after the same work; a learner the school marked 退所 gets 955 once the record matches.
 * Throttled like sign-in: each attempt counts as a failure of `signup:<number>` and of the
 * address before anything is compared (5 in a row lock for 15 minutes, 10 a day until the next
 * day; a throttled address must solve a proof of work).
 */
export async function signUp(
  db: Db,
  { hasher, powKey }: { hasher: PasswordHasher; powKey: Buffer },
  input: SignUpInput,
): Promise<{ learnerId: number; seitoNo: string }> {
  const { school, siteOption, seitoNo, ip, now } = input;
  const warnings = signUpWarnings(input, siteOption.account, japanDateKey(now));
  if (warnings.length > 0) throw new BusinessError(warnings[0]!, signUpWarningText(warnings));

  const attempt = await beginAttempt(
    db,
    { schoolId: school.id, account: signUpLockKey(seitoNo), ip, now },
    { proof: proofOfWorkGate(powKey, input.altcha, now), whenLocked: { refuse: LOCKED } },
  );

  const [record] = await db
    .select()
    .from(learners)
    .where(and(eq(learners.schoolId, school.id), eq(learners.seitoNo, seitoNo)));
  if (record && matchesEnrolment(record, input) && record.withdrawnAt) {
    // the record matched, so the caller is the learner: told why, and the attempt given back
    await attempt.succeeded();
    throw withdrawnError();
  }
  if (record && matchesEnrolment(record, input) && (await activate(db, hasher, record.id, input))) {
    await attempt.succeeded();
    return { learnerId: record.id, seitoNo };
  }
  const lock = await attempt.failed();
  if (lock) throw lockedError(lock, now, LOCKED);
  throw BusinessError.of('error', MISMATCH);
}

/**
 * Turns web access on, once: of two sign-ups at the same moment only one finds it still off.
 * The number's failed sign-ins (refused while web access was off) are forgotten, so a learner
 * who tried to sign in first is not locked out of the sign-in sign-up sends them to.
 */
async function activate(
  db: Db,
  hasher: PasswordHasher,
  learnerId: number,
  input: SignUpInput,
): Promise<boolean> {
  const passwordHash = await hasher.hash(initialPassword(input.birthDate));
  return db.transaction(async (tx) => {
    const activated = await tx
      .update(learners)
      .set({ webAccess: true, passwordHash, mobileNumber: input.mobileNumber, privacyConsentAt: input.now })
      .where(
        and(
          eq(learners.id, learnerId),
          eq(learners.webAccess, false),
          eq(learners.birthDate, input.birthDate),
        ),
      )
      .returning({ id: learners.id });
    if (activated.length === 0) return false;
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.schoolId, input.school.id), eq(loginFailures.seitoNo, input.seitoNo)));
    return true;
  });
}
