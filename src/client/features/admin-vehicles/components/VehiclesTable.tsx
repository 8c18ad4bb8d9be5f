import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { StaffVehicle, VehicleDevice } from '@shared/schemas/admin-vehicles';
import { fixAgeLabel } from './vehicle-labels';

interface Props {
  vehicles: StaffVehicle[];
  /** admins may change vehicles and devices; dispatchers read */
  canWrite: boolean;
  busy: boolean;
  onEdit: (vehicle: StaffVehicle) => void;
  onAddDevice: (vehicle: StaffVehicle) => void;
  onRevokeDevice: (vehicle: StaffVehicle, device: VehicleDevice) => void;
  onRetire: (vehicle: StaffVehicle, retired: boolean) => void;
}

const when = (iso: string) => `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}`;

function DeviceList({
  vehicle,
  canWrite,
  busy,
  onRevoke,
}: {
  vehicle: StaffVehicle;
  canWrite: boolean;
  busy: boolean;
  onRevoke: (device: VehicleDevice) => void;
}) {
  if (vehicle.devices.length === 0) return <span className="live-none">端末なし</span>;
  return (
    <ul className="device-list">
      {vehicle.devices.map((d) => (
        <li key={d.id} className={d.revokedAt ? 'device-revoked' : undefined}>
          <code>{d.deviceCode}</code>
          {d.revokedAt ? (
            <span className="admin-badge admin-badge-muted">無効（{when(d.revokedAt)}）</span>
          ) : (
            <>
              <span className="device-seen">
                {d.lastSeenAt ? `最終受信 ${when(d.lastSeenAt)}` : 'まだ受信していません'}
              </span>
              {canWrite && (
                <button
                  type="button"
                  className="button button-small"
                  aria-disabled={busy}
                  onClick={() => !busy && onRevoke(d)}
                >
                  無効にする
                  <span className="visually-hidden">
                    ：{vehicle.name}の端末 {d.deviceCode}
                  </span>
                </button>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The school's vehicles with their devices and newest fix; retired ones last, greyed. */
export function VehiclesTable({
  vehicles,
  canWrite,
  busy,
  onEdit,
  onAddDevice,
  onRevokeDevice,
  onRetire,
}: Props) {
  // by name as staff call them (2号車 after 1号車), retired ones last
  const ordered = [...vehicles].sort(
    (a, b) =>
      Number(a.retiredAt !== null) - Number(b.retiredAt !== null) ||
      a.name.localeCompare(b.name, 'ja', { numeric: true }),
  );
  return (
    <table className="admin-table vehicles-table">
      <thead>
        <tr>
          <th scope="col">車両</th>
          <th scope="col">ナンバー</th>
          <th scope="col">定員</th>
          <th scope="col">最新の位置</th>
          <th scope="col">端末</th>
          {canWrite && <th scope="col">操作</th>}
        </tr>
      </thead>
      <tbody>
        {ordered.map((v) => {
          const retired = v.retiredAt !== null;
          return (
            <tr key={v.id} className={retired ? 'vehicle-retired' : undefined}>
              <th scope="row">
                {v.name}
                <span className="live-code">{v.vehicleCd}</span>
                {retired && <span className="admin-badge admin-badge-muted">使用停止</span>}
              </th>
              <td>{v.plate || '—'}</td>
              <td className="nowrap">{v.seats}人</td>
              <td className="nowrap">{v.latest ? fixAgeLabel(v.latest.ageSeconds) : '位置情報なし'}</td>
              <td>
                <DeviceList
                  vehicle={v}
                  canWrite={canWrite}
                  busy={busy}
                  onRevoke={(d) => onRevokeDevice(v, d)}
                />
              </td>
              {canWrite && (
                <td>
                  <div className="vehicle-actions">
                    <button
                      id={`vehicle-edit-${v.id}`}
                      type="button"
                      className="button button-small"
                      onClick={() => onEdit(v)}
                    >
                      編集<span className="visually-hidden">：{v.name}</span>
                    </button>
                    {!retired && (
                      <button
                        type="button"
                        className="button button-small"
                        aria-disabled={busy}
                        onClick={() => !busy && onAddDevice(v)}
                      >
                        端末を追加<span className="visually-hidden">：{v.name}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button-small"
                      aria-disabled={busy}
                      onClick={() => !busy && onRetire(v, !retired)}
                    >
                      {retired ? '使用を再開' : '使用をやめる'}
                      <span className="visually-hidden">：{v.name}</span>
                    </button>
                  </div>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
