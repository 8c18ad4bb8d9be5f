import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/learners';

/** The desk's search box: student number or furigana, any width, hiragana or katakana. */
export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const [query, setQuery] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="learner-search">
      <div className="admin-toolbar">
        <div className="field learner-search-field">
          <label htmlFor="learner-query">{t('search.label')}</label>
          <input
            id="learner-query"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={40}
            aria-describedby="learner-query-hint"
          />
        </div>
        <button type="submit" className="button button-primary" disabled={query.trim() === ''}>
          {t('search.submit')}
        </button>
      </div>
      <p id="learner-query-hint" className="hint">
        {t('search.hint')}
      </p>
    </form>
  );
}
