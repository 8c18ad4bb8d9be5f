import { isClickableCellStatus } from '@shared/constants';
import { t } from '@shared/i18n/learner/booking';
import type { TravelItem, TravelPlan } from '@shared/schemas/reservation';
import { capacityNeeded, fits } from '@shared/rules/capacity';
import type { Extras } from './extras';

/** One date × class period of a travel plan: its status for the direction asked and its buses. */
export type TravelCell = TravelPlan['days'][number]['cells'][number];

/**
 * Whether the bus has room for the learner's party (PRODUCT.md §4b): a seat for the learner and
 * each child riding along, and the child seats and bicycle place asked for — as the server counts
 * them when it books.
 */
function hasRoomFor(trip: TravelItem, extras: Extras): boolean {
  const room = { seats: trip.seatsLeft, childSeats: trip.childSeatsLeft, bicycles: trip.bicyclesLeft };
  return fits(capacityNeeded(extras), room);
}

/**
 * SPEC.md §4: a bus can be chosen when its period's cell is clickable for the direction (1, 3, 5;
 * not when that direction is already booked or nothing runs) and the bus itself takes bookings on
 * the net, is not full and has room for the learner's party (`extras`, as booked).
 */
export function isTripSelectable(
  cell: Pick<TravelCell, 'status'>,
  trip: TravelItem,
  extras: Extras,
): boolean {
  return (
    isClickableCellStatus(cell.status) &&
    trip.isNetReservation &&
    !trip.isBusLimit &&
    hasRoomFor(trip, extras)
  );
}

/**
 * Why a bus cannot be chosen, as both areas show it: the bus's own state first (not on the net —
 * which the server also reports as isBusLimit —, then full or without room for this party), then
 * the period's (already booked in this direction); '' when it can be chosen.
 */
export function tripUnavailableText(
  cell: Pick<TravelCell, 'status'>,
  trip: TravelItem,
  extras: Extras,
): string {
  if (!trip.isNetReservation) return t('unavailable.notOnNet');
  if (trip.isBusLimit || !hasRoomFor(trip, extras)) return t('unavailable.full');
  return isClickableCellStatus(cell.status) ? '' : t('unavailable.notBookable');
}

/**
 * Why a period of the grid offers no bus (its cell is 7, 「便なし」, SPEC.md §4), in the words of
 * {@link tripUnavailableText}: every bus off the net, or every bus on the net full. '' when no bus
 * serves the stop then, or when a bus could take bookings (the date itself closed meanwhile).
 */
export function noTripReason(trips: Pick<TravelItem, 'isNetReservation' | 'isBusLimit'>[]): string {
  if (trips.length === 0) return '';
  if (trips.every((trip) => !trip.isNetReservation)) return t('unavailable.notOnNet');
  return isFullPeriod(trips) ? t('unavailable.full') : '';
}

/**
 * Whether a period offering no bus has buses on the net, every one of them full: 「満席」, which
 * the grid tells apart from 「便なし」 (no bus at all, or none on the net).
 */
export function isFullPeriod(trips: Pick<TravelItem, 'isNetReservation' | 'isBusLimit'>[]): boolean {
  return (
    trips.some((trip) => trip.isNetReservation) &&
    trips.every((trip) => !trip.isNetReservation || trip.isBusLimit)
  );
}
