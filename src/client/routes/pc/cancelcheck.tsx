import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/learner/cancel';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '@shared/schemas/provider';
import type { Reservation } from '@shared/schemas/reservation';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, withChosenIds } from '@client/config/paths';
import { useCancelConfirm } from '@client/features/cancel/hooks/use-cancel-confirm';
import { parseChosenIds, type CancelProblem } from '@client/features/cancel/utils/cancel-selection';
import { useFreshReservationList } from '@client/features/reservation/api/get-reservation-list';
import { PcReservationList } from '@client/features/reservation/components/PcReservationList';
import { failureText, isRefusal, refusalText } from '@client/lib/refusal-text';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

/** What the result screen is handed (kept in the history entry, so a reload keeps it). */
export interface CancelNoticeState {
  cancelled: Reservation[];
  /** the answer came after a check of an unanswered request: say 取消は完了しています */
  checked?: boolean;
}

/** SPEC.md §5: the desktop words a gone booking as '取消可能な予約がございません'. */
const problemText = (code: CancelProblem) =>
  code === 325 ? messages.reservation.pcGone : messages.error[326];

const cancelFailureText = (error: unknown) =>
  isRefusal(error, 325)
    ? refusalText({ code: 325, message: messages.reservation.pcGone })
    : failureText(error);

function CancelCheck({ ids, siteOption }: { ids: number[]; siteOption: SiteOption }) {
  const list = useFreshReservationList();
  const { check, shown, busy, checkingText, failure, unknownText, execute } = useCancelConfirm(
    ids,
    list.data,
  );
  const navigate = useNavigate();

  if (!check) {
    if (list.isPending) return <Loading />;
    const listFailure = failureText(list.error);
    return listFailure ? <Alert>{listFailure}</Alert> : null;
  }
  const refusal = unknownText ?? cancelFailureText(failure);
  const toNotice = (cancelled: Reservation[], checked: boolean) => {
    const state: CancelNoticeState = { cancelled, checked };
    navigate(paths.pc.cancelNotice, { replace: true, state });
  };

  return (
    <>
      {checkingText && <Alert tone="info">{checkingText}</Alert>}
      {refusal ? (
        <Alert>{refusal}</Alert>
      ) : (
        check.problem && !busy && <Alert>{problemText(check.problem)}</Alert>
      )}
      <p className="pc-lead">{t('pcNote')}</p>
      <div className="card">
        <PcReservationList
          reservations={shown}
          unit={siteOption.school.timetableUnit}
          view={siteOption.reservationView}
          emptyText={messages.error[315]}
          caption={t('chosen')}
        />
      </div>
      <div className="pc-actions">
        <button
          type="button"
          className="button"
          onClick={() => navigate(withChosenIds(paths.pc.cancel, ids))}
        >
          {tFrame('back')}
        </button>
        <button
          type="button"
          className="button pc-button-primary"
          disabled={check.problem !== null || busy}
          onClick={() => execute(toNotice)}
        >
          {checkingText ? tFrame('checking') : busy ? t('cancelling') : t('cancel')}
        </button>
      </div>
    </>
  );
}

/** Cancel check (SPEC.md §2, §4, §5): the chosen bookings re-checked on a fresh list, then cancelled. */
export default function PcCancelCheckRoute() {
  const [params] = useSearchParams();
  const ids = parseChosenIds(params.get('ids'));
  if (ids.length === 0) return <Navigate to={paths.pc.cancel} replace />;
  return (
    <PcFrame>
      {({ siteOption }) =>
        siteOption.menu.useReservation ? (
          <>
            <h1 className="page-title">{t('titles.pcConfirm')}</h1>
            <CancelCheck ids={ids} siteOption={siteOption} />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
