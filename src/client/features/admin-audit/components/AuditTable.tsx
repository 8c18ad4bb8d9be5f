import { Link } from 'react-router';
import { t } from '@shared/i18n/console/audit';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { AuditEntry } from '@shared/schemas/admin-audit';
import { adminAuditHref, adminLearnerHref } from '@client/config/paths';

/**
 * Log entries newest first: when, who, what on which target, for which learner and run, why, and
 * what changed — all in words the server wrote, shown as text.
 */
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
          <th scope="col">{t('columns.run')}</th>
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
            <th scope="row">{e.actionLabel}</th>
            <td className="audit-target">{e.target}</td>
            <td className="audit-learner">
              {e.learner ? <Link to={adminLearnerHref(e.learner.learnerId)}>{e.learner.label}</Link> : '—'}
            </td>
            <td className="audit-run">
              {e.run ? (
                <Link
                  to={adminAuditHref({ runId: e.run.runId })}
                  aria-label={t('runEntries', { run: e.run.name })}
                >
                  {e.run.name}
                </Link>
              ) : (
                '—'
              )}
            </td>
            <td className="audit-reason">{e.reason ?? '—'}</td>
            <td className="audit-change">
              <ul className="audit-changes">
                {e.changes.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
