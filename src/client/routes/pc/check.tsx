import { Navigate } from 'react-router';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t as tRides } from '@shared/i18n/learner/rides';
import type { Reservation } from '@shared/schemas/reservation';
import { paths } from '@client/config/paths';
import { NotRidingControl } from '@client/features/not-riding/components/NotRidingControl';
import { PcUpcomingReservations } from '@client/features/reservation/components/PcUpcomingReservations';
import { WaitlistEntries } from '@client/features/reservation/components/WaitlistEntries';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';
import '../../styles/not-riding.css';
import '../../styles/waitlist.css';

const notRiding = (ride: Reservation) => <NotRidingControl ride={ride} area="pc" />;

/** Check reservations (SPEC.md §2 desktop): every upcoming booking with its times, extras and plan state. */
export default function PcCheckRoute() {
  return (
    <PcFrame>
      {({ siteOption }) =>
        siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">{tFrame('screens.check')}</h1>
            <section className="card" aria-labelledby="pc-check-list">
              <h2 id="pc-check-list">{tRides('listTitle')}</h2>
              <PcUpcomingReservations siteOption={siteOption} rideAction={notRiding} />
            </section>
            <WaitlistEntries area="pc" view={siteOption.reservationView} headingId="pc-check-waitlist" />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
