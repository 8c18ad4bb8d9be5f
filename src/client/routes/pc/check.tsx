import { Navigate } from 'react-router';
import { paths } from '@client/config/paths';
import { PcUpcomingReservations } from '@client/features/reservation/components/PcUpcomingReservations';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

/** Check reservations (SPEC.md §2 desktop): every upcoming booking with its times, extras and plan state. */
export default function PcCheckRoute() {
  return (
    <PcFrame>
      {({ siteOption }) =>
        siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">予約の確認</h1>
            <section className="card" aria-labelledby="pc-check-list">
              <h2 id="pc-check-list">予約一覧</h2>
              <PcUpcomingReservations siteOption={siteOption} />
            </section>
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
