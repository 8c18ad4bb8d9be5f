import { useMemo } from 'react';
import { t } from '@shared/i18n/console/network';
import type { MapTiles } from '@shared/schemas/provider';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';

/** The street level a stop is placed at. */
const STOP_ZOOM = 15;

interface Props {
  tiles: MapTiles;
  latitude: string;
  longitude: string;
  /** where the map opens for a stop not placed yet: the school's other stops' middle */
  around: { lat: number; lng: number };
  onChange: (latitude: string, longitude: string) => void;
}

/**
 * A stop's position: a click on the map or the coordinates typed (the map stays usable without
 * tiles: PointMap's vector marker and the two fields are all it needs), as the school's own
 * position is placed on the settings screen.
 */
export function StopLocation({ tiles, latitude, longitude, around, onChange }: Props) {
  const lat = Number(latitude);
  const lng = Number(longitude);
  const placed =
    latitude.trim() !== '' && longitude.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);
  const markers = useMemo<MapMarker[]>(
    () => (placed ? [{ id: 'stop', lat, lng, label: t('stops.marker'), kind: 'picked' }] : []),
    [placed, lat, lng],
  );
  // six decimals, as the server keeps them
  const pick = (pickedLat: number, pickedLng: number) => onChange(pickedLat.toFixed(6), pickedLng.toFixed(6));
  return (
    <div className="network-location">
      <div className="network-fields">
        <div className="field">
          <label htmlFor="stop-latitude">{t('stops.latitude')}</label>
          <input
            id="stop-latitude"
            inputMode="decimal"
            value={latitude}
            aria-describedby="stop-location-hint"
            onChange={(e) => onChange(e.target.value, longitude)}
          />
        </div>
        <div className="field">
          <label htmlFor="stop-longitude">{t('stops.longitude')}</label>
          <input
            id="stop-longitude"
            inputMode="decimal"
            value={longitude}
            aria-describedby="stop-location-hint"
            onChange={(e) => onChange(latitude, e.target.value)}
          />
        </div>
      </div>
      <p className="hint" id="stop-location-hint">
        {t('stops.locationHint')}
      </p>
      <PointMap
        tiles={tiles}
        center={placed ? { lat, lng } : around}
        zoom={STOP_ZOOM}
        markers={markers}
        label={t('stops.mapLabel')}
        offlineNote={t('stops.offlineNote')}
        onPick={pick}
      />
    </div>
  );
}
