import { t } from '@shared/i18n/learner/booking';
import { t as tRides } from '@shared/i18n/learner/rides';
import { departureAt } from '@client/lib/labels';
import { PhoneAdvice } from './PhoneAdvice';
import type { TravelItem } from '@shared/schemas/reservation';
import { t as tWaitlist } from '@shared/i18n/learner/waitlist';
import { canJoinWaitlist } from '../utils/waitlist-offer';
import type { Extras } from '../utils/extras';
import { shownBus, type NameVisibility } from '../utils/shown-names';
import { isTripSelectable, tripUnavailableText, type TravelCell } from '../utils/trip-selectable';

interface Props {
  /** the date and period whose buses are offered */
  cell: TravelCell;
  /** the learner's party as it will be booked: a bus without seats for it reads 満席 */
  extras: Extras;
  /** whether the school shows bus names (reservationView) */
  view: NameVisibility;
  value: string | null;
  onChange: (binCd: string) => void;
  /** the school's phone, offered on a bus off the net */
  phoneNumber: string;
  /** キャンセル待ち on a full bus (issue 29): the button is offered where the learner may queue */
  onWaitlist?: (trip: TravelItem) => void;
}

/**
 * The buses of one date and period as radio buttons; full or offline ones, and every one of a
 * period already booked in this direction, are shown but disabled.
 */
export function PcTripChoice({ cell, extras, view, value, onChange, phoneNumber, onWaitlist }: Props) {
  return (
    <fieldset className="pc-trips">
      <legend>{t('pcTrips.legend')}</legend>
      <ul>
        {cell.trips.map((trip) => {
          const selectable = isTripSelectable(cell, trip, extras);
          const id = `pc-trip-${trip.binCd}`;
          const state = tripUnavailableText(cell, trip, extras);
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
                {view.isBusVisible && <span className="pc-trip-name">{shownBus(view, trip)}</span>}
                <span className="pc-trip-time">{departureAt(trip.upDown, trip.upTime)}</span>
                <span className="pc-trip-time">{tRides('arrivalAt', { time: trip.downTime })}</span>
                {state ? (
                  <span className="pc-trip-state">{state}</span>
                ) : (
                  <span className="pc-trip-seats">{t('pcTrips.seatsLeft', { count: trip.seatsLeft })}</span>
                )}
              </label>
              {!trip.isNetReservation && <PhoneAdvice phoneNumber={phoneNumber} />}
              {onWaitlist && canJoinWaitlist(cell, trip, extras, trip.upDown) && (
                <button
                  type="button"
                  className="button button-small pc-trip-waitlist"
                  aria-label={tWaitlist('offerLabel', {
                    bus: [shownBus(view, trip), departureAt(trip.upDown, trip.upTime)]
                      .filter(Boolean)
                      .join(' '),
                  })}
                  onClick={() => onWaitlist(trip)}
                >
                  {tWaitlist('offer')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
