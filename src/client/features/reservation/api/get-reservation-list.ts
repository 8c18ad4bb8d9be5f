import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reservation } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

/** The learner's upcoming bookings, with display texts computed by the server. */
export const reservationListQuery = queryOptions({
  queryKey: ['reservation-list'],
  queryFn: () => callData<Reservation[]>('Reservation/GetReservationList'),
});

export function useReservationList() {
  return useQuery(reservationListQuery);
}
