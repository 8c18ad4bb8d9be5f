import type { FormEvent } from 'react';
import { actionLabel, AUDIT_ACTIONS, t } from '@shared/i18n/console/audit';
import type { AuditDraft } from '../hooks/use-audit-log';
import { useStaffList } from '../api/audit';

interface Props {
  draft: AuditDraft;
  onChange: (draft: AuditDraft) => void;
  onApply: (event: FormEvent) => void;
  /** the run the log is narrowed to (from a run's page or an entry's run), and its name once known */
  run?: { runId: number; name?: string };
  onClearRun: () => void;
}

/** Filters of the log: a Japan date range, a staff member, a learner's student number, an action, a run. */
export function AuditFilterForm({ draft, onChange, onApply, run, onClearRun }: Props) {
  const staff = useStaffList();
  return (
    <form className="admin-toolbar" onSubmit={onApply} aria-label={t('filters.label')}>
      <div className="field">
        <label htmlFor="audit-from">{t('filters.from')}</label>
        <input
          id="audit-from"
          type="date"
          value={draft.fromDate}
          onChange={(e) => onChange({ ...draft, fromDate: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="audit-to">{t('filters.to')}</label>
        <input
          id="audit-to"
          type="date"
          value={draft.toDate}
          onChange={(e) => onChange({ ...draft, toDate: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="audit-staff">{t('filters.staff')}</label>
        <select
          id="audit-staff"
          value={draft.staffId}
          onChange={(e) => onChange({ ...draft, staffId: e.target.value })}
        >
          <option value="">{t('filters.everyone')}</option>
          {staff.data?.map((m) => (
            <option key={m.staffId} value={m.staffId}>
              {t('filters.staffMember', { name: m.name, loginId: m.loginId })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-learner">{t('filters.learner')}</label>
        <input
          id="audit-learner"
          value={draft.seitoNo}
          maxLength={32}
          onChange={(e) => onChange({ ...draft, seitoNo: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="audit-action">{t('filters.action')}</label>
        <select
          id="audit-action"
          value={draft.action}
          onChange={(e) => onChange({ ...draft, action: e.target.value })}
        >
          <option value="">{t('filters.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        {t('filters.apply')}
      </button>
      {run && (
        <p className="audit-run-filter">
          <span>{t('filters.run', { run: run.name ?? `#${run.runId}` })}</span>
          <button type="button" className="button" onClick={onClearRun}>
            {t('filters.runClear')}
          </button>
        </p>
      )}
    </form>
  );
}
