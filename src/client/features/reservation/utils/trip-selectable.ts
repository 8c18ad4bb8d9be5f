import { isClickableCellStatus } from '@shared/constants';
import type { TravelItem, TravelPlan } from '@shared/schemas/reservation';
import { seatsNeeded, type Extras } from './extras';

/** One date × class period of a travel plan: its status for the direction asked and its buses. */
export type TravelCell = TravelPlan['days'][number]['cells'][number];

/**
 * Whether the bus has a seat for the learner and each child riding along (PRODUCT.md §4b). Child
 * seats and bicycle places are not in the travel item, so a bus short of those is refused by the
 * server at booking (323) instead.
 */
function hasSeatsFor(trip: TravelItem, extras: Extras): boolean {
  return !trip.isBusLimit && trip.seatsLeft >= seatsNeeded(extras);
}

/**
 * SPEC.md §4: a bus can be chosen when its period's cell is clickable for the direction (1, 3, 5;
 * not when that direction is already booked or nothing runs) and the bus itself has seats for the
 * learner's party (`extras`, as booked) and takes bookings on the net.
 */
export function isTripSelectable(
  cell: Pick<TravelCell, 'status'>,
  trip: TravelItem,
  extras: Extras,
): boolean {
  return isClickableCellStatus(cell.status) && hasSeatsFor(trip, extras) && trip.isNetReservation;
}

/**
 * Why a bus cannot be chosen, as both areas show it: the bus's own state first (full for this
 * party, not on the net), then the period's (already booked in this direction); '' when it can be chosen.
 */
export function tripUnavailableText(
  cell: Pick<TravelCell, 'status'>,
  trip: TravelItem,
  extras: Extras,
): string {
  if (!hasSeatsFor(trip, extras)) return '満席';
  if (!trip.isNetReservation) return 'ネット予約対象外';
  return isClickableCellStatus(cell.status) ? '' : '予約できません';
}
