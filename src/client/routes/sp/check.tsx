import { Link, Navigate } from 'react-router';
import { t } from '@shared/i18n/learner/cancel';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t as tRides } from '@shared/i18n/learner/rides';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import { paths } from '@client/config/paths';
import { useReservationList } from '@client/features/reservation/api/get-reservation-list';
import { cancellableOf } from '@client/features/cancel/utils/cancel-selection';
import { NotRidingControl } from '@client/features/not-riding/components/NotRidingControl';
import { SpUpcomingReservations } from '@client/features/reservation/components/SpUpcomingReservations';
import { WaitlistEntries } from '@client/features/reservation/components/WaitlistEntries';
import { SpFrame } from './sp-frame';
import '@client/styles/sp-booking.css';
import '@client/styles/not-riding.css';
import '@client/styles/waitlist.css';

const notRiding = (ride: Reservation) => <NotRidingControl ride={ride} area="sp" />;

function Bookings({ siteOption }: { siteOption: SiteOption }) {
  const reservations = useReservationList();
  return (
    <section className="card" aria-labelledby="sp-check-list">
      <h2 id="sp-check-list">{tRides('listTitle')}</h2>
      <SpUpcomingReservations siteOption={siteOption} rideAction={notRiding} />
      {reservations.data && cancellableOf(reservations.data).length > 0 && (
        <div className="sp-actions">
          <Link className="button" to={paths.sp.cancel}>
            {t('toCancel')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** SpCheck (SPEC.md §2): every upcoming booking with its times, extras and plan state. */
export default function SpCheckRoute() {
  return (
    <SpFrame>
      {({ siteOption }) =>
        siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">{tFrame('screens.check')}</h1>
            <Bookings siteOption={siteOption} />
            <WaitlistEntries area="sp" view={siteOption.reservationView} headingId="sp-check-waitlist" />
          </>
        ) : (
          <Navigate to={paths.sp.menu} replace />
        )
      }
    </SpFrame>
  );
}
