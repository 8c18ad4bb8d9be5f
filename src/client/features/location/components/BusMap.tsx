import { useMemo } from 'react';
import type { BusOperationStatus } from '@shared/schemas/location';
import type { MapTiles } from '@shared/schemas/provider';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';

/** SPEC.md §171: the map's scale. */
const ZOOM = 14;

/**
 * One bus and the learner's stop on a map, centred on the bus — on the stop (or the school) when
 * the bus has sent no position. The markers are for the eye; the screen says the same in words.
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
        label: bus.busStopDisplayName ?? bus.busStopName ?? '乗車地点',
        kind: 'stop',
      });
    if (bus.locationLat !== null && bus.locationLng !== null)
      list.push({ id: 'bus', lat: bus.locationLat, lng: bus.locationLng, label: 'バス', kind: 'bus' });
    return list;
  }, [bus]);
  const centre =
    bus.locationLat !== null && bus.locationLng !== null
      ? { lat: bus.locationLat, lng: bus.locationLng }
      : bus.busStopLat !== null && bus.busStopLng !== null
        ? { lat: bus.busStopLat, lng: bus.busStopLng }
        : school;
  return (
    <PointMap
      tiles={tiles}
      center={centre}
      zoom={ZOOM}
      markers={markers}
      label={`${bus.homenName} ${bus.binNm}の現在地の地図`}
      offlineNote="地図の画像を読み込めません。バスの状態と乗車地点までの距離は地図の上に表示しています。"
    />
  );
}
