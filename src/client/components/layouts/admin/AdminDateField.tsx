import { useState } from 'react';

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
    if (draft && draft !== value) onCommit(draft);
  };
  return (
    <>
      <div className="field">
        <label htmlFor={id}>日付</label>
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
        表示
      </button>
    </>
  );
}
