import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/learner/point-search';

interface Props {
  id: string;
  label: string;
  options: { value: string; text: string }[];
  onSearch: (value: string) => void;
}

/** One way of narrowing the points down (area, town or course): a labelled choice and a search button. */
export function PcPointSearch({ id, label, options, onSearch }: Props) {
  const [value, setValue] = useState('');
  const chosen = value || options[0]?.value || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onSearch(chosen);
  };
  if (options.length === 0) return <p className="empty">{t('noOptions', { kind: label })}</p>;
  return (
    <form className="pc-point-search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={chosen} onChange={(e) => setValue(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-small">
        {t('searchBy', { kind: label })}
      </button>
    </form>
  );
}
