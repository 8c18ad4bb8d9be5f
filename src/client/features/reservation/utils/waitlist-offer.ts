import type { TravelItem } from '@shared/schemas/reservation';
import { isTripSelectable, type TravelCell } from './trip-selectable';
import type { Extras } from './extras';

/**
 * The cell statuses (SPEC.md §4) saying the learner already holds a ride in the direction asked:
 * up asked → 2 (up booked) or 6 (both); down asked → 4 (down booked) or 6. Status 4 asked up, or 2
 * asked down, is the other direction booked while this one has no bus with room: still free.
 */
const BOOKED_IN_DIRECTION: Record<1 | 2, readonly number[]> = { 1: [2, 6], 2: [4, 6] };

/**
 * Whether a bus offers キャンセル待ち (issue 29 §1): it takes bookings on the net but has no room
 * for the learner's party, and the learner holds no ride in that direction for its period. The
 * server decides the rest (the school's switch 979, a party that can never fit 980, the cut-off).
 */
export function canJoinWaitlist(
  cell: Pick<TravelCell, 'status'>,
  trip: TravelItem,
  extras: Extras,
  upDown: 1 | 2,
): boolean {
  return (
    trip.isNetReservation &&
    !isTripSelectable({ status: 1 }, trip, extras) &&
    !BOOKED_IN_DIRECTION[upDown].includes(cell.status)
  );
}
