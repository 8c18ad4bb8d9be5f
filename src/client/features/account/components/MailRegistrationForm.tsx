import { useId, useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/learner/account';
import { withCode } from '@shared/i18n/messages';
import {
  loginWarnings,
  loginWarningText,
  studentNumberHint,
  studentNumberPlaceholder,
} from '@shared/rules/login-validation';
import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
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
  const id = useId();
  // the link alone proves nothing: a password is asked even where the site signs in without one
  const rules = { ...account, passwordRequired: true };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const codes = loginWarnings({ seitoNo, password }, rules);
    if (codes.length > 0) {
      setError(loginWarningText(codes));
      return;
    }
    setError(null);
    setPending(true);
    confirmMailAddress({ serviceCode, site, token, seitoNo, password }).then(
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
    <form className="login-form" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <div className="field">
        <label htmlFor={`${id}-seito`}>{t('mail.studentNumber')}</label>
        <input
          id={`${id}-seito`}
          name="seitoNo"
          inputMode={rules.accountType === 1 ? 'numeric' : 'text'}
          autoComplete="username"
          maxLength={digits}
          placeholder={studentNumberPlaceholder(rules)}
          aria-describedby={`${id}-seito-hint`}
          value={seitoNo}
          onChange={(e) => setSeitoNo(e.target.value.trim())}
        />
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
          maxLength={rules.password.maxLength}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t('mail.registering') : t('mail.register')}
      </button>
    </form>
  );
}
