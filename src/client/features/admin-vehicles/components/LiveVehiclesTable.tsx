import { t } from '@shared/i18n/console/vehicles';
import { t as tShell } from '@shared/i18n/console/shell';
import { formatTime } from '@shared/rules/japan-time';
import type { LiveVehicle } from '@shared/schemas/admin-vehicles';
import {
  delayLabel,
  fixAgeLabel,
  fixSourceLabel,
  liveRunLabel,
  ON_TIME_MINUTES,
  speedLabel,
} from './vehicle-labels';

interface Props {
  vehicles: LiveVehicle[];
  focusCd: string | null;
  onFocus: (vehicleCd: string | null) => void;
}

function FixCell({ vehicle }: { vehicle: LiveVehicle }) {
  const fix = vehicle.latest;
  if (!fix) return <span className="live-none">{t('table.noPosition')}</span>;
  return (
    <span className={vehicle.isStale ? 'live-stale' : undefined}>
      {fixAgeLabel(fix.ageSeconds)}
      <span className="live-time">{t('live.fixTime', { time: formatTime(new Date(fix.fixTime)) })}</span>
      {vehicle.isStale && <span className="admin-badge admin-badge-warning">{t('live.stale')}</span>}
      <span className="fix-source">{fixSourceLabel(fix)}</span>
    </span>
  );
}

function CurrentRun({ run }: { run: NonNullable<LiveVehicle['currentRun']> }) {
  const delay = delayLabel(run.delayMinutes);
  const late = run.delayMinutes !== null && run.delayMinutes >= ON_TIME_MINUTES;
  return (
    <>
      {liveRunLabel(run)}
      {delay && (
        <span
          className={`admin-badge live-delay${late ? ' admin-badge-warning' : ''}`}
          data-testid="run-delay"
        >
          {delay}
        </span>
      )}
    </>
  );
}

/** The same vehicles as the map, in words: the map's markers are for the eye, this list is for everyone. */
export function LiveVehiclesTable({ vehicles, focusCd, onFocus }: Props) {
  return (
    <table className="admin-table live-table">
      <thead>
        <tr>
          <th scope="col">{t('live.columns.vehicle')}</th>
          <th scope="col">{t('live.columns.fix')}</th>
          <th scope="col">{t('live.columns.currentRun')}</th>
          <th scope="col">{t('live.columns.nextRun')}</th>
          <th scope="col">{t('live.columns.speedAndBattery')}</th>
          <th scope="col">{t('live.columns.map')}</th>
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
                  {v.plate && `${t('live.separator')}${v.plate}`}
                </span>
              </th>
              <td>
                <FixCell vehicle={v} />
              </td>
              <td>{v.currentRun ? <CurrentRun run={v.currentRun} /> : '—'}</td>
              <td>{v.nextRun ? liveRunLabel(v.nextRun) : '—'}</td>
              <td className="nowrap">
                {[
                  speed,
                  battery === null || battery === undefined
                    ? null
                    : t('live.battery', { percent: Math.round(battery) }),
                ]
                  .filter(Boolean)
                  .join(t('live.separator')) || '—'}
              </td>
              <td className="nowrap">
                {v.latest && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => onFocus(focused ? null : v.vehicleCd)}
                  >
                    {focused ? t('live.showAll') : t('live.showOnMap')}
                    <span className="visually-hidden">{tShell('forItem', { item: v.name })}</span>
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
