import { randomBytes } from 'node:crypto';
import { japanDateKey } from '@shared/rules/japan-time';
import type { LearnerSummary } from '@shared/schemas/admin-learners';
import type { Db } from '@server/db/client';
import { learners } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { BusinessError } from '@server/domain/business-error';
import { firstSiteOf } from '@server/domain/school/site-option';
import { checkEnrolment, type EnrolmentInput } from './enrolment';

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
  // 学校の設定 sets one length on every site
  const { account } = (await firstSiteOf(db, actor.schoolId)).options;
  const checked = checkEnrolment(input, account, japanDateKey(now));
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
