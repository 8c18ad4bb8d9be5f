import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, rsvcondHref } from '@client/config/paths';
import { useKyosyuReservation } from '@client/features/reservation/api/get-kyosyu-reservation';
import { useKyosyuTimeTable } from '@client/features/reservation/api/get-kyosyu-time-table';
import { useReservationDays } from '@client/features/reservation/api/get-reservation-days';
import { useTravelTime } from '@client/features/reservation/api/get-travel-time';
import { PcGridLegend, PcTravelGrid } from '@client/features/reservation/components/PcTravelGrid';
import {
  useReservationCondition,
  type ReservationCondition,
} from '@client/features/reservation/hooks/use-reservation-condition';
import { directionWithDestination, placeName, placeTerm } from '@client/lib/labels';
import { emptyOrFailureText } from '@client/lib/refusal-text';
import { t } from '@shared/i18n/learner/booking';
import { t as tRides } from '@shared/i18n/learner/rides';
import { messages } from '@shared/i18n/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import { PcStepBar } from '@client/features/reservation/components/PcStepBar';
import { PhoneAdvice } from '@client/features/reservation/components/PhoneAdvice';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

interface GridProps {
  condition: ReservationCondition;
  busStop: BusStop;
  phoneNumber: string;
}

function Grid({ condition, busStop, phoneNumber }: GridProps) {
  const navigate = useNavigate();
  const { update } = useReservationCondition();
  const days = useReservationDays();
  const timetable = useKyosyuTimeTable();
  const dates = days.data?.map((d) => d.date) ?? [];
  const fromDate = dates[0] ?? '';
  const toDate = dates[dates.length - 1] ?? '';
  const travel = useTravelTime(
    fromDate ? { fromDate, toDate, upDown: condition.upDown, busStopCd: busStop.busStopCd } : null,
  );
  const lessons = useKyosyuReservation(fromDate, toDate);

  if (days.isError) {
    const text = emptyOrFailureText(days.error, 309);
    return text ? <Alert>{text}</Alert> : null;
  }
  if (days.isPending) return <Loading />;
  if (dates.length === 0) return <p className="empty pc-empty-strong">{messages.error[309]}</p>;
  if (travel.isError || timetable.isError) {
    const text = emptyOrFailureText(travel.error ?? timetable.error, 311);
    return text ? <Alert>{text}</Alert> : null;
  }
  if (travel.isPending || timetable.isPending) return <Loading />;
  const periods = timetable.data.periods.filter((p) => p.jgn > 0);
  // a bus off the net greys its cell (便なし（ネット予約対象外）): say how to book it instead
  const offNet = travel.data.days.some((d) =>
    d.cells.some((c) => c.trips.some((trip) => !trip.isNetReservation)),
  );
  return (
    <>
      <p className="pc-lead">{t('grid.lead', { unit: timetable.data.unit })}</p>
      <PcTravelGrid
        days={dates}
        periods={periods}
        unit={timetable.data.unit}
        plan={travel.data}
        lessons={lessons.data ?? []}
        upDown={condition.upDown}
        onPick={(date, jgn) => {
          update({ date, travel: undefined });
          navigate(`${paths.pc.rsvtime}?jgn=${jgn}`);
        }}
      />
      <PcGridLegend />
      {offNet && (
        <p className="pc-lead">
          <PhoneAdvice phoneNumber={phoneNumber} />
        </p>
      )}
    </>
  );
}

export default function PcRsvSelectRoute() {
  const navigate = useNavigate();
  const { condition } = useReservationCondition();
  const busStop = condition?.busStop;
  if (!condition || !busStop) return <Navigate to={rsvcondHref(condition?.upDown ?? 1)} replace />;
  return (
    <PcFrame bookingUnderway>
      {({ provider }) => (
        <>
          <h1 className="page-title">{t('titles.chooseDateAndPeriod')}</h1>
          <PcStepBar current={2} upDown={condition.upDown} />
          <div className="pc-select-head">
            <dl className="pc-summary pc-summary-inline">
              <div>
                <dt>{tRides('facts.direction')}</dt>
                <dd>{directionWithDestination(condition.upDown)}</dd>
              </div>
              <div>
                <dt>{placeTerm(condition.upDown)}</dt>
                <dd>{placeName(busStop)}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="button button-small"
              onClick={() => navigate(rsvcondHref(condition.upDown))}
            >
              {t('places.chooseAgain', { place: placeTerm(condition.upDown) })}
            </button>
          </div>
          <Grid
            key={`${condition.upDown}|${busStop.busStopCd}`}
            condition={condition}
            busStop={busStop}
            phoneNumber={provider.phoneNumber}
          />
        </>
      )}
    </PcFrame>
  );
}
