import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/network';
import { AREA_LIMITS, type StaffArea } from '@shared/schemas/admin-network';
import { Alert } from '@client/components/ui/Alert';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveArea } from '../api/network';

interface Props {
  /** null: a new area */
  area: StaffArea | null;
  onSaved: (text: string) => void;
  onCancel: () => void;
}

/** Add an area or change one; the code is typed once (stops name it) and shown fixed afterwards (825–828). */
export function AreaForm({ area, onSaved, onCancel }: Props) {
  const [areaCd, setAreaCd] = useState(area?.areaCd ?? '');
  const [name, setName] = useState(area?.name ?? '');
  const [yomi, setYomi] = useState(area?.yomi ?? '');
  const [isNetRelease, setNetRelease] = useState(area?.isNetRelease ?? true);
  const save = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(() => saveArea({ create: !area, areaCd, name, yomi, isNetRelease }));
    if (saved)
      onSaved(area ? t('areas.updated', { name: name.trim() }) : t('areas.created', { name: name.trim() }));
  };
  return (
    <form
      noValidate
      className="admin-panel"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="area-form-title"
    >
      <h3 id="area-form-title">{area ? t('areas.editTitle', { name: area.name }) : t('areas.newTitle')}</h3>
      {save.problem && <Alert>{save.problem}</Alert>}
      <div className="network-fields">
        <div className="field">
          <label htmlFor="area-cd">{t('areas.code')}</label>
          <input
            ref={area ? undefined : focusOnMount}
            id="area-cd"
            value={areaCd}
            readOnly={Boolean(area)}
            onChange={(e) => setAreaCd(e.target.value)}
            autoComplete="off"
            aria-describedby="area-cd-hint"
          />
          <p className="hint" id="area-cd-hint">
            {t('areas.codeHint', { max: AREA_LIMITS.code })}
          </p>
        </div>
        <div className="field">
          <label htmlFor="area-name">{t('areas.name', { max: AREA_LIMITS.name })}</label>
          <input
            ref={area ? focusOnMount : undefined}
            id="area-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="area-yomi">{t('areas.yomi')}</label>
          <input
            id="area-yomi"
            value={yomi}
            onChange={(e) => setYomi(e.target.value)}
            autoComplete="off"
            aria-describedby="area-yomi-hint"
          />
          <p className="hint" id="area-yomi-hint">
            {t('areas.yomiHint')}
          </p>
        </div>
        <div className="field">
          <label>
            <input type="checkbox" checked={isNetRelease} onChange={(e) => setNetRelease(e.target.checked)} />{' '}
            {t('areas.isNetRelease')}
          </label>
        </div>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('areas.sending') : area ? t('areas.save') : t('areas.register')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('areas.cancel')}
        </button>
      </div>
    </form>
  );
}
