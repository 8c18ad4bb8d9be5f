import { useId, useState, type FormEvent } from 'react';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/menu';
import type { PointCategory } from '@shared/schemas/bus-stop-reg';
import { Alert } from '@client/components/ui/Alert';

interface Props {
  categories: readonly PointCategory[];
  checking: boolean;
  /** a warning or refusal, already worded */
  problem: string | null;
  onChange: () => void;
  onSubmit: (categoryCd: string) => void;
}

/** SPEC.md §2: the menu's start of a point registration, a category dropdown with a placeholder. */
export function PointStartForm({ categories, checking, problem, onChange, onSubmit }: Props) {
  const id = useId();
  const [categoryCd, setCategoryCd] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checking) onSubmit(categoryCd);
  };
  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{t('pointStart.category')}</label>
        <select
          id={id}
          value={categoryCd}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setCategoryCd(e.target.value);
            onChange();
          }}
        >
          <option value="">{t('pointStart.placeholder')}</option>
          {categories.map((c) => (
            <option key={c.busStopCategoryCd} value={c.busStopCategoryCd}>
              {t('pointStart.option', {
                category: c.busStopCategoryDisplayName || c.busStopCategoryName,
                count: c.busStopList.length,
                limit: c.limit,
              })}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <div id={`${id}-problem`}>
          <Alert>{problem}</Alert>
        </div>
      )}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page */}
      <button type="submit" className="button button-primary" aria-disabled={checking}>
        {checking ? tFrame('checking') : t('pointStart.submit')}
      </button>
    </form>
  );
}
