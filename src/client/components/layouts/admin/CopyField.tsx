import { useState } from 'react';
import { t as tShell } from '@shared/i18n/console/shell';

/**
 * A secret or address the console shows once, with a button that copies it; the field stays
 * selectable where the clipboard is out of reach.
 */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // without clipboard access (an http page, a refused permission) the field stays selectable
      document.getElementById(id)?.focus();
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field">
        <input id={id} value={value} readOnly onFocus={(e) => e.target.select()} spellCheck={false} />
        <button type="button" className="button button-small" onClick={() => void copy()}>
          {copied ? tShell('copied') : tShell('copy')}
          <span className="visually-hidden">{tShell('forItem', { item: label })}</span>
        </button>
      </div>
    </div>
  );
}
