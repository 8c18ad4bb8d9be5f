import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/api-tokens';

interface Props {
  busy: boolean;
  /** resolves true once the token exists */
  onCreate: (name: string) => Promise<boolean>;
}

/** Issue a token under a name that says which system uses it; the server checks the name (960). */
export function CreateTokenForm({ busy, onCreate }: Props) {
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onCreate(name)) setName('');
  };
  return (
    <form
      noValidate
      className="admin-panel"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="token-form-title"
    >
      <h2 id="token-form-title">{t('create.title')}</h2>
      <div className="field">
        <label htmlFor="token-name">{t('create.name')}</label>
        <input
          id="token-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={50}
          autoComplete="off"
          aria-describedby="token-name-hint"
        />
        <p className="hint" id="token-name-hint">
          {t('create.nameHint')}
        </p>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {t('create.submit')}
        </button>
      </div>
    </form>
  );
}
