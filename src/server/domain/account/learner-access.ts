import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { learners, sessions, siteOptions } from '@server/db/schema';
import { recordAudit, type AuditActor } from '@server/domain/audit/record-audit';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { BusinessError } from '@server/domain/business-error';
import { enqueueMails } from '@server/domain/mail/outbox';
import { schoolSignature } from '@server/domain/mail/signature';
import { passwordChangedMail, signInLinkMail } from '@server/domain/mail/templates';
import { learnerOfSchool } from '@server/domain/school/school-scope';
import { storedOptionsSchema } from '@server/domain/school/site-option';
import { PASSWORD_CHANGED_KIND } from './save-registration';

/** The outbox kind of the login-page mail staff send (issue 26 §6). */
export const SIGN_IN_LINK_KIND = 'sign-in-link';

/**
 * Letters and digits of a temporary password: the sites' rule (SPEC.md §5, half-width letters and
 * digits) without the ones that read alike on the phone (0/o, 1/l/i), in lower case only.
 */
export const TEMPORARY_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * How long a temporary password is, so that every site of the school accepts it at sign-in (each
 * site has its own length range, SPEC.md §3 account.password): the shortest maximum, but never
 * below the longest minimum; when the sites' ranges do not overlap at all, the first site's
 * maximum. 8 when the school has no site, the demo's maximum.
 */
export function temporaryPasswordLength(ranges: readonly { minLength: number; maxLength: number }[]): number {
  if (ranges.length === 0) return 8;
  const shortestMax = Math.min(...ranges.map((r) => r.maxLength));
  const longestMin = Math.max(...ranges.map((r) => r.minLength));
  return shortestMax >= longestMin ? shortestMax : ranges[0]!.maxLength;
}

/** A temporary password of `length` characters from {@link TEMPORARY_PASSWORD_ALPHABET}, by a CSPRNG. */
export function temporaryPassword(length: number): string {
  return Array.from(
    { length },
    () => TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)],
  ).join('');
}

type Learner = typeof learners.$inferSelect;

/** 904 for a learner the school marked 退所, 905 for one who has not signed up on the web yet. */
function assertActiveAccount(learner: Learner): void {
  if (learner.withdrawnAt !== null) throw BusinessError.of('error', 904);
  if (!learner.webAccess) throw BusinessError.of('error', 905);
}

/**
 * Staff reset a learner's password (issue 26 §6): a temporary password that every site of the
 * school accepts, answered once and stored only as a hash; in the same transaction every session of
 * the learner ends (whoever held the account is signed out), a "password changed" mail goes to the
 * learner's address if they have one, and the audit log records that it happened — never the
 * password.
 */
export async function resetLearnerPassword(
  db: Db,
  hasher: PasswordHasher,
  actor: AuditActor,
  learnerId: number,
  now: Date,
): Promise<{ temporaryPassword: string }> {
  const learner = await learnerOfSchool(db, actor.schoolId, learnerId);
  assertActiveAccount(learner);
  const sites = await db
    .select({ options: siteOptions.options })
    .from(siteOptions)
    .where(eq(siteOptions.schoolId, actor.schoolId))
    .orderBy(siteOptions.site);
  const ranges = sites.map((row) => storedOptionsSchema.parse(row.options).account.password);
  const password = temporaryPassword(temporaryPasswordLength(ranges));
  const passwordHash = await hasher.hash(password);
  await db.transaction(async (tx) => {
    await tx.update(learners).set({ passwordHash }).where(eq(learners.id, learner.id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.learnerId, learner.id))
      .returning({ id: sessions.idHash });
    if (learner.mailAddress) {
      const mail = passwordChangedMail({
        school: await schoolSignature(tx, actor.schoolId),
        greetingName: learner.furigana,
        changedText: `${formatLongDate(now)} ${formatTime(now)}`,
      });
      await enqueueMails(tx, now, [
        {
          schoolId: actor.schoolId,
          learnerId: learner.id,
          kind: PASSWORD_CHANGED_KIND,
          to: learner.mailAddress,
          ...mail,
        },
      ]);
    }
    await recordAudit(
      tx,
      actor,
      {
        action: 'learner.password-reset',
        targetType: 'learner',
        targetId: learner.id,
        learnerId: learner.id,
        after: { sessionsEnded: ended.length, notified: learner.mailAddress !== '' },
      },
      now,
    );
  });
  return { temporaryPassword: password };
}

/**
 * Mails a learner the school's login page (issue 26 §6): `{baseUrl}sp/login?serviceCode=…&site=…`,
 * a plain link, not a silent sign-in token. 903 when the learner has no mail address; 904/905 for
 * a withdrawn learner or one not signed up yet (the page would refuse them). Written to the outbox
 * and audited in one transaction; answers the address it went to.
 */
export async function mailSignInLink(
  db: Db,
  actor: AuditActor,
  input: { learnerId: number; serviceCode: string; site: string; baseUrl: string },
  now: Date,
): Promise<{ mailAddress: string }> {
  const learner = await learnerOfSchool(db, actor.schoolId, input.learnerId);
  assertActiveAccount(learner);
  if (learner.mailAddress === '') throw BusinessError.of('error', 903);
  const query = new URLSearchParams({ serviceCode: input.serviceCode, site: input.site });
  const link = `${input.baseUrl}sp/login?${query.toString()}`;
  await db.transaction(async (tx) => {
    const mail = signInLinkMail({
      school: await schoolSignature(tx, actor.schoolId),
      greetingName: learner.furigana,
      link,
    });
    const [mailId] = await enqueueMails(tx, now, [
      {
        schoolId: actor.schoolId,
        learnerId: learner.id,
        kind: SIGN_IN_LINK_KIND,
        to: learner.mailAddress,
        ...mail,
      },
    ]);
    await recordAudit(
      tx,
      actor,
      {
        action: 'learner.mail-sign-in-link',
        targetType: 'learner',
        targetId: learner.id,
        learnerId: learner.id,
        after: { site: input.site, mailId },
      },
      now,
    );
  });
  return { mailAddress: learner.mailAddress };
}
