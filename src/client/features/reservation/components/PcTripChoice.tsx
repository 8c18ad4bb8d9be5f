import type { TravelItem } from '@shared/schemas/reservation';

interface Props {
  trips: TravelItem[];
  value: string | null;
  onChange: (binCd: string) => void;
}

/** A bus can be chosen when it still has room and takes bookings on the net. */
export const isSelectableTrip = (trip: TravelItem) => !trip.isBusLimit && trip.isNetReservation;

/** The buses of one date and period as radio buttons; full or offline ones are shown but disabled. */
export function PcTripChoice({ trips, value, onChange }: Props) {
  return (
    <fieldset className="pc-trips">
      <legend>便を選択してください</legend>
      <ul>
        {trips.map((trip) => {
          const selectable = isSelectableTrip(trip);
          const id = `pc-trip-${trip.binCd}`;
          const state = trip.isBusLimit ? '満席' : trip.isNetReservation ? '' : 'ネット予約不可';
          return (
            <li key={trip.binCd} className={selectable ? undefined : 'pc-trip-disabled'}>
              <input
                type="radio"
                id={id}
                name="pc-trip"
                value={trip.binCd}
                checked={value === trip.binCd}
                disabled={!selectable}
                onChange={() => onChange(trip.binCd)}
              />
              <label htmlFor={id}>
                <span className="pc-trip-name">{trip.binNm}</span>
                <span className="pc-trip-time">{`出発 ${trip.upTime}`}</span>
                <span className="pc-trip-time">{`到着 ${trip.downTime}`}</span>
                {state ? (
                  <span className="pc-trip-state">{state}</span>
                ) : (
                  <span className="pc-trip-seats">{`残り ${trip.seatsLeft} 席`}</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
