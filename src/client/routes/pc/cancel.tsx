import { Navigate } from 'react-router';
import { t } from '@shared/i18n/learner/cancel';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths } from '@client/config/paths';
import { useCancelSelection } from '@client/features/cancel/hooks/use-cancel-selection';
import { useReservationList } from '@client/features/reservation/api/get-reservation-list';
import { PcReservationList } from '@client/features/reservation/components/PcReservationList';
import { failureText } from '@client/lib/refusal-text';
import type { SiteOption } from '@shared/schemas/provider';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

function CancelChoice({ siteOption }: { siteOption: SiteOption }) {
  const list = useReservationList();
  const { candidates, selection, warning, submit } = useCancelSelection(list.data, paths.pc.cancelCheck);

  if (list.isPending) return <Loading />;
  if (!list.data) {
    const failure = failureText(list.error);
    return failure ? <Alert>{failure}</Alert> : null;
  }
  if (candidates.length === 0) return <p className="pc-empty-strong">{messages.error[315]}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="card pc-cancel-choices">
        <legend>{t('pcChooseLegend')}</legend>
        <PcReservationList
          reservations={candidates}
          unit={siteOption.school.timetableUnit}
          view={siteOption.reservationView}
          selection={selection}
          caption={t('cancellable')}
        />
      </fieldset>
      {warning && <Alert>{messages.reservation.selectOne}</Alert>}
      <div className="pc-actions">
        <button type="submit" className="button pc-button-primary">
          {tFrame('next')}
        </button>
      </div>
    </form>
  );
}

/** Cancel (SPEC.md §2, §4): only bookings before their cut-off, with checkboxes; at least one ticked. */
export default function PcCancelRoute() {
  return (
    <PcFrame>
      {({ siteOption }) =>
        siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">{tFrame('screens.cancel')}</h1>
            <p className="pc-lead">{t('lead')}</p>
            <CancelChoice siteOption={siteOption} />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
