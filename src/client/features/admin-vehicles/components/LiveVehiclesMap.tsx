import { t } from '@shared/i18n/console/vehicles';
import { useMemo } from 'react';
import { POSITION_STALE_SECONDS } from '@shared/rules/bus-position';
import { hasCoordinates } from '@shared/rules/geo';
import type { LivePositions } from '@shared/schemas/admin-vehicles';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';
import { fixAgeLabel } from './vehicle-labels';

/** The school's whole network at once. */
const OVERVIEW_ZOOM = 12;
const VEHICLE_ZOOM = 15;

interface Props {
  data: LivePositions;
  /** the vehicle to centre on, chosen in the list; null: the school */
  focusCd: string | null;
}

/** Vehicles with a fix (purple; grey when stale) around the school (green). */
export function LiveVehiclesMap({ data, focusCd }: Props) {
  const markers = useMemo<MapMarker[]>(() => {
    const vehicles = data.vehicles.flatMap((v): MapMarker[] =>
      v.latest && hasCoordinates(v.latest.lat, v.latest.lng)
        ? [
            {
              id: `vehicle:${v.vehicleCd}`,
              lat: v.latest.lat,
              lng: v.latest.lng,
              label: t('live.marker', { name: v.name, age: fixAgeLabel(v.latest.ageSeconds) }),
              kind: v.isStale ? 'stale-bus' : 'bus',
            },
          ]
        : [],
    );
    // fresh vehicles drawn last, on top of stale ones
    vehicles.sort((a, b) => Number(a.kind === 'bus') - Number(b.kind === 'bus'));
    return [{ id: 'school', ...data.school, label: t('live.school'), kind: 'school' }, ...vehicles];
  }, [data]);
  const focused = data.vehicles.find((v) => v.vehicleCd === focusCd)?.latest;
  const centre = focused && hasCoordinates(focused.lat, focused.lng) ? focused : data.school;
  // the whole fleet and the school in view; fitted again when a vehicle appears or leaves
  const fit = useMemo(
    () => (focused ? undefined : { key: `fleet:${markers.length}`, points: markers }),
    [focused, markers],
  );

  return (
    <div className="live-map">
      <PointMap
        tiles={data.mapTiles}
        center={{ lat: centre.lat, lng: centre.lng }}
        zoom={focused ? VEHICLE_ZOOM : OVERVIEW_ZOOM}
        markers={markers}
        fit={fit}
        label={t('live.mapLabel')}
        offlineNote={t('live.offlineNote')}
      />
      <ul className="points-legend" aria-label={t('live.legend')}>
        <li>
          <span className="points-swatch live-swatch-bus" aria-hidden="true" />
          {t('live.freshVehicle', { minutes: POSITION_STALE_SECONDS / 60 })}
        </li>
        <li>
          <span className="points-swatch live-swatch-stale" aria-hidden="true" />
          {t('live.staleVehicle')}
        </li>
        <li>
          <span className="points-swatch points-swatch-school" aria-hidden="true" />
          {t('live.school')}
        </li>
      </ul>
    </div>
  );
}
