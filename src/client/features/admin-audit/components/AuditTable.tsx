import { t } from '@shared/i18n/console/audit';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { AuditEntry } from '@shared/schemas/admin-audit';
import { ACTION_LABELS, TARGET_LABELS, changeLines } from './audit-labels';

/** Log entries newest first: when, who, what on which target, for which learner, why, and what changed. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className="admin-table audit-table">
      <thead>
        <tr>
          <th scope="col">{t('columns.at')}</th>
          <th scope="col">{t('columns.staff')}</th>
          <th scope="col">{t('columns.action')}</th>
          <th scope="col">{t('columns.target')}</th>
          <th scope="col">{t('columns.learner')}</th>
          <th scope="col">{t('columns.reason')}</th>
          <th scope="col">{t('columns.change')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td className="nowrap">
              {formatLongDate(new Date(e.at))} {formatTime(new Date(e.at))}
            </td>
            <td>{e.staffName ?? e.staffLoginId}</td>
            <th scope="row">{ACTION_LABELS[e.action] ?? e.action}</th>
            <td className="audit-target">
              {TARGET_LABELS[e.targetType] ?? e.targetType} #{e.targetId}
            </td>
            <td>{e.learner ? `${e.learner.seitoNo} ${e.learner.name}` : '—'}</td>
            <td className="audit-reason">{e.reason ?? '—'}</td>
            <td className="audit-change">
              <ul className="audit-changes">
                {changeLines(e.before, e.after).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
