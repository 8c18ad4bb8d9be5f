import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/console/board';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { Loading } from '@client/components/ui/Loading';
import { dateFromAddress } from '@client/components/layouts/admin/AdminDateField';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminBoardHref, adminRunHref } from '@client/config/paths';
import { useDayManifests } from '@client/features/admin-board/api/get-day-manifests';
import { ManifestStops } from '@client/features/admin-board/components/ManifestStops';
import { MarkLegend } from '@client/features/admin-board/components/RiderMark';
import { driverText, vehicleText } from '@client/features/admin-board/components/RunVehicle';
import { rideDateLabel } from '@client/lib/labels';
import '@client/styles/admin-board.css';
import '@client/styles/admin-manifest.css';

/** Now, in Japan time, set again just before the browser prints so the paper says when it was printed. */
function usePrintedAt(): string {
  const [at, setAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => flushSync(() => setAt(new Date()));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return `${formatLongDate(at)} ${formatTime(at)}`;
}

/**
 * The print view (issue 10 §2, issue 26 §5): A4, one run per page, no navigation — outside the
 * console's frame. A day prints only the runs someone booked unless asked to keep the others; one
 * run asked for by the address prints whatever it holds. Each page names the vehicle, the driver
 * and when it was printed; each learner has a box to tick. The controls above the first page are
 * not printed.
 */
export default function AdminPrint() {
  const [params] = useSearchParams();
  const date = dateFromAddress(params.get('date'));
  const runId = Number(params.get('runId')) || undefined;
  const [withEmpty, setWithEmpty] = useState(false);
  const day = useDayManifests(date, runId);
  const printedAt = usePrintedAt();
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
  const all = day.data.manifests;
  const printed = runId || withEmpty ? all : all.filter(({ run }) => run.riders > 0);
  return (
    <main id="main" className="print-view">
      <div className="print-controls">
        <Link to={back}>{t('print.back')}</Link>
        {!runId && (
          <label className="print-option">
            <input type="checkbox" checked={withEmpty} onChange={(e) => setWithEmpty(e.target.checked)} />{' '}
            {t('driverManifest.includeEmpty')}
          </label>
        )}
        <button type="button" className="button button-small" onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      {printed.length < all.length && (
        <p className="print-note hint">
          {t('driverManifest.skipped', { count: all.length - printed.length })}
        </p>
      )}
      <h1 className="visually-hidden">{t('print.heading', { date: dateLabel })}</h1>
      {printed.length === 0 && <p>{t('driverManifest.nothingToPrint')}</p>}
      {printed.map(({ run, stops }) => (
        <section
          key={run.runId}
          className="print-page"
          aria-label={t('print.runLabel', { run: run.binName })}
        >
          <div className="print-run-head">
            <h2>{t('print.runHeading', { date: dateLabel, run: run.binName, course: run.courseName })}</h2>
            <p className="print-printed-at">{t('driverManifest.printedAt', { time: printedAt })}</p>
          </div>
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
          <p className="print-run-vehicle">
            {t('driverManifest.runFacts', { vehicle: vehicleText(run), driver: driverText(run) })}
          </p>
          <ManifestStops stops={stops} upDown={run.upDown} tickColumn />
          {run.riders > 0 && <MarkLegend />}
        </section>
      ))}
    </main>
  );
}
