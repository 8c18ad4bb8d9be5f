import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/login';
import type { StaffUser } from '@shared/schemas/admin';
import { Alert } from '@client/components/ui/Alert';
import { BusinessFailure } from '@client/lib/api-client';
import { useStaffAction } from '@client/lib/use-staff-action';
import { staffLogin } from '../api/staff-login';
import { useConsoleSchool } from '../hooks/use-console-school';

interface Props {
  onSignedIn: (user: StaffUser) => void;
}

/** A refused sign-in as the server words it (no code, as SPEC.md §8 shows sign-in failures to learners). */
function signInProblem(error: unknown): string | null {
  if (!(error instanceof BusinessFailure)) return null;
  // the lockout text (102) is the learners' and sends them to the school; staff are the school
  return error.error.message.replace(t('lockout.learnersAdvice'), t('lockout.staffAdvice'));
}

/** Console sign-in: school code (optional), login id and password; refusals shown as the server words them. */
export function StaffLoginForm({ onSignedIn }: Props) {
  const school = useConsoleSchool();
  const [serviceCode, setServiceCode] = useState(school.serviceCode);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useStaffAction({ problemText: signInProblem });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = serviceCode.trim();
    const user = await signIn.run(() =>
      staffLogin({ serviceCode: code || undefined, loginId: loginId.trim(), password }),
    );
    if (!user) return;
    school.remember(code);
    onSignedIn(user);
  };

  return (
    <form className="admin-login-form" onSubmit={(e) => void submit(e)} noValidate>
      {signIn.problem && <Alert>{signIn.problem}</Alert>}
      <div className="field">
        <label htmlFor="console-school">{t('schoolCode')}</label>
        <input
          id="console-school"
          value={serviceCode}
          onChange={(e) => setServiceCode(e.target.value)}
          autoComplete="organization"
          aria-describedby="console-school-hint"
        />
        <p id="console-school-hint" className="hint">
          {t('schoolCodeHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="console-login-id">{t('loginId')}</label>
        <input
          id="console-login-id"
          value={loginId}
          onChange={(e) => setLoginId(e.target.value)}
          autoComplete="username"
          required
        />
      </div>
      <div className="field">
        <label htmlFor="console-password">{t('password')}</label>
        <input
          id="console-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
        />
      </div>
      <button type="submit" className="button button-primary" disabled={signIn.busy || !loginId || !password}>
        {signIn.busy ? t('checking') : t('submit')}
      </button>
    </form>
  );
}
