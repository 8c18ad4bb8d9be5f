import { useMemo } from 'react';
import type { PendingPoints } from '@shared/schemas/admin-points';
import { hasCoordinates } from '@shared/rules/geo';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';
import { pointLabel } from './point-labels';

/** Zoom that shows the school's whole network, and one that shows a chosen point's street. */
const OVERVIEW_ZOOM = 12;
const POINT_ZOOM = 15;

const MARKER_PREFIX = 'point:';

interface Props {
  data: PendingPoints;
  selectedCd: string | null;
  onSelect: (busStopCd: string) => void;
}

/** Pending points (orange, the chosen one red), the course stops (blue) and the school (green). */
export function PendingPointsMap({ data, selectedCd, onSelect }: Props) {
  const markers = useMemo<MapMarker[]>(() => {
    const stops = new Map<string, MapMarker>();
    for (const s of data.courseStops) {
      if (!hasCoordinates(s.lat, s.lng) || stops.has(s.busStopCd)) continue;
      stops.set(s.busStopCd, {
        id: `stop:${s.busStopCd}`,
        lat: s.lat,
        lng: s.lng,
        label: s.name,
        kind: 'stop',
      });
    }
    const points = data.points
      .filter((p) => hasCoordinates(p.lat, p.lng))
      .map((p): MapMarker => ({
        id: `${MARKER_PREFIX}${p.busStopCd}`,
        lat: p.lat,
        lng: p.lng,
        label: `${p.learner.name}：${pointLabel(p)}（承認待ち）`,
        kind: p.busStopCd === selectedCd ? 'picked' : 'pending',
      }));
    const school: MapMarker = { id: 'school', ...data.school, label: '学校', kind: 'school' };
    // drawn in this order: pending points on top, where they are chosen
    return [...stops.values(), school, ...points];
  }, [data, selectedCd]);
  const selected = data.points.find((p) => p.busStopCd === selectedCd);
  const centre = selected && hasCoordinates(selected.lat, selected.lng) ? selected : data.school;

  return (
    <div className="points-map">
      <PointMap
        tiles={data.mapTiles}
        center={{ lat: centre.lat, lng: centre.lng }}
        zoom={selected ? POINT_ZOOM : OVERVIEW_ZOOM}
        markers={markers}
        label="承認待ちの地点と方面の乗車地点の地図"
        offlineNote="地図の画像を読み込めません。地点の位置は印で示しています。審査は下の一覧からもできます。"
        onMarkerSelect={(id) => {
          if (id.startsWith(MARKER_PREFIX)) onSelect(id.slice(MARKER_PREFIX.length));
        }}
      />
      <ul className="points-legend" aria-label="地図の凡例">
        <li>
          <span className="points-swatch points-swatch-pending" aria-hidden="true" />
          承認待ちの地点
        </li>
        <li>
          <span className="points-swatch points-swatch-picked" aria-hidden="true" />
          審査中の地点
        </li>
        <li>
          <span className="points-swatch points-swatch-stop" aria-hidden="true" />
          方面の乗車地点
        </li>
        <li>
          <span className="points-swatch points-swatch-school" aria-hidden="true" />
          学校
        </li>
      </ul>
      <p className="hint">地図の地点を選ぶか、下の一覧の「審査する」から審査できます。</p>
    </div>
  );
}
