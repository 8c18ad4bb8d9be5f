import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { useReservationList } from '../api/get-reservation-list';
import { SpReservationList } from './SpReservationList';

/** The learner's upcoming bookings as the smartphone menu and check screens list them (SPEC.md §2). */
export function SpUpcomingReservations({ siteOption }: { siteOption: SiteOption }) {
  const reservations = useReservationList();
  return (
    <>
      {reservations.isPending && <Loading />}
      <QueryProblem error={reservations.error} emptyCode={313} />
      {reservations.data && (
        <SpReservationList
          reservations={reservations.data}
          options={siteOption.reservation}
          view={siteOption.reservationView}
        />
      )}
    </>
  );
}
