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
              label: `${v.name}（${fixAgeLabel(v.latest.ageSeconds)}）`,
              kind: v.isStale ? 'stale-bus' : 'bus',
            },
          ]
        : [],
    );
    // fresh vehicles drawn last, on top of stale ones
    vehicles.sort((a, b) => Number(a.kind === 'bus') - Number(b.kind === 'bus'));
    return [{ id: 'school', ...data.school, label: '学校', kind: 'school' }, ...vehicles];
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
        label="車両の現在地の地図"
        offlineNote="地図の画像を読み込めません。車両の位置は印で示しています。詳しくは下の一覧をご覧ください。"
      />
      <ul className="points-legend" aria-label="地図の凡例">
        <li>
          <span className="points-swatch live-swatch-bus" aria-hidden="true" />
          車両（{POSITION_STALE_SECONDS / 60}分以内の位置）
        </li>
        <li>
          <span className="points-swatch live-swatch-stale" aria-hidden="true" />
          車両（古い位置）
        </li>
        <li>
          <span className="points-swatch points-swatch-school" aria-hidden="true" />
          学校
        </li>
      </ul>
    </div>
  );
}
