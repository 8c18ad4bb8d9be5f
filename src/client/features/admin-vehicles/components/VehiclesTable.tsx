import { t } from '@shared/i18n/console/vehicles';
import { t as tShell } from '@shared/i18n/console/shell';
import { formatLongDate, formatTime } from '@shared/rules/japan-time';
import type { StaffVehicle, VehicleDevice } from '@shared/schemas/admin-vehicles';
import { fixAgeLabel, fixSourceLabel } from './vehicle-labels';

interface Props {
  vehicles: StaffVehicle[];
  /** admins may change vehicles and devices; dispatchers read */
  canWrite: boolean;
  busy: boolean;
  onEdit: (vehicle: StaffVehicle) => void;
  onAddDevice: (vehicle: StaffVehicle) => void;
  onRevokeDevice: (vehicle: StaffVehicle, device: VehicleDevice) => void;
  /** a one-time code signing the device's phone in to the driver page (issue 27 §1) */
  onSignInDevice: (vehicle: StaffVehicle, device: VehicleDevice) => void;
  onRetire: (vehicle: StaffVehicle, retired: boolean) => void;
}

const when = (iso: string) => `${formatLongDate(new Date(iso))} ${formatTime(new Date(iso))}`;

function DeviceList({
  vehicle,
  canWrite,
  busy,
  onRevoke,
  onSignIn,
}: {
  vehicle: StaffVehicle;
  canWrite: boolean;
  busy: boolean;
  onRevoke: (device: VehicleDevice) => void;
  onSignIn: (device: VehicleDevice) => void;
}) {
  if (vehicle.devices.length === 0) return <span className="live-none">{t('devices.none')}</span>;
  return (
    <ul className="device-list">
      {vehicle.devices.map((d) => (
        <li key={d.id} className={d.revokedAt ? 'device-revoked' : undefined}>
          <code>{d.deviceCode}</code>
          {d.revokedAt ? (
            <span className="admin-badge admin-badge-muted">
              {t('devices.revokedAt', { at: when(d.revokedAt) })}
            </span>
          ) : (
            <>
              <span className="device-seen">
                {d.lastSeenAt ? t('devices.lastSeen', { at: when(d.lastSeenAt) }) : t('devices.neverSeen')}
              </span>
              {canWrite && vehicle.retiredAt === null && (
                <button
                  type="button"
                  className="button button-small"
                  aria-disabled={busy}
                  onClick={() => !busy && onSignIn(d)}
                >
                  {t('devices.driverSignIn')}
                  <span className="visually-hidden">
                    {t('devices.driverSignInTarget', { vehicle: vehicle.name, device: d.deviceCode })}
                  </span>
                </button>
              )}
              {canWrite && (
                <button
                  type="button"
                  className="button button-small"
                  aria-disabled={busy}
                  onClick={() => !busy && onRevoke(d)}
                >
                  {t('devices.revoke')}
                  <span className="visually-hidden">
                    {t('devices.revokeTarget', { vehicle: vehicle.name, device: d.deviceCode })}
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
  onSignInDevice,
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
          <th scope="col">{t('table.vehicle')}</th>
          <th scope="col">{t('table.plate')}</th>
          <th scope="col">{t('table.driver')}</th>
          <th scope="col">{t('table.seats')}</th>
          <th scope="col">{t('table.latest')}</th>
          <th scope="col">{t('table.devices')}</th>
          {canWrite && <th scope="col">{t('table.actions')}</th>}
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
                {retired && <span className="admin-badge admin-badge-muted">{t('table.retired')}</span>}
              </th>
              <td>{v.plate || '—'}</td>
              <td className="nowrap">{v.driverName || '—'}</td>
              <td className="nowrap">{t('table.seatCount', { count: v.seats })}</td>
              <td className="nowrap">
                {v.latest ? (
                  <>
                    {fixAgeLabel(v.latest.ageSeconds)}
                    <span className="fix-source">{fixSourceLabel(v.latest)}</span>
                  </>
                ) : (
                  t('table.noPosition')
                )}
              </td>
              <td>
                <DeviceList
                  vehicle={v}
                  canWrite={canWrite}
                  busy={busy}
                  onRevoke={(d) => onRevokeDevice(v, d)}
                  onSignIn={(d) => onSignInDevice(v, d)}
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
                      {t('table.edit')}
                      <span className="visually-hidden">{tShell('forItem', { item: v.name })}</span>
                    </button>
                    {!retired && (
                      <button
                        type="button"
                        className="button button-small"
                        aria-disabled={busy}
                        onClick={() => !busy && onAddDevice(v)}
                      >
                        {t('table.addDevice')}
                        <span className="visually-hidden">{tShell('forItem', { item: v.name })}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button-small"
                      aria-disabled={busy}
                      onClick={() => !busy && onRetire(v, !retired)}
                    >
                      {retired ? t('table.resume') : t('table.retire')}
                      <span className="visually-hidden">{tShell('forItem', { item: v.name })}</span>
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
