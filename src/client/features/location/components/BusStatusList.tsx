import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/location';
import type { BusOperationStatus } from '@shared/schemas/location';
import { busMapHref } from '@client/config/paths';
import { agedBy, ageText, busTitle, distanceText, stateText } from '../utils/bus-texts';

function BusItem({ bus: answered, elapsedSeconds }: { bus: BusOperationStatus; elapsedSeconds: number }) {
  const bus = agedBy(answered, elapsedSeconds);
  const stop = bus.busStopDisplayName ?? bus.busStopName;
  return (
    <li className={bus.isStale || bus.ageSeconds === null ? 'bus-status bus-status-old' : 'bus-status'}>
      <p className="bus-status-title">
        {busTitle(bus)}
        <span className="bus-status-times">{`${bus.busStartTime}〜${bus.busEndTime}`}</span>
      </p>
      {stop && <p className="bus-status-stop">{t('stopLine', { stop })}</p>}
      <p className="bus-status-state">
        <strong>{stateText(bus)}</strong>
        {bus.ageSeconds !== null && <span className="bus-status-age">{ageText(bus)}</span>}
      </p>
      {bus.distanceFromHome !== null && (
        <p className="bus-status-distance">
          {t('distanceLine', { distance: distanceText(bus.distanceFromHome) })}
        </p>
      )}
      {bus.isMoving && (
        <Link
          className="button bus-status-map"
          to={busMapHref(bus.binCd)}
          aria-label={t('busMap', { bus: busTitle(bus) })}
        >
          {t('map')}
        </Link>
      )}
    </li>
  );
}

/**
 * Buses of today with their state, the age of their fix and, while moving, a way to the map.
 * `elapsedSeconds` since the answer arrived are added to each age, so ages keep growing offline.
 */
export function BusStatusList({
  buses,
  empty,
  elapsedSeconds,
}: {
  buses: readonly BusOperationStatus[];
  empty: string;
  elapsedSeconds: number;
}) {
  if (buses.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="bus-status-list">
      {buses.map((bus) => (
        <BusItem key={`${bus.binCd}:${bus.yoyakuId ?? ''}`} bus={bus} elapsedSeconds={elapsedSeconds} />
      ))}
    </ul>
  );
}
