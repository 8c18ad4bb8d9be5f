import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/network';
import { CATEGORY_LIMITS, type StaffCategory } from '@shared/schemas/admin-network';
import { Alert } from '@client/components/ui/Alert';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveCategory } from '../api/network';

interface Props {
  /** null: a new category */
  category: StaffCategory | null;
  onSaved: (text: string) => void;
  onCancel: () => void;
}

/** Add a point category or change one; the code is typed once and shown fixed afterwards (877, 886–888). */
export function CategoryForm({ category, onSaved, onCancel }: Props) {
  const [categoryCd, setCode] = useState(category?.categoryCd ?? '');
  const [name, setName] = useState(category?.name ?? '');
  const [displayName, setDisplayName] = useState(category?.displayName ?? '');
  const [limit, setLimit] = useState(String(category?.limitPerLearner ?? 1));
  const [isPersonal, setPersonal] = useState(category?.isPersonal ?? true);
  const [isNetRelease, setNetRelease] = useState(category?.isNetRelease ?? true);
  const save = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(() =>
      saveCategory({
        create: !category,
        categoryCd,
        name,
        displayName,
        // not a whole number: 0, which the server refuses with the limit's message (888)
        limitPerLearner: /^[0-9]+$/.test(limit.trim()) ? Number(limit) : 0,
        isPersonal,
        isNetRelease,
      }),
    );
    if (saved)
      onSaved(
        category
          ? t('categories.updated', { name: name.trim() })
          : t('categories.created', { name: name.trim() }),
      );
  };
  return (
    <form
      noValidate
      className="admin-panel"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="category-form-title"
    >
      <h3 id="category-form-title">
        {category ? t('categories.editTitle', { name: category.name }) : t('categories.newTitle')}
      </h3>
      {save.problem && <Alert>{save.problem}</Alert>}
      <div className="network-fields">
        <div className="field">
          <label htmlFor="category-cd">{t('categories.code')}</label>
          <input
            ref={category ? undefined : focusOnMount}
            id="category-cd"
            value={categoryCd}
            readOnly={Boolean(category)}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            aria-describedby="category-cd-hint"
          />
          <p className="hint" id="category-cd-hint">
            {t('categories.codeHint', { max: CATEGORY_LIMITS.code })}
          </p>
        </div>
        <div className="field">
          <label htmlFor="category-name">{t('categories.name', { max: CATEGORY_LIMITS.name })}</label>
          <input
            ref={category ? focusOnMount : undefined}
            id="category-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="category-display-name">
            {t('categories.displayName', { max: CATEGORY_LIMITS.displayName })}
          </label>
          <input
            id="category-display-name"
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="category-limit">{t('categories.limit', { max: CATEGORY_LIMITS.perLearner })}</label>
          <input
            id="category-limit"
            className="network-minutes"
            inputMode="numeric"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
          />
        </div>
        <div className="field">
          <label>
            <input type="checkbox" checked={isPersonal} onChange={(e) => setPersonal(e.target.checked)} />{' '}
            {t('categories.isPersonal')}
          </label>
          <label>
            <input type="checkbox" checked={isNetRelease} onChange={(e) => setNetRelease(e.target.checked)} />{' '}
            {t('categories.isNetRelease')}
          </label>
        </div>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('categories.sending') : category ? t('categories.save') : t('categories.register')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('categories.cancel')}
        </button>
      </div>
    </form>
  );
}
