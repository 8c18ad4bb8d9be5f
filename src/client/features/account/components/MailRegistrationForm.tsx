import { useId, useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/learner/account';
import { withCode } from '@shared/i18n/messages';
import { TYPED_NUMBER_MAX, cleanDigits } from '@shared/rules/digit-input';
import {
  loginFieldMessages,
  loginWarnings,
  loginWarningText,
  studentNumberHint,
  studentNumberPlaceholder,
} from '@shared/rules/login-validation';
import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { FieldError, describedBy } from '@client/components/ui/FieldError';
import { useFirstInvalidFocus } from '@client/lib/use-first-invalid-focus';
import { BusinessFailure } from '@client/lib/api-client';
import { confirmMailAddress } from '../api/mail-registration';

interface Props {
  serviceCode: string | undefined;
  site: string;
  token: string;
  account: SiteOption['account'];
  onRegistered: (mailAddress: string) => void;
  /** a refusal of the link itself (expired, used): the form gives way to its text */
  onLinkRefused: (error: BusinessFailure) => void;
}

/** The refusals that are about the link, not about the learner's entries. */
const LINK_CODES = [250, 251, 252];

/** SPEC.md §2 /sp/mail: student number and password bind the confirmed address to the learner. */
export function MailRegistrationForm({
  serviceCode,
  site,
  token,
  account,
  onRegistered,
  onLinkRefused,
}: Props) {
  const [seitoNo, setSeitoNo] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldMessages, setFieldMessages] = useState<{ seitoNo?: string; password?: string }>({});
  const { ref: formRef, focusFirstInvalid } = useFirstInvalidFocus();
  const id = useId();
  // the link alone proves nothing: a password is asked even where the site signs in without one
  const rules = { ...account, passwordRequired: true };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { seitoNo: cleanDigits(seitoNo), password: cleanDigits(password) };
    setSeitoNo(input.seitoNo);
    setPassword(input.password);
    const codes = loginWarnings(input, rules);
    setFieldMessages(loginFieldMessages(input, rules));
    if (codes.length > 0) {
      setError(loginWarningText(codes));
      focusFirstInvalid();
      return;
    }
    setError(null);
    setPending(true);
    confirmMailAddress({ serviceCode, site, token, ...input }).then(
      (result) => onRegistered(result.mailAddress),
      (failure: unknown) => {
        setPending(false);
        if (failure instanceof BusinessFailure && LINK_CODES.includes(Number(failure.error.code))) {
          onLinkRefused(failure);
        } else if (failure instanceof BusinessFailure) {
          setError(withCode(failure.error.message, failure.error.code));
        }
      },
    );
  };

  const digits = rules.seitoNo.maxLength;
  return (
    <form ref={formRef} className="login-form" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <div className="field">
        <label htmlFor={`${id}-seito`}>{t('mail.studentNumber')}</label>
        <input
          id={`${id}-seito`}
          name="seitoNo"
          inputMode={rules.accountType === 1 ? 'numeric' : 'text'}
          autoComplete="username"
          maxLength={TYPED_NUMBER_MAX}
          placeholder={studentNumberPlaceholder(rules)}
          aria-invalid={fieldMessages.seitoNo ? true : undefined}
          aria-describedby={describedBy(fieldMessages.seitoNo && `${id}-seito-error`, `${id}-seito-hint`)}
          value={seitoNo}
          onChange={(e) => setSeitoNo(e.target.value.trim())}
        />
        <FieldError id={`${id}-seito-error`} message={fieldMessages.seitoNo} />
        <p id={`${id}-seito-hint`} className="hint">
          {studentNumberHint(rules)}
          {t('mail.studentNumberDigits', { digits })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('mail.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={TYPED_NUMBER_MAX}
          aria-invalid={fieldMessages.password ? true : undefined}
          aria-describedby={describedBy(fieldMessages.password && `${id}-password-error`)}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FieldError id={`${id}-password-error`} message={fieldMessages.password} />
      </div>
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t('mail.registering') : t('mail.register')}
      </button>
    </form>
  );
}
