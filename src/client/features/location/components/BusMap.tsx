import { useMemo, useState } from 'react';
import { t } from '@shared/i18n/learner/location';
import type { BusCourse, BusOperationStatus } from '@shared/schemas/location';
import type { MapTiles } from '@shared/schemas/provider';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';
import { busTitle, distanceText, ownStopWord } from '../utils/bus-texts';
import { placeTerm } from '@client/lib/labels';

/** SPEC.md §171: the map's scale. */
const ZOOM = 14;

interface Place {
  lat: number;
  lng: number;
}

/**
 * One bus on a map with what makes the map readable without tiles (issue 25 §5): the school, the
 * run's course as a line through its numbered, named stops, the learner's own stop marked, and the
 * bus. The view is centred on the bus (or the learner's stop), and fitted to all of them on request. The markers are for the eye; the screen says the same in words.
 */
export function BusMap({
  bus,
  tiles,
  school,
  course,
}: {
  bus: BusOperationStatus;
  tiles: MapTiles;
  school: { name: string; lat: number; lng: number };
  /** undefined while loading or when it could not be read: the map shows what it has */
  course: BusCourse | undefined;
}) {
  const own = ownStopWord(bus);
  // the school arrives as a new object on every render (the age ticks each second): the layers
  // are redrawn only when what they show changes
  const { name: schoolName, lat: schoolLat, lng: schoolLng } = school;
  const { busStopCd, busStopLat, busStopLng, locationLat, locationLng, isStale } = bus;
  const ownName = bus.busStopDisplayName ?? bus.busStopName ?? own;
  const markers = useMemo(() => {
    const school = { name: schoolName, lat: schoolLat, lng: schoolLng };
    const list: MapMarker[] = [
      { id: 'school', ...at(school), label: school.name, kind: 'school', permanentLabel: 'always' },
    ];
    course?.stops.forEach((stop, i) => {
      const mine = stop.busStopCd === busStopCd;
      list.push({
        id: `stop-${stop.busStopCd}`,
        lat: stop.lat,
        lng: stop.lng,
        label: mine
          ? t('markers.ownCourseStop', { order: i + 1, stop: stop.name, own })
          : t('markers.courseStop', { order: i + 1, stop: stop.name }),
        kind: mine ? 'own-stop' : 'stop',
        permanentLabel: 'always',
      });
    });
    const onCourse = course?.stops.some((stop) => stop.busStopCd === busStopCd) ?? false;
    if (!onCourse && busStopLat !== null && busStopLng !== null)
      list.push({
        id: 'stop',
        lat: busStopLat,
        lng: busStopLng,
        label: ownName,
        kind: 'own-stop',
        permanentLabel: 'always',
      });
    if (locationLat !== null && locationLng !== null)
      list.push({
        id: 'bus',
        lat: locationLat,
        lng: locationLng,
        label: isStale ? t('markers.staleBus') : t('markers.bus'),
        kind: isStale ? 'stale-bus' : 'bus',
        permanentLabel: 'always',
      });
    return list;
  }, [
    course,
    schoolName,
    schoolLat,
    schoolLng,
    own,
    ownName,
    busStopCd,
    busStopLat,
    busStopLng,
    locationLat,
    locationLng,
    isStale,
  ]);
  // a school-bound run ends at the school, a run from school starts there
  const line = useMemo<Place[]>(() => {
    if (!course) return [];
    const stops = course.stops.map(at);
    const home = { lat: schoolLat, lng: schoolLng };
    return bus.upDown === 1 ? [...stops, home] : [home, ...stops];
  }, [course, bus.upDown, schoolLat, schoolLng]);
  // SPEC.md §171 centres the bus at its scale; the whole course is one button away
  const [wholeCourse, setWholeCourse] = useState(0);
  const fit = useMemo(
    () => (wholeCourse > 0 ? { key: String(wholeCourse), points: markers.map(at) } : undefined),
    [wholeCourse, markers],
  );

  const centre = centreOf(bus, school);
  // the view is set on the first answer and when asked: a refresh every 20 s must not undo the
  // learner's own zoom and pan
  const onBus = bus.locationLat !== null && bus.locationLng !== null;
  const [view, setView] = useState({ centre, key: 0, onBus });
  // a bus that reports for the first time while the map is open is shown once
  if (onBus && !view.onBus) setView({ centre, key: view.key + 1, onBus });
  const note =
    (onBus ? t('tilesMissingBus') : t('tilesMissing')) +
    (bus.distanceFromHome !== null
      ? t('tilesMissingDistance', { own, distance: distanceText(bus.distanceFromHome) })
      : '');
  return (
    <>
      <PointMap
        tiles={tiles}
        center={view.centre}
        zoom={ZOOM}
        viewKey={view.key}
        markers={markers}
        line={line}
        fit={fit}
        label={t('mapLabel', { bus: busTitle(bus) })}
        offlineNote={note}
      />
      <div className="sp-actions">
        <button
          type="button"
          className="button"
          onClick={() => setView({ centre, key: view.key + 1, onBus })}
        >
          {onBus ? t('backToBus') : t('backToStop', { place: placeTerm(bus.upDown) })}
        </button>
        {course && course.stops.length > 0 && (
          <button type="button" className="button" onClick={() => setWholeCourse((n) => n + 1)}>
            {t('wholeCourse')}
          </button>
        )}
      </div>
    </>
  );
}

const at = (p: Place): Place => ({ lat: p.lat, lng: p.lng });

function centreOf(bus: BusOperationStatus, school: Place): Place {
  if (bus.locationLat !== null && bus.locationLng !== null)
    return { lat: bus.locationLat, lng: bus.locationLng };
  if (bus.busStopLat !== null && bus.busStopLng !== null) return { lat: bus.busStopLat, lng: bus.busStopLng };
  return at(school);
}
