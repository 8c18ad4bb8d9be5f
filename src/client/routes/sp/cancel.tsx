import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { messages } from '@shared/messages';
import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, withChosenIds } from '@client/config/paths';
import { useReservationList } from '@client/features/reservation/api/get-reservation-list';
import { cancellableOf } from '@client/features/reservation/components/cancel-selection';
import { SpReservationList } from '@client/features/reservation/components/SpReservationList';
import { QueryProblem } from './sp-flow';
import { SpFrame } from './sp-frame';
import '@client/styles/sp-booking.css';
import { useChosenIds } from '../use-chosen-ids';

function CancelChoice({ siteOption }: { siteOption: SiteOption }) {
  const reservations = useReservationList();
  const navigate = useNavigate();
  const [warning, setWarning] = useState(false);
  const { chosen, toggle: tick } = useChosenIds();

  if (reservations.isPending) return <Loading />;
  if (!reservations.data) return <QueryProblem error={reservations.error} />;
  const candidates = cancellableOf(reservations.data);
  if (candidates.length === 0) return <p className="empty">{messages.error[315]}</p>;
  const chosenIds = candidates.filter((r) => chosen.has(r.yoyakuId)).map((r) => r.yoyakuId);

  const toggle = (yoyakuId: number, checked: boolean) => {
    const ids = tick(
      yoyakuId,
      checked,
      candidates.map((r) => r.yoyakuId),
    );
    if (ids.length > 0) setWarning(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenIds.length === 0) {
      setWarning(true);
      return;
    }
    navigate(withChosenIds(paths.sp.cancelConfirm, chosenIds));
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="sp-cancel-choices">
        <legend>取消する予約を選んでください</legend>
        <SpReservationList
          reservations={candidates}
          options={siteOption.reservation}
          view={siteOption.reservationView}
          selection={{ chosen, onToggle: toggle }}
        />
      </fieldset>
      <div className="sp-actions sp-actions-sticky">
        {warning && <Alert>{messages.reservation.selectOne}</Alert>}
        <button type="submit" className="button button-primary">
          次へ
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
            <h1 className="page-title">予約の取消</h1>
            <p className="sp-lead">取消受付の締切前の予約だけが表示されます。</p>
            <CancelChoice siteOption={siteOption} />
          </>
        ) : (
          <Navigate to={paths.sp.menu} replace />
        )
      }
    </SpFrame>
  );
}
