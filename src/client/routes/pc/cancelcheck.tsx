import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@shared/messages';
import type { Reservation } from '@shared/schemas/reservation';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, withChosenIds } from '@client/config/paths';
import { useCancelReservation } from '@client/features/reservation/api/cancel-reservation';
import { parseChosenIds, type CancelProblem } from '@client/features/reservation/components/cancel-selection';
import { PcReservationList } from '@client/features/reservation/components/PcReservationList';
import { useCancelCheck } from '@client/features/reservation/hooks/use-cancel-check';
import { failureText, isRefusal, refusalText } from '@client/lib/refusal-text';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

/** What the result screen is handed (kept in the history entry, so a reload keeps it). */
export interface CancelNoticeState {
  cancelled: Reservation[];
}

/** SPEC.md §5: the desktop words a gone booking as '取消可能な予約がございません'. */
const problemText = (code: CancelProblem) =>
  code === 325 ? messages.reservation.pcGone : messages.error[326];

const cancelFailureText = (error: unknown) =>
  isRefusal(error, 325)
    ? refusalText({ code: 325, message: messages.reservation.pcGone })
    : failureText(error);

function CancelCheck({ ids, unit }: { ids: number[]; unit: string }) {
  const check = useCancelCheck(ids);
  const cancel = useCancelReservation();
  const navigate = useNavigate();
  // what was confirmed stays on screen while the cancellation runs and the lists refresh
  const [sent, setSent] = useState<Reservation[] | null>(null);

  if (!check.result) {
    if (check.isPending) return <Loading />;
    const failure = failureText(check.error);
    return failure ? <Alert>{failure}</Alert> : null;
  }
  const { chosen, problem } = check.result;
  const refusal = cancelFailureText(cancel.error);
  const busy = cancel.isPending || cancel.isSuccess;

  const execute = () => {
    setSent(chosen);
    cancel.mutate(
      chosen.map((r) => r.yoyakuId),
      {
        onSuccess: ({ cancelled }) => {
          const state: CancelNoticeState = { cancelled };
          navigate(paths.pc.cancelNotice, { replace: true, state });
        },
        onError: () => setSent(null),
      },
    );
  };

  return (
    <>
      {refusal ? <Alert>{refusal}</Alert> : problem && !busy && <Alert>{problemText(problem)}</Alert>}
      <p className="pc-lead">以下の予約を取消します。よろしければ「取消する」を押してください。</p>
      <div className="card">
        <PcReservationList
          reservations={sent ?? chosen}
          unit={unit}
          emptyText={messages.error[315]}
          caption="取消する予約"
        />
      </div>
      <div className="pc-actions">
        <button
          type="button"
          className="button"
          onClick={() => navigate(withChosenIds(paths.pc.cancel, ids))}
        >
          戻る
        </button>
        <button
          type="button"
          className="button pc-button-primary"
          disabled={problem !== null || busy}
          onClick={execute}
        >
          {busy ? '取消しています…' : '取消する'}
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
            <h1 className="page-title">取消内容の確認</h1>
            <CancelCheck ids={ids} unit={siteOption.school.timetableUnit} />
          </>
        ) : (
          <Navigate to={paths.pc.menu} replace />
        )
      }
    </PcFrame>
  );
}
