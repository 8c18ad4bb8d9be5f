import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/learner/booking';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t as tRides } from '@shared/i18n/learner/rides';
import { messages } from '@shared/i18n/messages';
import { StatusBanner } from '@client/components/ui/StatusBanner';
import { paths } from '@client/config/paths';
import { useKyosyuTimeTable } from '@client/features/reservation/api/get-kyosyu-time-table';
import { useReservationList } from '@client/features/reservation/api/get-reservation-list';
import { PcReservationSummary } from '@client/features/reservation/components/PcReservationSummary';
import {
  useReservationCondition,
  type ReservationCondition,
} from '@client/features/reservation/hooks/use-reservation-condition';
import {
  confirmedMessage,
  departureTerm,
  DIRECTION_NAME,
  otherDirection,
  placeName,
} from '@client/lib/labels';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { TravelItem } from '@shared/schemas/reservation';
import type { SiteOption } from '@shared/schemas/provider';
import { PcStepBar } from '@client/features/reservation/components/PcStepBar';
import { shownExtras } from '@client/features/reservation/utils/extras';
import { shownBus, shownPeriod } from '@client/features/reservation/utils/shown-names';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

/** What the booking screen hands over (kept in the history entry, so a reload keeps it). */
export interface RsvNoticeState {
  /** the answer came after a check of an unanswered request: say 予約は完了しています */
  checked?: boolean;
}

interface Props {
  condition: ReservationCondition & { busStop: BusStop; travel: TravelItem };
  yoyakuId: number;
  siteOption: SiteOption;
}

function Confirmation({ condition, yoyakuId, siteOption }: Props) {
  const navigate = useNavigate();
  const checked = (useLocation().state as RsvNoticeState | null)?.checked;
  const { update } = useReservationCondition();
  const list = useReservationList();
  const timetable = useKyosyuTimeTable();
  const { date, upDown, busStop, travel } = condition;
  const booked = list.data?.find((r) => r.yoyakuId === yoyakuId);
  const other = otherDirection(upDown);
  // the list's texts follow the booking's plan state; the bus's own texts stand in until it answers
  const view = siteOption.reservationView;
  const period = shownPeriod(view, { jigenName: booked?.jigenName, displayJigen: travel.displayJigen });
  const bus = shownBus(view, travel);
  const rows = [
    ...(period ? [{ term: timetable.data?.unit ?? tRides('periodUnit'), value: period }] : []),
    ...(bus ? [{ term: tRides('facts.bus'), value: bus }] : []),
    { term: departureTerm(upDown), value: booked?.departureText ?? travel.upTime },
    { term: tRides('facts.arrival'), value: booked?.arrivalText ?? travel.downTime },
  ];
  return (
    <>
      <StatusBanner>
        {checked && <p>{messages.reservation.bookingDone}</p>}
        <p>{confirmedMessage(date, upDown)}</p>
      </StatusBanner>
      <PcReservationSummary
        date={date}
        upDown={upDown}
        place={placeName(busStop)}
        extras={shownExtras(condition, siteOption.reservation)}
        rows={rows}
      />
      <div className="pc-actions">
        <button type="button" className="button" onClick={() => navigate(paths.pc.menu)}>
          {tFrame('backToTop')}
        </button>
        <button
          type="button"
          className="button pc-button-primary"
          onClick={() => {
            update({ upDown: other, date: '', travel: undefined });
            navigate(paths.pc.rsvselect);
          }}
        >
          {t('pcTrips.bookOther', { direction: DIRECTION_NAME[other] })}
        </button>
      </div>
    </>
  );
}

export default function PcRsvNoticeRoute() {
  const [params] = useSearchParams();
  const yoyakuId = Number(params.get('yoyakuId'));
  const { condition: current } = useReservationCondition();
  // the booking just made, as it was: offering the other direction changes the stored condition
  const [condition] = useState(current);
  const busStop = condition?.busStop;
  const travel = condition?.travel;
  if (!condition || !busStop || !travel) return <Navigate to={paths.pc.menu} replace />;
  return (
    <PcFrame>
      {({ siteOption }) => (
        <>
          <h1 className="page-title">{t('pcSteps.done')}</h1>
          <PcStepBar current={4} upDown={condition.upDown} />
          <Confirmation
            condition={{ ...condition, busStop, travel }}
            yoyakuId={yoyakuId}
            siteOption={siteOption}
          />
        </>
      )}
    </PcFrame>
  );
}
