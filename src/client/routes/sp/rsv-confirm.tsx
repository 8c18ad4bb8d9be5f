import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { paths } from '@client/config/paths';
import { useKyosyuTimeTable } from '@client/features/reservation/api/get-kyosyu-time-table';
import { useReservationDays } from '@client/features/reservation/api/get-reservation-days';
import { useSaveReservation } from '@client/features/reservation/api/save-reservation';
import { SpSummaryPanel } from '@client/features/reservation/components/SpSummaryPanel';
import {
  useReservationCondition,
  type ReservationCondition,
} from '@client/features/reservation/hooks/use-reservation-condition';
import { chosenExtras } from '@client/features/reservation/utils/extras';
import { WaitlistJoin } from '@client/features/reservation/components/WaitlistJoin';
import { waitlistRide } from '@client/features/reservation/utils/waitlist-ride';
import { confirmedMessage } from '@client/lib/labels';
import { isRefusal } from '@client/lib/refusal-text';
import { t as tWaitlist } from '@shared/i18n/learner/waitlist';
import { t } from '@shared/i18n/learner/booking';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import type { MenuState } from './menu';
import { SpFlowFrame } from './sp-flow';
import '@client/styles/waitlist.css';

function Confirm({ condition, siteOption }: { condition: ReservationCondition; siteOption: SiteOption }) {
  const options = siteOption.reservation;
  const save = useSaveReservation();
  const { replace } = useReservationCondition();
  const navigate = useNavigate();
  const { busStop, travel } = condition;
  const timetable = useKyosyuTimeTable();
  const days = useReservationDays();
  // 323: the bus filled up while the learner chose it; its キャンセル待ち is offered (issue 29)
  const [waiting, setWaiting] = useState(false);
  const extras = chosenExtras(condition, options);

  if (waiting && busStop && travel) {
    return (
      <WaitlistJoin
        area="sp"
        request={{
          date: condition.date,
          binCd: travel.binCd,
          upDown: condition.upDown,
          busStopCd: busStop.busStopCd,
          ...extras,
        }}
        ride={waitlistRide({
          trip: travel,
          periods: timetable.data?.periods ?? [],
          view: siteOption.reservationView,
          busStop,
          extras,
        })}
        closesAt={days.data?.find((d) => d.date === condition.date)?.deadline ?? null}
        onBack={() => navigate(paths.sp.time)}
        onBookInstead={() => {
          save.reset();
          setWaiting(false);
        }}
        menuHref={paths.sp.menu}
      />
    );
  }
  const full = isRefusal(save.error, 323);

  const execute = () => {
    if (!busStop || !travel) return;
    save.mutate(
      {
        date: condition.date,
        binCd: travel.binCd,
        upDown: condition.upDown,
        busStopCd: busStop.busStopCd,
        ...extras,
      },
      {
        onSuccess: ({ checked }) => {
          replace(null);
          const confirmed = confirmedMessage(condition.date, condition.upDown);
          const state: MenuState = {
            messages: checked ? [messages.reservation.bookingDone, confirmed] : [confirmed],
          };
          navigate(paths.sp.menu, { replace: true, state });
        },
      },
    );
  };

  return (
    <>
      {save.checkingText && <Alert tone="info">{save.checkingText}</Alert>}
      {save.failure && <Alert>{save.failure}</Alert>}
      {full && (
        <div className="sp-actions">
          <p>{tWaitlist('offerAfterFull')}</p>
          <button type="button" className="button button-primary" onClick={() => setWaiting(true)}>
            {tWaitlist('offer')}
          </button>
        </div>
      )}
      <SpSummaryPanel
        condition={condition}
        view={siteOption.reservationView}
        title={t('confirm.summaryTitle')}
      />
      <p className="sp-confirm-note">{t('confirm.note')}</p>
      <div className="sp-actions">
        <button type="button" className="button button-primary" disabled={save.isPending} onClick={execute}>
          {save.checking ? tFrame('checking') : save.isPending ? t('booking') : t('book')}
        </button>
        <Link className="button" to={paths.sp.time}>
          {t('confirm.backToTime')}
        </Link>
      </div>
    </>
  );
}

export default function SpRsvConfirmRoute() {
  return (
    <SpFlowFrame title={t('titles.confirm')} step={4} needs="travel" summary={false}>
      {({ condition, context }) => <Confirm condition={condition} siteOption={context.siteOption} />}
    </SpFlowFrame>
  );
}
