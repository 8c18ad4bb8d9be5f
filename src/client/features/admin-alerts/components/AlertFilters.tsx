import { useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/alerts';
import { ALERT_KINDS, ALERT_STATUSES, type AlertKind, type AlertStatus } from '@shared/constants';

interface Props {
  kind: AlertKind | undefined;
  status: AlertStatus | undefined;
  seitoNo: string;
  onKind: (kind: AlertKind | undefined) => void;
  onStatus: (status: AlertStatus | undefined) => void;
  onSeitoNo: (seitoNo: string) => void;
}

/** A kind, a state (失敗: what needs a look) and one learner's student number, or every alert. */
export function AlertFilters({ kind, status, seitoNo, onKind, onStatus, onSeitoNo }: Props) {
  // the number applies on 絞り込む or Enter, not on every key
  const [draft, setDraft] = useState(seitoNo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSeitoNo(draft.trim());
  };
  return (
    <form className="admin-toolbar" role="search" aria-label={t('filter.group')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="alert-kind">{t('filter.kind')}</label>
        <select
          id="alert-kind"
          value={kind ?? ''}
          onChange={(e) => onKind((e.target.value || undefined) as AlertKind | undefined)}
        >
          <option value="">{t('filter.all')}</option>
          {ALERT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="alert-status">{t('filter.status')}</label>
        <select
          id="alert-status"
          value={status ?? ''}
          onChange={(e) => onStatus((e.target.value || undefined) as AlertStatus | undefined)}
        >
          <option value="">{t('filter.all')}</option>
          {ALERT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="alert-seito-no">{t('filter.seitoNo')}</label>
        <input
          id="alert-seito-no"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={12}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <button type="submit" className="button button-small">
        {t('filter.apply')}
      </button>
    </form>
  );
}
