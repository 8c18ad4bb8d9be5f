import { CELL_STATUS, isClickableCellStatus, type CellStatus } from '@shared/constants';

/**
 * Status 1–7 of one cell of the booking grid — a date × class period, seen in the chosen direction
 * (SPEC.md §4 "Desktop cell colours"; PRODUCT.md §4). The direction the learner already holds wins;
 * the other direction is offered only when a trip is available:
 * - both booked → 6;
 * - only up booked: chosen up → 2, chosen down → 3 if a trip is available, else 2;
 * - only down booked: chosen down → 4, chosen up → 5 if a trip is available, else 4;
 * - none booked → 1 if a trip is available, else 7.
 *
 * @param input.upBooked the learner holds an active up booking on a run of that date and period (any stop)
 * @param input.downBooked the same for the down direction
 * @param input.chosen the direction being booked, 1 up (往路) or 2 down (復路)
 * @param input.tripAvailable the date is bookable and {@link isTripAvailable} holds for the runs of the
 *   chosen direction serving the chosen stop in that period
 */
export function cellStatus(input: {
  upBooked: boolean;
  downBooked: boolean;
  chosen: 1 | 2;
  tripAvailable: boolean;
}): CellStatus {
  const { upBooked, downBooked, chosen, tripAvailable } = input;
  if (upBooked && downBooked) return CELL_STATUS.BothBooked;
  if (upBooked) {
    return chosen === 2 && tripAvailable ? CELL_STATUS.UpBookedDownBookable : CELL_STATUS.UpBooked;
  }
  if (downBooked) {
    return chosen === 1 && tripAvailable ? CELL_STATUS.DownBookedUpBookable : CELL_STATUS.DownBooked;
  }
  return tripAvailable ? CELL_STATUS.Bookable : CELL_STATUS.NoTrip;
}

/** Whether a cell of that status can be clicked to book (SPEC.md §4: only 1, 3 and 5). */
export function isClickable(status: CellStatus): boolean {
  return isClickableCellStatus(status);
}

/**
 * Whether any of a period's runs can still take the learner (SPEC.md §4: bus-limited or not
 * net-reservable trips count as no trip): one that is net-reservable and not full.
 * The caller still has to require the date itself to be bookable.
 */
export function isTripAvailable(trips: { isNetReservation: boolean; isBusLimit: boolean }[]): boolean {
  return trips.some((trip) => trip.isNetReservation && !trip.isBusLimit);
}
