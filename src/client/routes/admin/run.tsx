import { Link, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/console/board';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminAuditHref, adminBoardHref, adminPrintHref } from '@client/config/paths';
import { useRunManifest } from '@client/features/admin-board/api/get-run-manifest';
import { CsvDownloadButton } from '@client/features/admin-board/components/CsvDownloadButton';
import { LoadBadge } from '@client/features/admin-board/components/LoadBadge';
import { ManifestStops } from '@client/features/admin-board/components/ManifestStops';
import { MarkLegend } from '@client/features/admin-board/components/RiderMark';
import { Places } from '@client/features/admin-board/components/Places';
import { RunVehicleFacts } from '@client/features/admin-board/components/RunVehicle';
import { useRunChangeOptions } from '@client/features/admin-run-changes/api/run-changes';
import { CancelRunPanel } from '@client/features/admin-run-changes/components/CancelRunPanel';
import { CapacityForm } from '@client/features/admin-run-changes/components/CapacityForm';
import { ExtraRunForm } from '@client/features/admin-run-changes/components/ExtraRunForm';
import { MoveRidersForm } from '@client/features/admin-run-changes/components/MoveRidersForm';
import { RunMessagePanel } from '@client/features/admin-run-messages/components/RunMessagePanel';
import { RunWaitlistPanel } from '@client/features/admin-waitlist/components/RunWaitlistPanel';
import { rideDateLabel } from '@client/lib/labels';
import { japanDateKey } from '@shared/rules/japan-time';
import { t as tChanges } from '@shared/i18n/console/run-changes';
import type { RunManifest } from '@shared/schemas/admin-board';
import { t as tAudit } from '@shared/i18n/console/audit';
import { useStaffUser } from '@client/features/staff-auth/api/get-staff-user';
import '@client/styles/admin-board.css';
import '@client/styles/admin-manifest.css';
import '@client/styles/admin-run-messages.css';
import '@client/styles/admin-waitlist.css';

/** The run's day-of changes (issue 23 §8) under its manifest: every role, as dispatchers run the day. */
function RunChanges({ manifest }: { manifest: RunManifest }) {
  const { run, stops } = manifest;
  const options = useRunChangeOptions(run.runId);
  if (!options.data) return null;
  const { cancelled, departed, periods, moveTargets } = options.data;
  const riders = stops.flatMap((stop) =>
    stop.riders.map((r) => ({
      reservationId: r.reservationId,
      seitoNo: r.seitoNo,
      name: r.name,
      place: stop.name,
    })),
  );
  return (
    <section className="run-changes" aria-labelledby="run-changes-title">
      <h2 id="run-changes-title">{tChanges('title')}</h2>
      {cancelled || departed ? (
        <p className="alert alert-info">{tChanges(cancelled ? 'locked.cancelled' : 'locked.departed')}</p>
      ) : (
        <div className="run-changes-grid">
          <MoveRidersForm runId={run.runId} riders={riders} targets={moveTargets} />
          <CapacityForm
            runId={run.runId}
            capacity={{
              seats: run.seats.capacity,
              childSeats: run.childSeats.capacity,
              bicycles: run.bicycles.capacity,
            }}
          />
          <CancelRunPanel runId={run.runId} bookings={riders.length} />
        </div>
      )}
      {!cancelled && <ExtraRunForm runId={run.runId} jgn={run.jgn} upDown={run.upDown} periods={periods} />}
    </section>
  );
}

/**
 * A run's manifest (issue 10 §2): stops in order with times and who boards there, with their marks
 * (issue 27 §5), read again while the run is on the road.
 */
export default function AdminRun() {
  const [params] = useSearchParams();
  const runId = Number(params.get('runId'));
  const manifest = useRunManifest(Number.isInteger(runId) && runId > 0 ? runId : null);
  const isAdmin = useStaffUser().data?.role === 'admin';
  if (!(runId > 0)) return <p className="alert alert-error">{t('run.missing')}</p>;
  if (manifest.isPending) return <Loading screen />;
  if (manifest.isError) return <AdminQueryProblem error={manifest.error} title={t('run.title')} />;
  const { date, run, stops } = manifest.data;
  return (
    <section>
      <p>
        <Link to={adminBoardHref(date)}>{t('run.back', { date: rideDateLabel(date) })}</Link>
      </p>
      <h1 className="page-title">{t('run.heading', { run: run.binName, course: run.courseName })}</h1>
      <dl className="manifest-facts">
        <div>
          <dt>{t('columns.date')}</dt>
          <dd>{rideDateLabel(date)}</dd>
        </div>
        <div>
          <dt>{t('columns.direction')}</dt>
          <dd>
            <DirectionChip upDown={run.upDown} />
          </dd>
        </div>
        <div>
          <dt>{t('columns.period')}</dt>
          <dd>{run.periodName}</dd>
        </div>
        <div>
          <dt>{t('columns.times')}</dt>
          <dd>
            {run.planStart} – {run.planEnd}
          </dd>
        </div>
        <div>
          <dt>{t('columns.seats')}</dt>
          <dd>
            <Places {...run.seats} /> <LoadBadge load={run.load} />
          </dd>
        </div>
        <div>
          <dt>{t('columns.childSeats')}</dt>
          <dd>
            <Places {...run.childSeats} />
          </dd>
        </div>
        <div>
          <dt>{t('columns.bicycles')}</dt>
          <dd>
            <Places {...run.bicycles} />
          </dd>
        </div>
        <RunVehicleFacts run={run} />
      </dl>
      <div className="admin-toolbar">
        <CsvDownloadButton date={date} runId={run.runId} disabled={run.riders === 0}>
          {t('run.csv')}
        </CsvDownloadButton>
        <Link className="button button-small" to={adminPrintHref(date, run.runId)}>
          {t('run.print')}
        </Link>
        {isAdmin && (
          <Link className="button button-small" to={adminAuditHref({ runId: run.runId })}>
            {tAudit('links.run')}
          </Link>
        )}
      </div>
      <ManifestStops stops={stops} upDown={run.upDown} />
      {run.riders > 0 && <MarkLegend />}
      <RunWaitlistPanel key={`waitlist-${run.runId}`} runId={run.runId} />
      <RunMessagePanel
        key={`messages-${run.runId}`}
        run={{ runId: run.runId, binName: run.binName, date, riders: run.riders }}
        past={date < japanDateKey(new Date())}
      />
      <RunChanges key={run.runId} manifest={manifest.data} />
    </section>
  );
}
