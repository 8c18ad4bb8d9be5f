import { Link, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/console/board';
import { t as tShell } from '@shared/i18n/console/shell';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { Loading } from '@client/components/ui/Loading';
import { dateFromAddress } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminBoardHref, adminRunHref } from '@client/config/paths';
import { useDayManifests } from '@client/features/admin-board/api/get-day-manifests';
import { ManifestStops } from '@client/features/admin-board/components/ManifestStops';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-board.css';

/**
 * The print view (issue 10 §2): A4, one run per page, no navigation — outside the console's frame.
 * The buttons above the first page are not printed.
 */
export default function AdminPrint() {
  const [params] = useSearchParams();
  const date = dateFromAddress(params.get('date'));
  const runId = Number(params.get('runId')) || undefined;
  const day = useDayManifests(date, runId);
  if (!date)
    return (
      <main id="main" className="print-view">
        <h1 className="page-title">{t('print.title')}</h1>
        <p className="alert alert-error">{t('print.badDate')}</p>
      </main>
    );
  if (day.isPending) return <Loading screen />;
  if (day.isError)
    return (
      <main id="main" className="print-view">
        <AdminQueryProblem error={day.error} title={t('print.title')} />
      </main>
    );
  const back = runId ? adminRunHref(runId) : adminBoardHref(day.data.date);
  const dateLabel = rideDateLabel(day.data.date);
  return (
    <main id="main" className="print-view">
      <div className="print-controls">
        <Link to={back}>{t('print.back')}</Link>
        <button type="button" className="button button-small" onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      <h1 className="visually-hidden">{t('print.heading', { date: dateLabel })}</h1>
      {day.data.manifests.length === 0 && <p>{tShell('noRuns')}</p>}
      {day.data.manifests.map(({ run, stops }) => (
        <section
          key={run.runId}
          className="print-page"
          aria-label={t('print.runLabel', { run: run.binName })}
        >
          <h2>{t('print.runHeading', { date: dateLabel, run: run.binName, course: run.courseName })}</h2>
          <p className="print-run-facts">
            <DirectionChip upDown={run.upDown} />{' '}
            {t('print.runFacts', {
              period: run.periodName,
              start: run.planStart,
              end: run.planEnd,
              booked: run.seats.booked,
              capacity: run.seats.capacity,
              plan: day.data.isPlanFixed ? t('print.fixed') : t('print.notFixed'),
            })}
          </p>
          <ManifestStops stops={stops} upDown={run.upDown} />
        </section>
      ))}
    </main>
  );
}
