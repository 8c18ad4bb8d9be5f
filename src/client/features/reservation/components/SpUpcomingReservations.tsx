import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { useReservationList } from '../api/get-reservation-list';
import { SpReservationList } from './SpReservationList';

/**
 * The learner's upcoming bookings as the smartphone menu (`compact` cards) and check screens list
 * them (SPEC.md §2); while loading, card-shaped placeholders keep the page from jumping.
 */
export function SpUpcomingReservations({
  siteOption,
  compact = false,
}: {
  siteOption: SiteOption;
  compact?: boolean;
}) {
  const reservations = useReservationList();
  return (
    <>
      {reservations.isPending && <Loading cards={2} />}
      <QueryProblem error={reservations.error} emptyCode={313} />
      {reservations.data && (
        <SpReservationList
          reservations={reservations.data}
          view={siteOption.reservationView}
          compact={compact}
        />
      )}
    </>
  );
}
