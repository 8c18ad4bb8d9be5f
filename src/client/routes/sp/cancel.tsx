import { Navigate } from 'react-router';
import { t } from '@shared/i18n/learner/cancel';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useCancelSelection } from '@client/features/cancel/hooks/use-cancel-selection';
import { useReservationList } from '@client/features/reservation/api/get-reservation-list';
import { SpReservationList } from '@client/features/reservation/components/SpReservationList';
import { SpFrame } from './sp-frame';
import '@client/styles/sp-booking.css';

function CancelChoice({ siteOption }: { siteOption: SiteOption }) {
  const reservations = useReservationList();
  const { candidates, selection, warning, submit } = useCancelSelection(
    reservations.data,
    paths.sp.cancelConfirm,
  );

  if (reservations.isPending) return <Loading />;
  if (!reservations.data) return <QueryProblem error={reservations.error} />;
  if (candidates.length === 0) return <p className="empty">{messages.error[315]}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="sp-cancel-choices">
        <legend>{t('chooseLegend')}</legend>
        <SpReservationList
          reservations={candidates}
          view={siteOption.reservationView}
          selection={selection}
        />
      </fieldset>
      <div className="sp-actions sp-actions-sticky">
        {warning && <Alert>{messages.reservation.selectOne}</Alert>}
        <button type="submit" className="button button-primary">
          {tFrame('next')}
        </button>
      </div>
    </form>
  );
}

/** Cancel selection (SPEC.md §2, §4): only bookings before their cut-off, at least one ticked. */
export default function SpCancelRoute() {
  return (
    <SpFrame>
      {({ siteOption }) =>
        siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">{tFrame('screens.cancel')}</h1>
            <p className="sp-lead">{t('lead')}</p>
            <CancelChoice siteOption={siteOption} />
          </>
        ) : (
          <Navigate to={paths.sp.menu} replace />
        )
      }
    </SpFrame>
  );
}
