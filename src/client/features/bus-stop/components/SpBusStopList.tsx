import type { BusStop } from '@shared/schemas/bus-stop';
import { placeName } from '@client/lib/labels';

interface Props {
  stops: BusStop[];
  onSelect: (stop: BusStop) => void;
}

/** Points to board at; a point still awaiting approval is listed with its label and cannot be chosen (SPEC.md §2). */
export function SpBusStopList({ stops, onSelect }: Props) {
  return (
    <ul className="sp-stop-list">
      {stops.map((stop) => {
        const name = placeName(stop);
        return (
          <li key={stop.busStopCd} className="sp-stop">
            <div className="sp-stop-text">
              <span className="sp-stop-name">{name}</span>
              {stop.ad1 && <span className="sp-stop-address">{stop.ad1}</span>}
            </div>
            {stop.isAwaitingApproval ? (
              <span className="sp-pending">承認待ち</span>
            ) : (
              <button
                type="button"
                className="button button-small"
                aria-label={`選択：${name}`}
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
