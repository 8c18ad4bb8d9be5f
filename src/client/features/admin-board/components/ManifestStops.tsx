import { t } from '@shared/i18n/console/board';
import { riderMark } from '@shared/rules/rider-mark';
import type { ManifestStop } from '@shared/schemas/admin-board';
import type { UpDown } from '@client/lib/labels';
import { RiderMarkBadge } from './RiderMark';

interface Props {
  stops: ManifestStop[];
  /** runs to school pick learners up (乗車), runs from it set them down (降車) */
  upDown: UpDown;
  /**
   * on paper: an empty box per learner for the driver to tick (the screen has none: it would look
   * clickable), in place of the own-point column, which the stop's address already tells; the
   * rider's mark, when one is recorded, under the box instead of in a column of its own
   */
  tickColumn?: boolean;
}

const extras = (r: { passenger: number; childSheet: number; jitensya: number }) =>
  [
    r.passenger > 0 ? t('manifest.passengers', { count: r.passenger }) : '',
    r.childSheet > 0 ? t('manifest.childSeats', { count: r.childSheet }) : '',
    r.jitensya > 0 ? t('manifest.bicycle') : '',
  ]
    .filter(Boolean)
    .join(t('manifest.separator'));

/** A learner's own point is found by its address; a public stop by its name. */
function StopPlace({ stop }: { stop: ManifestStop }) {
  return (
    <>
      {stop.name}
      {stop.ownPoint && (
        <div className="manifest-address">
          {stop.address
            ? t('driverManifest.ownAddress', { address: stop.address })
            : t('driverManifest.noAddress')}
        </div>
      )}
    </>
  );
}

/**
 * The stops of a run in order with their times and, under each, who gets on or off there with
 * their mark (乗車 / 不在 / 乗りません / 未確認); a learner's own point with its address.
 */
export function ManifestStops({ stops, upDown, tickColumn = false }: Props) {
  const verb = t(`verb.${upDown}`);
  return (
    <table className="admin-table manifest-table">
      <thead>
        <tr>
          {tickColumn && (
            <th scope="col" className="manifest-tick">
              {t('driverManifest.tick', { verb })}
            </th>
          )}
          <th scope="col">{t('manifest.time')}</th>
          <th scope="col">{t('manifest.place', { verb })}</th>
          <th scope="col">{t('manifest.seitoNo')}</th>
          <th scope="col">{t('manifest.name')}</th>
          {!tickColumn && <th scope="col">{t('manifest.mark')}</th>}
          <th scope="col">{t('manifest.mobile')}</th>
          <th scope="col">{t('manifest.extras')}</th>
          {!tickColumn && <th scope="col">{t('manifest.ownPoint')}</th>}
        </tr>
      </thead>
      <tbody>
        {stops.map((stop) =>
          stop.riders.length === 0 ? (
            <tr key={stop.stopId} className="manifest-empty-stop">
              {tickColumn && <td className="manifest-tick" />}
              <td className="nowrap">{stop.planTime ?? '—'}</td>
              <th scope="row">
                <StopPlace stop={stop} />
              </th>
              <td colSpan={tickColumn ? 4 : 6} className="hint">
                {t('manifest.nobody', { verb })}
              </td>
            </tr>
          ) : (
            stop.riders.map((rider, i) => (
              <tr key={rider.reservationId}>
                {tickColumn && (
                  <td className="manifest-tick">
                    <span className="tick-box" />
                    {/* on paper the mark recorded by print time sits under the box (a column of its own would not fit A4) */}
                    {riderMark(rider.boarding, rider.notRiding) !== 'unconfirmed' && (
                      <div className="manifest-tick-mark">
                        <RiderMarkBadge rider={rider} />
                      </div>
                    )}
                  </td>
                )}
                {i === 0 && (
                  <>
                    <td rowSpan={stop.riders.length} className="nowrap">
                      {stop.planTime ?? '—'}
                    </td>
                    <th scope="row" rowSpan={stop.riders.length}>
                      <StopPlace stop={stop} />
                      <div className="hint">{t('manifest.riders', { count: stop.riders.length })}</div>
                    </th>
                  </>
                )}
                <td>{rider.seitoNo}</td>
                <td>
                  {/* struck through on screen and paper; the mark beside says why in words */}
                  {riderMark(rider.boarding, rider.notRiding) === 'notRiding' ? (
                    <s className="rider-not-riding">{rider.name}</s>
                  ) : (
                    rider.name
                  )}
                  <div className="hint">{rider.furigana}</div>
                </td>
                {!tickColumn && (
                  <td>
                    <RiderMarkBadge rider={rider} />
                  </td>
                )}
                <td className="nowrap">{rider.mobileNumber || '—'}</td>
                <td>{extras(rider) || '—'}</td>
                {!tickColumn && <td>{rider.ownPoint ? t('manifest.ownPointMark') : ''}</td>}
              </tr>
            ))
          ),
        )}
      </tbody>
    </table>
  );
}
