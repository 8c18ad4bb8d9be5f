import { isClickableCellStatus } from '@shared/constants';
import type { TravelItem, TravelPlan } from '@shared/schemas/reservation';

/** One date × class period of a travel plan: its status for the direction asked and its buses. */
export type TravelCell = TravelPlan['days'][number]['cells'][number];

/**
 * SPEC.md §4: a bus can be chosen when its period's cell is clickable for the direction (1, 3, 5;
 * not when that direction is already booked or nothing runs) and the bus itself still has a seat
 * and takes bookings on the net.
 */
export function isTripSelectable(cell: Pick<TravelCell, 'status'>, trip: TravelItem): boolean {
  return isClickableCellStatus(cell.status) && !trip.isBusLimit && trip.isNetReservation;
}

/**
 * Why a bus cannot be chosen, as both areas show it: the bus's own state first (not on the net —
 * which the server also reports as isBusLimit —, then full), then the period's (already booked in
 * this direction); '' when it can be chosen.
 */
export function tripUnavailableText(cell: Pick<TravelCell, 'status'>, trip: TravelItem): string {
  if (!trip.isNetReservation) return 'ネット予約対象外';
  if (trip.isBusLimit) return '満席';
  return isClickableCellStatus(cell.status) ? '' : '予約できません';
}
