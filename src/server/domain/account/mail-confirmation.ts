import { hash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { loginWarnings, loginWarningText } from '@shared/rules/login-validation';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { learners, mailConfirmations, outboxMails } from '@server/db/schema';
import { beginAttempt, lockedError } from '@server/domain/auth/login-attempts';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { proofOfWorkGate } from '@server/domain/auth/proof-of-work';
import { BusinessError } from '@server/domain/business-error';
import { enqueueMails } from '@server/domain/mail/outbox';
import { schoolSignature } from '@server/domain/mail/signature';
import { mailAddressChangedMail, mailConfirmationMail, maskedAddress } from '@server/domain/mail/templates';
import type { School, StoredSiteOptions } from '@server/domain/school/site-option';

/** A confirmation link works for 24 hours after the change (PRODUCT.md §4, issue 11). */
export const MAIL_CONFIRMATION_TTL_MS = 24 * 3_600_000;

/**
 * Confirmation mails one learner may cause per 24 hours: enough for typos and a mail that did not
 * arrive (SPEC.md §2: "register again"), too few to use the school's sender against a stranger.
 */
export const MAIL_CONFIRMATIONS_PER_DAY = 5;

/** The outbox kind of a confirmation mail. */
export const MAIL_CONFIRMATION_KIND = 'mail-confirmation';

/** The outbox kind of the notice to the old address once a new one is confirmed. */
export const MAIL_ADDRESS_CHANGED_KIND = 'mail-address-changed';

/** Only this digest of a link's token is stored, so a database dump holds no working link. */
const tokenHash = (token: string) => hash('sha256', token, 'hex');

/** Where the confirmation link points: the smartphone mail page of the learner's school and site. */
export interface ConfirmationLinkBase {
  /** `https://host/bus/ankyo/`: PUBLIC_URL, else the origin the change came to, plus BASE_PATH */
  baseUrl: string;
  serviceCode: string;
  site: string;
}

/**
 * Starts the confirmation of a new mail address, on `tx` (the transaction of the change): refuses
 * with 253 past {@link MAIL_CONFIRMATIONS_PER_DAY}; drops the learner's links not yet used, so
 * only the newest mail's link works; stores the new link's token digest with a 24-hour expiry;
 * and queues the mail to the new address in the same transaction.
 */
export async function issueMailConfirmation(
  tx: Db,
  input: {
    schoolId: number;
    learner: { id: number; furigana: string };
    mailAddress: string;
    link: ConfirmationLinkBase;
    now: Date;
  },
): Promise<void> {
  const { schoolId, learner, mailAddress, link, now } = input;
  // one change of a learner at a time: the day's count and the one live link would race otherwise
  await tx.select({ id: learners.id }).from(learners).where(eq(learners.id, learner.id)).for('update');
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const [sent] = await tx
    .select({ n: count() })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.learnerId, learner.id),
        eq(outboxMails.kind, MAIL_CONFIRMATION_KIND),
        gt(outboxMails.createdAt, dayAgo),
      ),
    );
  if ((sent?.n ?? 0) >= MAIL_CONFIRMATIONS_PER_DAY) throw BusinessError.of('error', 253);

  await tx
    .delete(mailConfirmations)
    .where(and(eq(mailConfirmations.learnerId, learner.id), isNull(mailConfirmations.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + MAIL_CONFIRMATION_TTL_MS);
  await tx.insert(mailConfirmations).values({
    tokenHash: tokenHash(token),
    schoolId,
    learnerId: learner.id,
    mailAddress,
    createdAt: now,
    expiresAt,
  });

  const query = new URLSearchParams({ serviceCode: link.serviceCode, site: link.site, token });
  const mail = mailConfirmationMail({
    school: await schoolSignature(tx, schoolId),
    greetingName: learner.furigana,
    link: `${link.baseUrl}sp/mail?${query}`,
    expiresText: `${formatLongDate(expiresAt)} ${formatTime(expiresAt)}`,
  });
  await enqueueMails(tx, now, [
    { schoolId, learnerId: learner.id, kind: MAIL_CONFIRMATION_KIND, to: mailAddress, ...mail },
  ]);
}

type Confirmation = typeof mailConfirmations.$inferSelect;

/**
 * The confirmation of a link's token at a school, if it still works: 250 unknown (or replaced by a
 * newer change), 252 already used, 251 expired. Nothing here depends on who asks, so it may be
 * answered before any credentials are checked.
 */
export async function openConfirmation(
  db: Db,
  schoolId: number,
  token: string,
  now: Date,
): Promise<Confirmation> {
  const [row] = await db
    .select()
    .from(mailConfirmations)
    .where(and(eq(mailConfirmations.tokenHash, tokenHash(token)), eq(mailConfirmations.schoolId, schoolId)));
  if (!row) throw BusinessError.of('error', 250);
  if (row.usedAt) throw BusinessError.of('error', 252);
  if (row.expiresAt <= now) throw BusinessError.of('error', 251);
  return row;
}

/** The newest address of a learner still waiting for its link to be opened, or null. */
export async function pendingMailAddress(db: Db, learnerId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ mailAddress: mailConfirmations.mailAddress })
    .from(mailConfirmations)
    .where(
      and(
        eq(mailConfirmations.learnerId, learnerId),
        isNull(mailConfirmations.usedAt),
        gt(mailConfirmations.expiresAt, now),
      ),
    );
  return row?.mailAddress ?? null;
}

