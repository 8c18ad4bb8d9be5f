import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { emptyOrFailureText } from '@client/lib/refusal-text';
import { useReservationList } from '../api/get-reservation-list';
import { PcReservationList } from './PcReservationList';

/** The learner's upcoming bookings as the desktop top and check screens list them (SPEC.md §2). */
export function PcUpcomingReservations({ siteOption }: { siteOption: SiteOption }) {
  const list = useReservationList();
  const failure = list.isError ? emptyOrFailureText(list.error, 313) : null;
  if (list.data)
    return (
      <PcReservationList
        reservations={list.data}
        unit={siteOption.school.timetableUnit}
        view={siteOption.reservationView}
      />
    );
  if (failure) return <Alert>{failure}</Alert>;
  return list.isPending ? <Loading cards={2} /> : null;
}
