import { useState, type FormEvent } from 'react';
import type { StaffUser } from '@shared/schemas/admin';
import { BusinessFailure } from '@client/lib/api-client';
import { staffLogin } from '../api/staff-login';
import { useConsoleSchool } from '../hooks/use-console-school';

interface Props {
  onSignedIn: (user: StaffUser) => void;
}

/** Console sign-in: school code (optional), login id and password; refusals shown as the server words them. */
export function StaffLoginForm({ onSignedIn }: Props) {
  const school = useConsoleSchool();
  const [serviceCode, setServiceCode] = useState(school.serviceCode);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const code = serviceCode.trim();
      const user = await staffLogin({ serviceCode: code || undefined, loginId: loginId.trim(), password });
      school.remember(code);
      onSignedIn(user);
    } catch (error) {
      // the lockout text (102) is the learners' and sends them to the school; staff are the school
      if (error instanceof BusinessFailure) {
        setProblem(error.error.message.replace('学校にご連絡ください。', '管理者に連絡してください。'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-login-form" onSubmit={submit} noValidate>
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      <div className="field">
        <label htmlFor="console-school">学校コード</label>
        <input
          id="console-school"
          value={serviceCode}
          onChange={(e) => setServiceCode(e.target.value)}
          autoComplete="organization"
          aria-describedby="console-school-hint"
        />
        <p id="console-school-hint" className="hint">
          空欄のときは、このサーバーの既定の学校です。
        </p>
      </div>
      <div className="field">
        <label htmlFor="console-login-id">ログインID</label>
        <input
          id="console-login-id"
          value={loginId}
          onChange={(e) => setLoginId(e.target.value)}
          autoComplete="username"
          required
        />
      </div>
      <div className="field">
        <label htmlFor="console-password">パスワード</label>
        <input
          id="console-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
        />
      </div>
      <button type="submit" className="button button-primary" disabled={busy || !loginId || !password}>
        {busy ? '確認しています…' : 'ログイン'}
      </button>
    </form>
  );
}
