import { formatTime } from '@shared/rules/japan-time';
import type { LiveVehicle } from '@shared/schemas/admin-vehicles';
import { fixAgeLabel, liveRunLabel, speedLabel } from './vehicle-labels';

interface Props {
  vehicles: LiveVehicle[];
  focusCd: string | null;
  onFocus: (vehicleCd: string | null) => void;
}

function FixCell({ vehicle }: { vehicle: LiveVehicle }) {
  const fix = vehicle.latest;
  if (!fix) return <span className="live-none">位置情報なし</span>;
  return (
    <span className={vehicle.isStale ? 'live-stale' : undefined}>
      {fixAgeLabel(fix.ageSeconds)}
      <span className="live-time">（{formatTime(new Date(fix.fixTime))}）</span>
      {vehicle.isStale && <span className="admin-badge admin-badge-warning">古い位置</span>}
    </span>
  );
}

/** The same vehicles as the map, in words: the map's markers are for the eye, this list is for everyone. */
export function LiveVehiclesTable({ vehicles, focusCd, onFocus }: Props) {
  return (
    <table className="admin-table live-table">
      <thead>
        <tr>
          <th scope="col">車両</th>
          <th scope="col">位置の更新</th>
          <th scope="col">運行中の便</th>
          <th scope="col">次の便</th>
          <th scope="col">速度・電池</th>
          <th scope="col">地図</th>
        </tr>
      </thead>
      <tbody>
        {vehicles.map((v) => {
          const focused = v.vehicleCd === focusCd;
          const speed = v.latest && speedLabel(v.latest.speedKmh);
          const battery = v.latest?.battery;
          return (
            <tr key={v.vehicleCd} aria-current={focused ? 'true' : undefined}>
              <th scope="row">
                {v.name}
                <span className="live-code">
                  {v.vehicleCd}
                  {v.plate && `・${v.plate}`}
                </span>
              </th>
              <td>
                <FixCell vehicle={v} />
              </td>
              <td>{v.currentRun ? liveRunLabel(v.currentRun) : '—'}</td>
              <td>{v.nextRun ? liveRunLabel(v.nextRun) : '—'}</td>
              <td className="nowrap">
                {[speed, battery === null || battery === undefined ? null : `電池 ${Math.round(battery)}%`]
                  .filter(Boolean)
                  .join('・') || '—'}
              </td>
              <td className="nowrap">
                {v.latest && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => onFocus(focused ? null : v.vehicleCd)}
                  >
                    {focused ? '全体を表示' : '地図で見る'}
                    <span className="visually-hidden">：{v.name}</span>
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
