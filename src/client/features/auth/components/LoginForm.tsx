import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TYPED_NUMBER_MAX, cleanDigits } from '@shared/rules/digit-input';
import {
  loginFieldMessages,
  loginWarnings,
  loginWarningText,
  studentNumberHint,
  studentNumberPlaceholder,
} from '@shared/rules/login-validation';
import { t } from '@shared/i18n/learner/login';
import { withCode } from '@shared/i18n/messages';
import type { LoginResponse } from '@shared/schemas/auth';
import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { FieldError, describedBy } from '@client/components/ui/FieldError';
import { useFirstInvalidFocus } from '@client/lib/use-first-invalid-focus';
import { BusinessFailure } from '@client/lib/api-client';
import { login, silentAuth } from '../api/login';
import type { LoginParams } from '../hooks/use-login-params';

interface Props {
  params: LoginParams;
  siteOption: SiteOption;
  onSignedIn: (response: LoginResponse) => void;
}

/** A refusal shows its catalogue text and code; transport failures were already handled by the API client. */
function failureText(error: unknown): string | null {
  return error instanceof BusinessFailure ? withCode(error.error.message, error.error.code) : null;
}

/** Sign-in by student number (and password where the site asks for one), or silently in mng mode. */
export function LoginForm({ params, siteOption, onSignedIn }: Props) {
  const rules = siteOption.account;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [seitoNo, setSeitoNo] = useState('');
  const [password, setPassword] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [fieldMessages, setFieldMessages] = useState<{ seitoNo?: string; password?: string }>({});
  const { ref: formRef, focusFirstInvalid } = useFirstInvalidFocus();
  const seitoId = useId();
  const passwordId = useId();
  const silentStarted = useRef(false);
  const isMng = params.mode === 'mng' && Boolean(params.recNo);

  useEffect(() => {
    if (!isMng || silentStarted.current) return;
    silentStarted.current = true;
    silentAuth({
      serviceCode: params.serviceCode,
      site: params.site,
      authority: params.authority,
      recNo: Number(params.recNo),
      token: params.token ?? '',
    }).then(onSignedIn, (error: unknown) => setFailure(failureText(error)));
  }, [isMng, params, onSignedIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // a number typed with hyphens, spaces or full-width digits is cleaned, and shown so, before the checks
    const input = { seitoNo: cleanDigits(seitoNo), password: cleanDigits(password) };
    setSeitoNo(input.seitoNo);
    setPassword(input.password);
    const codes = loginWarnings(input, rules);
    setFieldMessages(loginFieldMessages(input, rules));
    if (codes.length > 0) {
      setWarning(loginWarningText(codes));
      focusFirstInvalid();
      return;
    }
    setWarning(null);
    setFailure(null);
    setPending(true);
    login({
      serviceCode: params.serviceCode,
      site: params.site,
      authority: params.authority,
      ...input,
    }).then(onSignedIn, (error: unknown) => {
      setPending(false);
      setFailure(failureText(error));
    });
  };

  if (isMng) return failure ? <Alert>{failure}</Alert> : <p role="status">{t('signingIn')}</p>;

  const error = warning ?? failure;
  const digits = rules.seitoNo.maxLength;
  return (
    <form ref={formRef} className="login-form" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <div className="field">
        <label htmlFor={seitoId}>{t('studentNumber')}</label>
        <input
          id={seitoId}
          name="seitoNo"
          inputMode={rules.accountType === 1 ? 'numeric' : 'text'}
          autoComplete="username"
          maxLength={TYPED_NUMBER_MAX}
          placeholder={studentNumberPlaceholder(rules)}
          aria-invalid={fieldMessages.seitoNo ? true : undefined}
          aria-describedby={describedBy(fieldMessages.seitoNo && `${seitoId}-error`, `${seitoId}-hint`)}
          value={seitoNo}
          onChange={(e) => setSeitoNo(e.target.value.trim())}
        />
        <FieldError id={`${seitoId}-error`} message={fieldMessages.seitoNo} />
        <p id={`${seitoId}-hint`} className="hint">
          {studentNumberHint(rules)}
          {t('studentNumberDigits', { digits })}
        </p>
      </div>
      {rules.passwordRequired && (
        <div className="field">
          <label htmlFor={passwordId}>{t('password')}</label>
          <input
            id={passwordId}
            name="password"
            type="password"
            inputMode={rules.accountType === 1 ? 'numeric' : 'text'}
            autoComplete="current-password"
            maxLength={TYPED_NUMBER_MAX}
            aria-invalid={fieldMessages.password ? true : undefined}
            aria-describedby={describedBy(
              fieldMessages.password && `${passwordId}-error`,
              `${passwordId}-hint`,
            )}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FieldError id={`${passwordId}-error`} message={fieldMessages.password} />
          <p id={`${passwordId}-hint`} className="hint">
            {t('passwordHint')}
          </p>
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
