import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/driver';
import { Alert } from '@client/components/ui/Alert';

interface Props {
  /** the last sign-in's problem, by this form or by the QR's code */
  problem: string | null;
  busy: boolean;
  onCode: (code: string) => void;
}

/** The phone's sign-in: the 8-character code the console showed (typed, or opened from its QR). */
export function SignInForm({ problem, busy, onCode }: Props) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && code.trim()) onCode(code);
  };
  return (
    <form className="driver-sign-in" onSubmit={submit} noValidate>
      <h1 className="driver-title">{t('signIn.title')}</h1>
      <p>{t('signIn.lead')}</p>
      {problem && <Alert>{problem}</Alert>}
      <div className="field">
        <label htmlFor="driver-code">{t('signIn.code')}</label>
        <input
          id="driver-code"
          className="driver-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          required
        />
      </div>
      <button
        type="submit"
        className="button button-primary driver-button"
        aria-disabled={busy || !code.trim()}
      >
        {busy ? t('signIn.checking') : t('signIn.submit')}
      </button>
    </form>
  );
}
