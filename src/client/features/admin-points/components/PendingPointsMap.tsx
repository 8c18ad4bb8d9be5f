import { t } from '@shared/i18n/console/points';
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
        label: t('mapView.pendingMarker', { learner: p.learner.name, point: pointLabel(p) }),
        kind: p.busStopCd === selectedCd ? 'picked' : 'pending',
      }));
    const school: MapMarker = { id: 'school', ...data.school, label: t('mapView.school'), kind: 'school' };
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
        label={t('mapView.label')}
        offlineNote={t('mapView.offlineNote')}
        onMarkerSelect={(id) => {
          if (id.startsWith(MARKER_PREFIX)) onSelect(id.slice(MARKER_PREFIX.length));
        }}
      />
      <ul className="points-legend" aria-label={t('mapView.legend')}>
        <li>
          <span className="points-swatch points-swatch-pending" aria-hidden="true" />
          {t('mapView.pending')}
        </li>
        <li>
          <span className="points-swatch points-swatch-picked" aria-hidden="true" />
          {t('mapView.picked')}
        </li>
        <li>
          <span className="points-swatch points-swatch-stop" aria-hidden="true" />
          {t('mapView.courseStop')}
        </li>
        <li>
          <span className="points-swatch points-swatch-school" aria-hidden="true" />
          {t('mapView.school')}
        </li>
      </ul>
      <p className="hint">{t('mapView.hint')}</p>
    </div>
  );
}
