import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/staff';
import { t as tShell } from '@shared/i18n/console/shell';
import type { StaffRoleName } from '@shared/schemas/admin';
import type { IssuedPassword } from '@shared/schemas/admin-staff';
import { Alert } from '@client/components/ui/Alert';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { useStaffAction } from '@client/lib/use-staff-action';
import { addStaff } from '../api/staff-accounts';

interface Props {
  onAdded: (issued: IssuedPassword) => void;
  onCancel: () => void;
}

/** Add an account: login id, name, role; the server checks them (800–802) and issues the password. */
export function AddStaffForm({ onAdded, onCancel }: Props) {
  const [loginId, setLoginId] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRoleName>('dispatcher');
  const save = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issued = await save.run(() => addStaff({ loginId, name, role }));
    if (issued) onAdded(issued);
  };
  return (
    <form
      noValidate
      className="admin-panel staff-form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="staff-form-title"
    >
      <h2 id="staff-form-title">{t('form.title')}</h2>
      {save.problem && <Alert>{save.problem}</Alert>}
      <div className="staff-fields">
        <div className="field">
          <label htmlFor="staff-login-id">{t('form.loginId')}</label>
          <input
            ref={focusOnMount}
            id="staff-login-id"
            value={loginId}
            onChange={(e) => setLoginId(e.target.value)}
            required
            autoComplete="off"
            spellCheck={false}
            aria-describedby="staff-login-id-hint"
          />
          <p className="hint" id="staff-login-id-hint">
            {t('form.loginIdHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="staff-name">{t('form.name')}</label>
          <input id="staff-name" value={name} onChange={(e) => setName(e.target.value)} required />
        </div>
        <fieldset className="field">
          <legend>{t('form.role')}</legend>
          {(['dispatcher', 'admin'] as const).map((r) => (
            <label key={r} className="inline-choice">
              <input
                type="radio"
                name="staff-role"
                value={r}
                checked={role === r}
                onChange={() => setRole(r)}
              />
              {tShell(`roles.${r}`)}
            </label>
          ))}
          <p className="hint">{t('form.roleHint')}</p>
        </fieldset>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('form.sending') : t('form.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
