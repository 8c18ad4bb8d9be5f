import { useMemo } from 'react';
import { t } from '@shared/i18n/console/settings';
import type { MapTiles } from '@shared/schemas/provider';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';

/** The street level a school's building can be placed at. */
const SCHOOL_ZOOM = 15;

interface Props {
  tiles: MapTiles;
  latitude: string;
  longitude: string;
  /** the field marked invalid by the last refusal (793) */
  invalid: boolean;
  latitudeId: string;
  onChange: (latitude: string, longitude: string) => void;
}

/**
 * The school's position: a click on the map or the coordinates typed (the map stays usable
 * without tiles: PointMap's vector marker and the two fields are all it needs).
 */
export function LocationPicker({ tiles, latitude, longitude, invalid, latitudeId, onChange }: Props) {
  const lat = Number(latitude);
  const lng = Number(longitude);
  const placed =
    latitude.trim() !== '' && longitude.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);
  const markers = useMemo<MapMarker[]>(
    () => (placed ? [{ id: 'school', lat, lng, label: t('location.marker'), kind: 'school' }] : []),
    [placed, lat, lng],
  );
  // six decimals, as the server keeps them
  const pick = (pickedLat: number, pickedLng: number) => onChange(pickedLat.toFixed(6), pickedLng.toFixed(6));
  return (
    <div className="settings-location">
      <div className="settings-coordinates">
        <div className="field">
          <label htmlFor={latitudeId}>{t('location.latitude')}</label>
          <input
            id={latitudeId}
            inputMode="decimal"
            value={latitude}
            aria-invalid={invalid || undefined}
            aria-describedby="settings-location-hint"
            onChange={(e) => onChange(e.target.value, longitude)}
          />
        </div>
        <div className="field">
          <label htmlFor="settings-longitude">{t('location.longitude')}</label>
          <input
            id="settings-longitude"
            inputMode="decimal"
            value={longitude}
            aria-invalid={invalid || undefined}
            aria-describedby="settings-location-hint"
            onChange={(e) => onChange(latitude, e.target.value)}
          />
        </div>
      </div>
      <p className="hint" id="settings-location-hint">
        {t('location.hint')}
      </p>
      <PointMap
        tiles={tiles}
        center={placed ? { lat, lng } : { lat: 35.68, lng: 139.77 }}
        zoom={SCHOOL_ZOOM}
        markers={markers}
        label={t('location.mapLabel')}
        offlineNote={t('location.offlineNote')}
        onPick={pick}
      />
    </div>
  );
}
