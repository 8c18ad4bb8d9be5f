import { eq } from 'drizzle-orm';
import {
  changeMask,
  mailChanged,
  mobileChanged,
  mobileDigits,
  passwordSupplied,
  registrationWarningText,
  registrationWarnings,
  type RegistrationInput,
} from '@shared/rules/registration-change';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { Db } from '@server/db/client';
import { learners } from '@server/db/schema';
import type { Learner } from '@server/domain/auth/sign-in';
import type { PasswordHasher } from '@server/domain/auth/password-hash';
import { endOtherSessions } from '@server/domain/auth/session-store';
import { BusinessError } from '@server/domain/business-error';
import type { StoredSiteOptions } from '@server/domain/school/site-option';
import { enqueueMails } from '@server/domain/mail/outbox';
import { schoolSignature } from '@server/domain/mail/signature';
import { passwordChangedMail } from '@server/domain/mail/templates';
import { issueMailConfirmation, type ConfirmationLinkBase } from './mail-confirmation';

/** The outbox kind of the notice that a learner's password changed (to the registered address). */
export const PASSWORD_CHANGED_KIND = 'password-changed';

interface SaveRegistrationInput {
  learner: Learner;
  schoolId: number;
  options: StoredSiteOptions;
  request: RegistrationInput;
  /** the session the change came with: it stays, the learner's other sessions end on a password change */
  sessionId: string;
  link: ConfirmationLinkBase;
  now: Date;
}

/**
 * Change of registration (`User/Save`, SPEC.md §4, §5): checks the items the site lets the learner
 * change (warnings 10, 5, 2, 3, 4), then in one transaction stores a new mobile number (digits
 * only) and a new password (hashed; every other session of the learner ends, and the registered
 * address is told), and for a new mail
 * address starts its confirmation — the address itself changes only when the link is opened
 * (PRODUCT.md §4). An item equal to the stored value changes nothing. Returns the bit mask.
 * Items the site turns off must have been refused before (the route answers 403).
 */
export async function saveRegistration(
  db: Db,
  hasher: PasswordHasher,
  input: SaveRegistrationInput,
): Promise<number> {
  const { learner, request, now } = input;
  const { registredInfo: switches, account } = input.options;
  const stored = { mailAddress: learner.mailAddress, mobileNumber: learner.mobileNumber };
  const warnings = registrationWarnings(request, stored, { switches, password: account.password });
  if (warnings.length > 0) throw new BusinessError(warnings[0]!, registrationWarningText(warnings));

  const newMail = switches.isMailAddressEnabled && mailChanged(request, stored) ? request.mailAddress! : null;
  const newMobile =
    switches.isMobilePhoneEnabled && mobileChanged(request, stored)
      ? mobileDigits(request.mobileNumber!)
      : null;
  const password = request.password ?? '';
  // the same password again is "equal to the stored value": no bit, and other sessions stay
  const newPasswordHash =
    switches.isPasswordEnabled &&
    passwordSupplied(request) &&
    !(await hasher.verify(password, learner.passwordHash))
      ? await hasher.hash(password)
      : null;

  await db.transaction(async (tx) => {
    const changes = {
      ...(newMobile !== null ? { mobileNumber: newMobile } : {}),
      ...(newPasswordHash !== null ? { passwordHash: newPasswordHash } : {}),
    };
    if (Object.keys(changes).length > 0)
      await tx.update(learners).set(changes).where(eq(learners.id, learner.id));
    if (newPasswordHash !== null) {
      await endOtherSessions(tx, learner.id, input.sessionId);
      if (learner.mailAddress) {
        const mail = passwordChangedMail({
          school: await schoolSignature(tx, input.schoolId),
          greetingName: learner.furigana,
          changedText: `${formatLongDate(now)} ${formatTime(now)}`,
        });
        await enqueueMails(tx, now, [
          {
            schoolId: input.schoolId,
            learnerId: learner.id,
            kind: PASSWORD_CHANGED_KIND,
            to: learner.mailAddress,
            ...mail,
          },
        ]);
      }
    }
    if (newMail !== null) {
      await issueMailConfirmation(tx, {
        schoolId: input.schoolId,
        learner,
        mailAddress: newMail,
        link: input.link,
        now,
      });
    }
  });
  return changeMask({
    mail: newMail !== null,
    mobile: newMobile !== null,
    password: newPasswordHash !== null,
  });
}
