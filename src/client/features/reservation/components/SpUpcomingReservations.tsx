import { useState, type ReactNode } from 'react';
import { t as tMenu } from '@shared/i18n/learner/menu';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { useReservationList } from '../api/get-reservation-list';
import { SpReservationList } from './SpReservationList';

/**
 * The learner's upcoming bookings as the smartphone menu (`compact` cards) and check screens list
 * them (SPEC.md §2); while loading, card-shaped placeholders keep the page from jumping. With
 * `limit`, the first rides only, and the rest behind 「すべての予約」 (the menu keeps its actions
 * on the first screen however many rides there are).
 */
export function SpUpcomingReservations({
  siteOption,
  compact = false,
  limit,
  rideAction,
}: {
  siteOption: SiteOption;
  compact?: boolean;
  limit?: number;
  /** what a route puts at the foot of each card (「今日は乗りません」) */
  rideAction?: (ride: Reservation) => ReactNode;
}) {
  const reservations = useReservationList();
  const [all, setAll] = useState(false);
  const list = reservations.data;
  const folded = limit !== undefined && list !== undefined && list.length > limit;
  return (
    <>
      {reservations.isPending && <Loading cards={2} />}
      <QueryProblem error={reservations.error} emptyCode={313} />
      {list && (
        <SpReservationList
          reservations={folded && !all ? list.slice(0, limit) : list}
          view={siteOption.reservationView}
          compact={compact}
          rideAction={rideAction}
        />
      )}
      {folded && (
        <button
          type="button"
          className="button sp-all-rides"
          aria-expanded={all}
          onClick={() => setAll((shown) => !shown)}
        >
          {tMenu('allRides', { count: list.length })}
        </button>
      )}
    </>
  );
}
