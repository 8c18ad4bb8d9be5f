import type { BusStop } from '@shared/schemas/bus-stop';
import { placeName } from '@client/lib/labels';

interface Props {
  stops: BusStop[];
  onSelect: (stop: BusStop) => void;
}

/** Points to board at; a point awaiting staff approval (承認待ち) is listed but cannot be chosen (SPEC.md §4). */
export function PcBusStopList({ stops, onSelect }: Props) {
  return (
    <ul className="pc-stops">
      {stops.map((stop) => {
        const name = placeName(stop);
        return (
          <li key={stop.busStopCd}>
            <span className="pc-stop-text">
              <span className="pc-stop-name">{name}</span>
              {stop.ad1 && <span className="pc-stop-address">{stop.ad1}</span>}
            </span>
            {stop.isAwaitingApproval ? (
              <span className="pc-stop-pending">承認待ち</span>
            ) : (
              <button
                type="button"
                className="button button-small"
                aria-label={`${name} を選択`}
                onClick={() => onSelect(stop)}
              >
                選択
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
