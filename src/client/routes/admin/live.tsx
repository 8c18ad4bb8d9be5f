import { useState } from 'react';
import { formatTime } from '@shared/rules/japan-time';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { LIVE_REFRESH_MS, useLivePositions } from '@client/features/admin-vehicles/api/vehicles';
import { LiveVehiclesMap } from '@client/features/admin-vehicles/components/LiveVehiclesMap';
import { LiveVehiclesTable } from '@client/features/admin-vehicles/components/LiveVehiclesTable';
import '@client/styles/admin-vehicles.css';

/**
 * 車両の現在地 (issue 13 §4): every vehicle in service on a map and in a list, with how old each
 * position is and the run it drives; refreshed every 10 s while the console is visible.
 */
export default function AdminLive() {
  const query = useLivePositions();
  const [focusCd, setFocusCd] = useState<string | null>(null);

  if (query.isPending) return <Loading screen />;
  if (query.isError) return <AdminQueryProblem error={query.error} title="車両の現在地" />;
  const data = query.data;
  const reporting = data.vehicles.filter((v) => v.latest && !v.isStale).length;

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
      {query.isRefetchError && (
        <p role="alert" className="alert alert-error">
          最新の位置を読み込めませんでした。表示は {formatTime(new Date(data.at))} 時点のものです。
        </p>
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
          <LiveVehiclesTable vehicles={data.vehicles} focusCd={focusCd} onFocus={setFocusCd} />
        )}
      </section>
    </section>
  );
}
