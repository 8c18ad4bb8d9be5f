import { t } from '@shared/i18n/console/vehicles';
import { formatTime } from '@shared/rules/japan-time';
import { Loading } from '@client/components/ui/Loading';
import { StaleDataNote } from '@client/components/ui/StaleDataNote';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { LIVE_REFRESH_MS } from '@client/features/admin-vehicles/api/vehicles';
import { LiveVehiclesMap } from '@client/features/admin-vehicles/components/LiveVehiclesMap';
import { LiveVehiclesTable } from '@client/features/admin-vehicles/components/LiveVehiclesTable';
import { useLiveVehicles } from '@client/features/admin-vehicles/hooks/use-live-vehicles';
import '@client/styles/admin-vehicles.css';

/**
 * 車両の現在地 (issue 13 §4): every vehicle in service on a map and in a list, with how old each
 * position is and the run it drives; refreshed every 10 s while the console is visible.
 */
export default function AdminLive() {
  const { query, data, reporting, focusCd, focus } = useLiveVehicles();
  if (query.isPending) return <Loading screen />;
  // a failed refresh keeps the last positions on screen, ageing, with a note (below)
  if (!data) return <AdminQueryProblem error={query.error} title={t('live.title')} />;

  return (
    <section>
      <h1 className="page-title">{t('live.title')}</h1>
      <div className="admin-toolbar live-toolbar">
        <p className="live-summary">
          {t('live.summary', {
            time: formatTime(new Date(data.at)),
            reporting,
            total: data.vehicles.length,
          })}
          <span className="hint">{t('live.refreshEvery', { seconds: LIVE_REFRESH_MS / 1000 })}</span>
        </p>
        <button type="button" className="button button-small" onClick={() => void query.refetch()}>
          {t('live.refresh')}
        </button>
      </div>
      {(query.fetchStatus === 'paused' || query.isRefetchError) && (
        <StaleDataNote receivedAt={query.dataUpdatedAt} />
      )}
      <section className="admin-panel" aria-labelledby="live-map-title">
        <h2 id="live-map-title">{t('live.map')}</h2>
        <LiveVehiclesMap data={data} focusCd={focusCd} />
      </section>
      <section className="admin-panel" aria-labelledby="live-list-title">
        <h2 id="live-list-title">{t('live.list')}</h2>
        {data.vehicles.length === 0 ? (
          <p className="empty">{t('live.none')}</p>
        ) : (
          <LiveVehiclesTable vehicles={data.vehicles} focusCd={focusCd} onFocus={focus} />
        )}
      </section>
    </section>
  );
}
