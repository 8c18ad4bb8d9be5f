import { useMemo, useState } from 'react';
import { t } from '@shared/i18n/learner/location';
import type { BusOperationStatus } from '@shared/schemas/location';
import type { MapTiles } from '@shared/schemas/provider';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';
import { busTitle } from '../utils/bus-texts';

/** SPEC.md §171: the map's scale. */
const ZOOM = 14;

/**
 * One bus and the learner's stop on a map, centred on the bus — on the stop (or the school) when
 * the bus has sent no position — and back there on request. The markers are for the eye; the
 * screen says the same in words.
 */
export function BusMap({
  bus,
  tiles,
  school,
}: {
  bus: BusOperationStatus;
  tiles: MapTiles;
  school: { lat: number; lng: number };
}) {
  const markers = useMemo(() => {
    const list: MapMarker[] = [];
    if (bus.busStopLat !== null && bus.busStopLng !== null)
      list.push({
        id: 'stop',
        lat: bus.busStopLat,
        lng: bus.busStopLng,
        label: bus.busStopDisplayName ?? bus.busStopName ?? t('markers.stop'),
        kind: 'stop',
      });
    if (bus.locationLat !== null && bus.locationLng !== null)
      list.push({
        id: 'bus',
        lat: bus.locationLat,
        lng: bus.locationLng,
        label: bus.isStale ? t('markers.staleBus') : t('markers.bus'),
        kind: bus.isStale ? 'stale-bus' : 'bus',
      });
    return list;
  }, [bus]);
  const centre = centreOf(bus, school);
  // the view is set on the first answer and when asked: a refresh every 20 s must not undo the
  // learner's own zoom and pan
  const onBus = bus.locationLat !== null && bus.locationLng !== null;
  const [view, setView] = useState({ centre, key: 0, onBus });
  // a bus that reports for the first time while the map is open is shown once
  if (onBus && !view.onBus) setView({ centre, key: view.key + 1, onBus });
  return (
    <>
      <PointMap
        tiles={tiles}
        center={view.centre}
        zoom={ZOOM}
        viewKey={view.key}
        markers={markers}
        label={t('mapLabel', { bus: busTitle(bus) })}
        offlineNote={t('tilesMissing')}
      />
      <div className="sp-actions">
        <button
          type="button"
          className="button"
          onClick={() => setView({ centre, key: view.key + 1, onBus })}
        >
          {onBus ? t('backToBus') : t('backToStop')}
        </button>
      </div>
    </>
  );
}

function centreOf(bus: BusOperationStatus, school: { lat: number; lng: number }) {
  if (bus.locationLat !== null && bus.locationLng !== null)
    return { lat: bus.locationLat, lng: bus.locationLng };
  if (bus.busStopLat !== null && bus.busStopLng !== null) return { lat: bus.busStopLat, lng: bus.busStopLng };
  return school;
}
