import { useState } from 'react';
import { t } from '@shared/i18n/console/staff';
import { focusOnMount } from '@client/lib/focus-on-mount';
import type { ShownPassword } from '../hooks/use-staff-admin';

interface Props {
  shown: ShownPassword;
  onClose: () => void;
}

/**
 * A password the server chose, shown this once: only its hash is stored, so closing the panel
 * loses it (another reset issues a new one).
 */
export function IssuedPasswordPanel({ shown, onClose }: Props) {
  const [copied, setCopied] = useState(false);
  const { account, password } = shown.issued;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // without clipboard access (an http page, a refused permission) the field stays selectable
      document.getElementById('issued-password')?.focus();
    }
  };
  return (
    <section className="admin-panel issued-password" aria-labelledby="issued-password-title">
      <h2 id="issued-password-title" ref={focusOnMount} tabIndex={-1}>
        {t(shown.reset ? 'issued.resetTitle' : 'issued.title', { loginId: account.loginId })}
      </h2>
      <p className="alert alert-info">{t('issued.onlyHere')}</p>
      <div className="field">
        <label htmlFor="issued-password">{t('issued.password')}</label>
        <div className="copy-field">
          <input
            id="issued-password"
            value={password}
            readOnly
            onFocus={(e) => e.target.select()}
            spellCheck={false}
          />
          <button type="button" className="button button-small" onClick={() => void copy()}>
            {copied ? t('issued.copied') : t('issued.copy')}
          </button>
        </div>
      </div>
      <div className="admin-toolbar">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('issued.close')}
        </button>
      </div>
    </section>
  );
}