interface ConfirmInput {
  school: School;
  siteOption: StoredSiteOptions;
  token: string;
  seitoNo: string;
  password: string;
  altcha?: string;
  ip: string;
  now: Date;
}

/**
 * Mail registration (SPEC.md §2 /sp/mail): the learner who opened the link proves who they are
 * with student number and password, and the link's address becomes theirs (the old address, if
 * any, is told, in the same transaction). The proof is a
 * sign-in in all but the session: the same warnings, the same single answer 101 for an unknown
 * number, a wrong password or a link of another learner, the same per-number lock and per-address
 * throttle (with its proof of work). The link is used once, even by two submissions at once.
 */
export async function confirmMailAddress(
  db: Db,
  { hasher, powKey }: { hasher: PasswordHasher; powKey: Buffer },
  input: ConfirmInput,
): Promise<{ mailAddress: string }> {
  const { school, seitoNo, password, ip, now } = input;
  // a password is asked here even where the site signs in without one: the link alone proves nothing
  const warnings = loginWarnings(
    { seitoNo, password },
    { ...input.siteOption.account, passwordRequired: true },
  );
  if (warnings.length > 0) throw new BusinessError(warnings[0]!, loginWarningText(warnings));
  const confirmation = await openConfirmation(db, school.id, input.token, now);

  const attempt = await beginAttempt(
    db,
    { schoolId: school.id, account: seitoNo, ip, now },
    { proof: proofOfWorkGate(powKey, input.altcha, now), whenLocked: { refuse: 102 } },
  );
  const [learner] = await db
    .select({ id: learners.id, passwordHash: learners.passwordHash })
    .from(learners)
    .where(and(eq(learners.schoolId, school.id), eq(learners.seitoNo, seitoNo)));
  let verified = false;
  if (learner) verified = await hasher.verify(password, learner.passwordHash);
  else await hasher.verifyDummy(password);
  if (!verified || learner?.id !== confirmation.learnerId) {
    const lock = await attempt.failed();
    if (lock) throw lockedError(lock, now);
    throw BusinessError.of('error', 101);
  }
  await attempt.succeeded();

  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(mailConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(mailConfirmations.tokenHash, confirmation.tokenHash),
          isNull(mailConfirmations.usedAt),
          gt(mailConfirmations.expiresAt, now),
        ),
      )
      .returning({ mailAddress: mailConfirmations.mailAddress });
    if (!used) throw BusinessError.of('error', 252);
    // a bound address ends every other link of the learner still waiting
    await tx
      .delete(mailConfirmations)
      .where(and(eq(mailConfirmations.learnerId, confirmation.learnerId), isNull(mailConfirmations.usedAt)));
    const [before] = await tx
      .select({ mailAddress: learners.mailAddress, furigana: learners.furigana })
      .from(learners)
      .where(eq(learners.id, confirmation.learnerId))
      .for('update');
    await tx
      .update(learners)
      .set({ mailAddress: used.mailAddress })
      .where(eq(learners.id, confirmation.learnerId));
    if (before?.mailAddress && before.mailAddress !== used.mailAddress) {
      const mail = mailAddressChangedMail({
        school: await schoolSignature(tx, school.id),
        greetingName: before.furigana,
        newAddress: maskedAddress(used.mailAddress),
        changedText: `${formatLongDate(now)} ${formatTime(now)}`,
      });
      await enqueueMails(tx, now, [
        {
          schoolId: school.id,
          learnerId: confirmation.learnerId,
          kind: MAIL_ADDRESS_CHANGED_KIND,
          to: before.mailAddress,
          ...mail,
        },
      ]);
    }
    return { mailAddress: used.mailAddress };
  });
}

/** How long a used or expired link is kept, so that opening it says 251 or 252 rather than 250. */
const KEEP_AFTER_EXPIRY_MS = 7 * 24 * 3_600_000;

/** Deletes confirmations a week past their expiry (the hourly purge). */
export async function purgeOldMailConfirmations(db: Db, now: Date): Promise<void> {
  await db
    .delete(mailConfirmations)
    .where(lt(mailConfirmations.expiresAt, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)));
}
