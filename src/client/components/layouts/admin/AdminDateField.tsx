import { useState } from 'react';
import { t } from '@shared/i18n/console/shell';
import { isDateKey } from '@shared/rules/japan-time';

/** A `?date=` of the address, or null (the screen's own day) when it is not a real date. */
export const dateFromAddress = (value: string | null): string | null =>
  value !== null && isDateKey(value) ? value : null;

/**
 * The date being typed is only a draft: a date field reports a new value after each segment, and
 * loading the screen's date on every one would refetch and take the field away mid-typing.
 */
export function AdminDateField({
  id,
  value,
  onCommit,
}: {
  id: string;
  value: string;
  onCommit: (date: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    // a date the field cannot mean (a six-digit year) is never sent
    if (isDateKey(draft) && draft !== value) onCommit(draft);
  };
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t('dateField.label')}</label>
        <input
          id={id}
          type="date"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      </div>
      <button type="button" className="button button-small" onClick={commit}>
        {t('dateField.show')}
      </button>
    </>
  );
}
