import { t } from '@shared/i18n/console/network';
import type { StaffNetwork, StaffStop } from '@shared/schemas/admin-network';
import { deleteStop } from '../api/network';
import { NetworkListPanel, RowActions } from './NetworkListPanel';
import { useNetworkAdmin } from '../hooks/use-network-admin';
import { StopForm } from './StopForm';

/** Where the map opens for a new stop: the middle of the school's stops (Tokyo when it has none). */
function middleOf(stops: StaffStop[]) {
  if (stops.length === 0) return { lat: 35.68, lng: 139.77 };
  const sum = stops.reduce((a, s) => ({ lat: a.lat + s.latitude, lng: a.lng + s.longitude }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / stops.length, lng: sum.lng / stops.length };
}

/**
 * The school's own stops (乗車地点): add, change, delete one no course, run or booking names
 * (issue 23 §6). Learners' points are reviewed on their own screen.
 */
export function StopsPanel({ network }: { network: StaffNetwork }) {
  const admin = useNetworkAdmin<StaffStop>();
  const areaName = (areaCd: string) => network.areas.find((a) => a.areaCd === areaCd)?.name ?? areaCd;
  const remove = (stop: StaffStop) =>
    admin.remove(
      t('stops.removeConfirm', { name: stop.name }),
      () => deleteStop(stop.busStopCd),
      t('stops.removed', { name: stop.name }),
    );
  return (
    <NetworkListPanel
      part="stops"
      admin={admin}
      empty={network.stops.length === 0}
      form={(item) => (
        <StopForm
          key={item === null ? 'new' : item.busStopCd}
          stop={item}
          areas={network.areas.filter((a) => !a.isApprovalArea)}
          tiles={network.mapTiles}
          around={middleOf(network.stops)}
          onSaved={admin.saved}
          onCancel={admin.cancel}
        />
      )}
    >
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('stops.code')}</th>
            <th scope="col">{t('stops.nameHeader')}</th>
            <th scope="col">{t('stops.area')}</th>
            <th scope="col">{t('stops.addressHeader')}</th>
            <th scope="col">{t('stops.courses')}</th>
            <th scope="col">{t('stops.isNetReleaseHeader')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('stops.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {network.stops.map((s) => (
            <tr key={s.busStopCd}>
              <td>{s.busStopCd}</td>
              <td>
                {s.name}
                {s.displayName !== s.name && <div className="hint">{s.displayName}</div>}
              </td>
              <td>{areaName(s.areaCd)}</td>
              <td>{s.address}</td>
              <td>{s.courses.length > 0 ? s.courses.join(', ') : t('stops.coursesNone')}</td>
              <td>{s.isNetRelease ? t('stops.shown') : t('stops.hidden')}</td>
              <RowActions
                part="stops"
                name={s.name}
                busy={admin.action.busy}
                onEdit={() => admin.edit(s)}
                onRemove={s.courses.length === 0 && !s.hasRuns ? () => remove(s) : undefined}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </NetworkListPanel>
  );
}
