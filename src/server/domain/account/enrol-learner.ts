import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { japanDateKey } from '@shared/rules/japan-time';
import type { LearnerSummary } from '@shared/schemas/admin-learners';
import type { Db } from '@server/db/client';
import { learners, siteOptions } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { BusinessError } from '@server/domain/business-error';
import { storedOptionsSchema } from '@server/domain/school/site-option';
import { checkEnrolment, type EnrolmentInput } from './enrolment';

/** The student-number length of the school's first site (学校の設定 sets every site alike). */
async function seitoNoLength(db: Db, schoolId: number) {
  const [first] = await db
    .select({ options: siteOptions.options })
    .from(siteOptions)
    .where(eq(siteOptions.schoolId, schoolId))
    .orderBy(asc(siteOptions.site))
    .limit(1);
  if (!first) throw BusinessError.of('error', 403);
  const { minLength, maxLength } = storedOptionsSchema.parse(first.options).account.seitoNo;
  return { min: minLength, max: maxLength };
}

/**
 * Enrols a learner as the school's office does (issue 23): the record that sign-up on /sp/signup
 * compares (student number, furigana, birth date). The learner cannot sign in until they sign up
 * there and choose their password; until then the account holds a password nobody knows. A
 * student number the school already has is refused by the unique key (921). Audited.
 */
export async function enrolLearner(
  db: Db,
  hasher: PasswordHasher,
  actor: AuditActor,
  input: EnrolmentInput,
  now: Date,
): Promise<LearnerSummary> {
  const checked = checkEnrolment(input, await seitoNoLength(db, actor.schoolId), japanDateKey(now));
  if ('code' in checked) throw BusinessError.of('error', checked.code);
  const record = checked.record;
  const passwordHash = await hasher.hash(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(learners)
      .values({ schoolId: actor.schoolId, ...record, passwordHash, webAccess: false, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw BusinessError.of('error', 921);
    await recordAudit(
      tx,
      actor,
      { action: 'learner.enrol', targetType: 'learner', targetId: row.id, learnerId: row.id, after: record },
      now,
    );
    return { learnerId: row.id, seitoNo: row.seitoNo, name: row.name, furigana: row.furigana };
  });
}
