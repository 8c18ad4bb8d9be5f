import { t } from '@shared/i18n/console/imports';
import { t as fileText } from '@shared/i18n/imports';
import type { ImportReport as Report, ImportRun } from '@shared/schemas/admin-imports';
import { Alert } from '@client/components/ui/Alert';
import { StatusBanner } from '@client/components/ui/StatusBanner';
import { focusOnMount } from '@client/lib/focus-on-mount';

interface Props {
  run: ImportRun;
  /** imports the file of a clean dry run for real */
  onApply: () => void;
  busy: boolean;
}

const COUNTS = ['added', 'changed', 'unchanged', 'removed'] as const;

function Outcome({ report }: { report: Report }) {
  if (report.applied) return <StatusBanner>{t('report.applied', { lines: report.lines })}</StatusBanner>;
  if (!report.dryRun) return <Alert>{t('report.notApplied')}</Alert>;
  if (report.problemCount > 0)
    return <Alert>{t('report.dryRunProblems', { count: report.problemCount })}</Alert>;
  return <Alert tone="info">{t('report.dryRunClean')}</Alert>;
}

/** An ended import: what it did or would do, and every problem of the file by line and column. */
export function ImportReport({ run, onApply, busy }: Props) {
  const { report } = run;
  const title = t('report.title', { kind: fileText(`kinds.${run.kind}`), file: run.fileName });
  return (
    <section className="admin-panel" aria-labelledby="import-report-title">
      <h2 id="import-report-title" tabIndex={-1} ref={focusOnMount}>
        {title}
      </h2>
      {report ? (
        <>
          <Outcome report={report} />
          {/* with problems nothing is written, and counts of the lines that passed would mislead */}
          {report.problemCount === 0 && (
            <dl className="imports-counts" aria-label={t('report.counts')}>
              {COUNTS.map((count) => (
                <div key={count}>
                  <dt>{t(`report.${count}`)}</dt>
                  <dd>{report.counts[count]}</dd>
                </div>
              ))}
            </dl>
          )}
          {report.dryRun && report.problemCount === 0 && (
            <div className="admin-toolbar">
              <button type="button" className="button button-primary" aria-disabled={busy} onClick={onApply}>
                {t('import.applyChecked')}
              </button>
            </div>
          )}
          {report.problems.length > 0 && <ProblemTable report={report} />}
        </>
      ) : (
        <Alert>{fileText('problem.failed')}</Alert>
      )}
    </section>
  );
}

function ProblemTable({ report }: { report: Report }) {
  const more = report.problemCount - report.problems.length;
  return (
    <>
      <table className="admin-table imports-problems">
        <caption>{t('report.problems', { count: report.problemCount })}</caption>
        <thead>
          <tr>
            <th scope="col" className="number">
              {t('report.line')}
            </th>
            <th scope="col">{t('report.column')}</th>
            <th scope="col">{t('report.message')}</th>
          </tr>
        </thead>
        <tbody>
          {report.problems.map((problem, i) => (
            <tr key={i}>
              <td className="number">{problem.line}</td>
              <td>{problem.column ?? t('report.wholeLine')}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 && <p className="hint">{fileText('problem.tooManyProblems', { count: more })}</p>}
    </>
  );
}
