import { useState } from 'react';
import { formatTime } from '@shared/rules/japan-time';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { LIVE_REFRESH_MS, useLivePositions } from '@client/features/admin-vehicles/api/vehicles';
import { LiveVehiclesMap } from '@client/features/admin-vehicles/components/LiveVehiclesMap';
import { LiveVehiclesTable } from '@client/features/admin-vehicles/components/LiveVehiclesTable';
import { agedVehicle } from '@client/features/admin-vehicles/components/vehicle-labels';
import { StaleDataNote } from '@client/components/ui/StaleDataNote';
import { useSecondsSince } from '@client/lib/use-seconds-since';
import '@client/styles/admin-vehicles.css';

/**
 * 車両の現在地 (issue 13 §4): every vehicle in service on a map and in a list, with how old each
 * position is and the run it drives; refreshed every 10 s while the console is visible.
 */
export default function AdminLive() {
  const query = useLivePositions();
  const [focusCd, setFocusCd] = useState<string | null>(null);

  const elapsed = useSecondsSince(query.dataUpdatedAt);
  if (query.isPending) return <Loading screen />;
  // a failed refresh keeps the last positions on screen, ageing, with a note (below)
  if (!query.data) return <AdminQueryProblem error={query.error} title="車両の現在地" />;
  const data = { ...query.data, vehicles: query.data.vehicles.map((v) => agedVehicle(v, elapsed)) };
  const reporting = data.vehicles.filter((v) => v.latest && !v.isStale).length;
  const focus = (vehicleCd: string | null) => {
    setFocusCd(vehicleCd);
    // the map is above the list: bring it into view where the vehicle is shown
    document.getElementById('live-map-title')?.scrollIntoView({ block: 'start' });
  };

  return (
    <section>
      <h1 className="page-title">車両の現在地</h1>
      <div className="admin-toolbar live-toolbar">
        <p className="live-summary">
          {formatTime(new Date(data.at))} 現在・位置を送信中 {reporting} 台 / {data.vehicles.length} 台
          <span className="hint">（{LIVE_REFRESH_MS / 1000}秒ごとに自動更新）</span>
        </p>
        <button type="button" className="button button-small" onClick={() => void query.refetch()}>
          更新
        </button>
      </div>
      {(query.fetchStatus === 'paused' || query.isRefetchError) && (
        <StaleDataNote receivedAt={query.dataUpdatedAt} />
      )}
      <section className="admin-panel" aria-labelledby="live-map-title">
        <h2 id="live-map-title">地図</h2>
        <LiveVehiclesMap data={data} focusCd={focusCd} />
      </section>
      <section className="admin-panel" aria-labelledby="live-list-title">
        <h2 id="live-list-title">車両の一覧</h2>
        {data.vehicles.length === 0 ? (
          <p className="empty">使用中の車両はありません。「車両と端末」で登録できます。</p>
        ) : (
          <LiveVehiclesTable vehicles={data.vehicles} focusCd={focusCd} onFocus={focus} />
        )}
      </section>
    </section>
  );
}
