import { t } from '@shared/i18n/console/imports';
import { t as fileText } from '@shared/i18n/imports';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { ImportRun } from '@shared/schemas/admin-imports';

const at = (iso: string) => `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}`;

/** What an import came to, in a few words. */
function resultOf(run: ImportRun): { text: string; badge: string } {
  const { report } = run;
  if (run.status === 'failed') return { text: t('history.failed'), badge: 'admin-badge-danger' };
  if (!report)
    return {
      text: t(`history.${run.status === 'queued' ? 'queued' : 'running'}`),
      badge: 'admin-badge-muted',
    };
  if (report.applied) return { text: t('history.applied', report.counts), badge: 'admin-badge-ok' };
  if (!report.dryRun)
    return { text: t('history.refused', { count: report.problemCount }), badge: 'admin-badge-danger' };
  return report.problemCount > 0
    ? { text: t('history.checkedProblems', { count: report.problemCount }), badge: 'admin-badge-warning' }
    : { text: t('history.checked'), badge: 'admin-badge-muted' };
}

/** The school's latest imports, newest first. */
export function ImportHistory({ runs }: { runs: ImportRun[] }) {
  if (runs.length === 0) return <p className="empty">{t('history.empty')}</p>;
  return (
    <table className="admin-table imports-history">
      <thead>
        <tr>
          <th scope="col">{t('history.at')}</th>
          <th scope="col">{t('history.kind')}</th>
          <th scope="col">{t('history.file')}</th>
          <th scope="col">{t('history.result')}</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => {
          const result = resultOf(run);
          return (
            <tr key={run.importId}>
              <td className="nowrap">{at(run.createdAt)}</td>
              <td className="nowrap">{fileText(`kinds.${run.kind}`)}</td>
              <td className="imports-file-name">{run.fileName}</td>
              <td>
                <span className={`admin-badge ${result.badge}`}>{result.text}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
