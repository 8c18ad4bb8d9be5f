import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/learner/cancel';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths, withChosenIds } from '@client/config/paths';
import { useCancelConfirm } from '@client/features/cancel/hooks/use-cancel-confirm';
import { parseChosenIds } from '@client/features/cancel/utils/cancel-selection';
import { useFreshReservationList } from '@client/features/reservation/api/get-reservation-list';
import { SpReservationList } from '@client/features/reservation/components/SpReservationList';
import { cancelledMessage } from '@client/lib/labels';
import { failureText } from '@client/lib/refusal-text';
import type { MenuState } from './menu';
import { SpFrame } from './sp-frame';
import '@client/styles/sp-booking.css';

function CancelConfirm({ ids, siteOption }: { ids: number[]; siteOption: SiteOption }) {
  const list = useFreshReservationList();
  const { check, shown, busy, checkingText, failure, unknownText, execute } = useCancelConfirm(
    ids,
    list.data,
  );
  const navigate = useNavigate();

  if (!check) return list.isPending ? <Loading /> : <QueryProblem error={list.error} />;
  const refusal = unknownText ?? failureText(failure);
  const toMenu = (cancelled: Reservation[], checked: boolean) => {
    const lines = cancelled.map((r) => cancelledMessage(r.date, r.upDown));
    const state: MenuState = { messages: checked ? [messages.reservation.cancelDone, ...lines] : lines };
    navigate(paths.sp.menu, { replace: true, state });
  };

  return (
    <>
      {checkingText && <Alert tone="info">{checkingText}</Alert>}
      {refusal ? (
        <Alert>{refusal}</Alert>
      ) : (
        check.problem && !busy && <Alert>{messages.error[check.problem]}</Alert>
      )}
      <section className="card" aria-labelledby="sp-cancel-chosen">
        <h2 id="sp-cancel-chosen">{t('chosen')}</h2>
        <SpReservationList
          reservations={shown}
          view={siteOption.reservationView}
          emptyText={messages.error[315]}
        />
      </section>
      <p className="sp-confirm-note">{t('note')}</p>
      <div className="sp-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={check.problem !== null || busy}
          onClick={() => execute(toMenu)}
        >
          {checkingText ? tFrame('checking') : busy ? t('cancelling') : t('cancel')}
        </button>
        <Link className="button" to={withChosenIds(paths.sp.cancel, ids)}>
          {t('backToChoice')}
        </Link>
      </div>
    </>
  );
}

/** Cancel confirm (SPEC.md §2, §4, §5): the chosen bookings re-checked on a fresh list, then cancelled. */
export default function SpCancelConfirmRoute() {
  const [params] = useSearchParams();
  const ids = parseChosenIds(params.get('ids'));
  if (ids.length === 0) return <Navigate to={paths.sp.cancel} replace />;
  return (
    <SpFrame>
      {({ siteOption }) =>
        siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">{t('titles.confirm')}</h1>
            <CancelConfirm ids={ids} siteOption={siteOption} />
          </>
        ) : (
          <Navigate to={paths.sp.menu} replace />
        )
      }
    </SpFrame>
  );
}
