import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/location';
import type { BusOperationStatus } from '@shared/schemas/location';
import { busMapHref } from '@client/config/paths';
import {
  agedBy,
  ageText,
  busTitle,
  distanceText,
  etaText,
  plannedStartText,
  positionText,
  runStateLabel,
} from '../utils/bus-texts';
import { placeTerm } from '@client/lib/labels';

function BusItem({ bus: answered, elapsedSeconds }: { bus: BusOperationStatus; elapsedSeconds: number }) {
  const bus = agedBy(answered, elapsedSeconds);
  const stop = bus.busStopDisplayName ?? bus.busStopName;
  const eta = bus.runState === 'running' ? etaText(bus, elapsedSeconds) : null;
  return (
    <li
      className={bus.isStale || bus.runState === 'ended' ? 'bus-status bus-status-old' : 'bus-status'}
      data-run-state={bus.runState}
    >
      <p className="bus-status-title">
        {busTitle(bus)}
        <span className="bus-status-times">{`${bus.busStartTime}〜${bus.busEndTime}`}</span>
      </p>
      {stop && <p className="bus-status-stop">{t('stopLine', { place: placeTerm(bus.upDown), stop })}</p>}
      <p className="bus-status-state">
        <strong className={`bus-run-state bus-run-${bus.runState}`}>{runStateLabel(bus)}</strong>
        {bus.runState === 'before' && <span className="bus-status-detail">{plannedStartText(bus)}</span>}
        {bus.runState === 'running' && <span className="bus-status-detail">{positionText(bus)}</span>}
        {bus.ageSeconds !== null && (
          <span className="bus-status-age">{ageText(bus.ageSeconds, bus.isStale)}</span>
        )}
      </p>
      {eta && (
        <p className="bus-status-eta" data-testid="bus-eta">
          {t('eta.line', { place: placeTerm(bus.upDown), eta })}
        </p>
      )}
      {bus.distanceFromHome !== null && (
        <p className="bus-status-distance">
          {t('distanceLine', { place: placeTerm(bus.upDown), distance: distanceText(bus.distanceFromHome) })}
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
 * Buses of today with their state (運行前 with its planned start, 運行中 with where the bus is,
 * 運行終了), the age of their fix and, while moving, a way to the map.
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
