import { useState, type ReactNode } from 'react';
import { t as tMenu } from '@shared/i18n/learner/menu';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { emptyOrFailureText } from '@client/lib/refusal-text';
import { useReservationList } from '../api/get-reservation-list';
import { PcReservationList } from './PcReservationList';

/**
 * The learner's upcoming bookings as the desktop top and check screens list them (SPEC.md §2);
 * with `limit`, the first rows only and the rest behind 「すべての予約」.
 */
export function PcUpcomingReservations({
  siteOption,
  limit,
  rideAction,
}: {
  siteOption: SiteOption;
  limit?: number;
  /** what a route puts in each row's state cell (「今日は乗りません」) */
  rideAction?: (ride: Reservation) => ReactNode;
}) {
  const list = useReservationList();
  const [all, setAll] = useState(false);
  const failure = list.isError ? emptyOrFailureText(list.error, 313) : null;
  if (list.data) {
    const folded = limit !== undefined && list.data.length > limit;
    return (
      <>
        <PcReservationList
          reservations={folded && !all ? list.data.slice(0, limit) : list.data}
          unit={siteOption.school.timetableUnit}
          view={siteOption.reservationView}
          rideAction={rideAction}
        />
        {folded && (
          <button
            type="button"
            className="button"
            aria-expanded={all}
            onClick={() => setAll((shown) => !shown)}
          >
            {tMenu('allRides', { count: list.data.length })}
          </button>
        )}
      </>
    );
  }
  if (failure) return <Alert>{failure}</Alert>;
  return list.isPending ? <Loading cards={2} /> : null;
}
