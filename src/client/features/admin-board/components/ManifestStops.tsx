import { t } from '@shared/i18n/console/board';
import type { ManifestStop } from '@shared/schemas/admin-board';
import type { UpDown } from '@client/lib/labels';

interface Props {
  stops: ManifestStop[];
  /** runs to school pick learners up (乗車), runs from it set them down (降車) */
  upDown: UpDown;
}

const extras = (r: { passenger: number; childSheet: number; jitensya: number }) =>
  [
    r.passenger > 0 ? t('manifest.passengers', { count: r.passenger }) : '',
    r.childSheet > 0 ? t('manifest.childSeats', { count: r.childSheet }) : '',
    r.jitensya > 0 ? t('manifest.bicycle') : '',
  ]
    .filter(Boolean)
    .join(t('manifest.separator'));

/** The stops of a run in order with their times and, under each, who gets on or off there. */
export function ManifestStops({ stops, upDown }: Props) {
  const verb = t(`verb.${upDown}`);
  return (
    <table className="admin-table manifest-table">
      <thead>
        <tr>
          <th scope="col">{t('manifest.time')}</th>
          <th scope="col">{t('manifest.place', { verb })}</th>
          <th scope="col">{t('manifest.seitoNo')}</th>
          <th scope="col">{t('manifest.name')}</th>
          <th scope="col">{t('manifest.mobile')}</th>
          <th scope="col">{t('manifest.extras')}</th>
          <th scope="col">{t('manifest.ownPoint')}</th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop) =>
          stop.riders.length === 0 ? (
            <tr key={stop.stopId} className="manifest-empty-stop">
              <td className="nowrap">{stop.planTime ?? '—'}</td>
              <th scope="row">{stop.name}</th>
              <td colSpan={5} className="hint">
                {t('manifest.nobody', { verb })}
              </td>
            </tr>
          ) : (
            stop.riders.map((rider, i) => (
              <tr key={rider.reservationId}>
                {i === 0 && (
                  <>
                    <td rowSpan={stop.riders.length} className="nowrap">
                      {stop.planTime ?? '—'}
                    </td>
                    <th scope="row" rowSpan={stop.riders.length}>
                      {stop.name}
                      <div className="hint">{t('manifest.riders', { count: stop.riders.length })}</div>
                    </th>
                  </>
                )}
                <td>{rider.seitoNo}</td>
                <td>
                  {rider.name}
                  <div className="hint">{rider.furigana}</div>
                </td>
                <td className="nowrap">{rider.mobileNumber || '—'}</td>
                <td>{extras(rider) || '—'}</td>
                <td>{rider.ownPoint ? t('manifest.ownPointMark') : ''}</td>
              </tr>
            ))
          ),
        )}
      </tbody>
    </table>
  );
}
