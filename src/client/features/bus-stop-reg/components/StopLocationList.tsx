import type { BusStop } from '@shared/schemas/bus-stop';
import { MapLinks } from './MapLinks';

/** The school's points that need no registration (SPEC.md §2 point check): name, address and maps. */
export function StopLocationList({ stops }: { stops: readonly BusStop[] }) {
  return (
    <ul className="point-list">
      {stops.map((stop) => {
        const name = stop.busStopDisplayName || stop.busStopName;
        return (
          <li key={stop.busStopCd} className="point-item">
            <span className="point-text">
              <span className="point-name">{name}</span>
              {stop.ad1 && <span className="point-address">{stop.ad1}</span>}
            </span>
            <MapLinks lat={stop.busStopLat} lng={stop.busStopLng} name={name} />
          </li>
        );
      })}
    </ul>
  );
}
