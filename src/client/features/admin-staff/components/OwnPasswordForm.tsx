import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/staff';
import { STAFF_PASSWORD_LIMITS } from '@shared/rules/staff-password';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { useStaffAction } from '@client/lib/use-staff-action';
import { changeOwnPassword } from '../api/staff-accounts';

/**
 * Everyone's own password: the current one (805 when wrong), the new one twice; the rule of
 * length and "not the login id" is the server's (702), so the form shows its text.
 */
export function OwnPasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const change = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== again) {
      change.showProblem(t('own.mismatch'));
      return;
    }
    const done = await change.run(async () => {
      await changeOwnPassword(current, next);
      return t('own.done');
    });
    if (done) {
      setCurrent('');
      setNext('');
      setAgain('');
    }
  };
  return (
    <form noValidate className="admin-panel own-password" onSubmit={(e) => void submit(e)}>
      <p>{t('own.intro')}</p>
      <ActionOutcome done={change.done} problem={change.problem} />
      <div className="field">
        <label htmlFor="own-current">{t('own.current')}</label>
        <input
          id="own-current"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
      </div>
      <div className="field">
        <label htmlFor="own-next">{t('own.next', STAFF_PASSWORD_LIMITS)}</label>
        <input
          id="own-next"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
        />
      </div>
      <div className="field">
        <label htmlFor="own-again">{t('own.again')}</label>
        <input
          id="own-again"
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          required
        />
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={change.busy}>
          {change.busy ? t('own.sending') : t('own.submit')}
        </button>
      </div>
    </form>
  );
}
