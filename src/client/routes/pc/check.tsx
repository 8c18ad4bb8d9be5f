import { Navigate } from 'react-router';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths } from '@client/config/paths';
import { useReservationList } from '@client/features/reservation/api/get-reservation-list';
import { PcReservationList } from '@client/features/reservation/components/PcReservationList';
import { emptyOrFailureText } from '@client/lib/refusal-text';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

function Reservations({ unit }: { unit: string }) {
  const list = useReservationList();
  const failure = list.isError ? emptyOrFailureText(list.error, 313) : null;
  return (
    <section className="card" aria-labelledby="pc-check-list">
      <h2 id="pc-check-list">予約一覧</h2>
      {list.data ? (
        <PcReservationList reservations={list.data} unit={unit} />
      ) : failure ? (
        <Alert>{failure}</Alert>
      ) : (
        list.isPending && <Loading />
      )}
    </section>
  );
}

/** Check reservations (SPEC.md §2 desktop): every upcoming booking with its times, extras and plan state. */
export default function PcCheckRoute() {
  return (
    <PcFrame>
      {({ siteOption }) =>
        siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">予約の確認</h1>
            <Reservations unit={siteOption.school.timetableUnit} />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
