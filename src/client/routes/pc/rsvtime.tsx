import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, rsvcondHref } from '@client/config/paths';
import { useKyosyuTimeTable } from '@client/features/reservation/api/get-kyosyu-time-table';
import { useTravelTime } from '@client/features/reservation/api/get-travel-time';
import { useReservationDays } from '@client/features/reservation/api/get-reservation-days';
import { useSaveReservation } from '@client/features/reservation/api/save-reservation';
import { PcReservationSummary } from '@client/features/reservation/components/PcReservationSummary';
import { PcTripChoice } from '@client/features/reservation/components/PcTripChoice';
import {
  useReservationCondition,
  type ReservationCondition,
} from '@client/features/reservation/hooks/use-reservation-condition';
import { isTripSelectable } from '@client/features/reservation/utils/trip-selectable';
import { placeName } from '@client/lib/labels';
import { failureText } from '@client/lib/refusal-text';
import { t } from '@shared/i18n/learner/booking';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t as tRides } from '@shared/i18n/learner/rides';
import { messages } from '@shared/i18n/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { SiteOption } from '@shared/schemas/provider';
import type { TravelItem } from '@shared/schemas/reservation';
import { t as tWaitlist } from '@shared/i18n/learner/waitlist';
import { WaitlistJoin } from '@client/features/reservation/components/WaitlistJoin';
import { canJoinWaitlist } from '@client/features/reservation/utils/waitlist-offer';
import { waitlistRide } from '@client/features/reservation/utils/waitlist-ride';
import { isRefusal } from '@client/lib/refusal-text';
import { PcStepBar } from '@client/features/reservation/components/PcStepBar';
import { chosenExtras, shownExtras } from '@client/features/reservation/utils/extras';
import { PcFrame } from './pc-frame';
import type { RsvNoticeState } from './rsvnotice';
import '../../styles/pc-booking.css';
import '../../styles/waitlist.css';

interface Props {
  condition: ReservationCondition & { busStop: BusStop };
  jgn: number;
  siteOption: SiteOption;
  phoneNumber: string;
}

function TimeChoice({ condition, jgn, siteOption, phoneNumber }: Props) {
  const navigate = useNavigate();
  const { update } = useReservationCondition();
  const { date, upDown, busStop } = condition;
  const travel = useTravelTime({ fromDate: date, toDate: date, upDown, busStopCd: busStop.busStopCd });
  const timetable = useKyosyuTimeTable();
  const save = useSaveReservation();
  const [picked, setPicked] = useState<string | null>(null);
  const days = useReservationDays();
  // a full bus whose キャンセル待ち the learner is confirming or has joined (issue 29)
  const [waitFor, setWaitFor] = useState<TravelItem | null>(null);

  const extras = chosenExtras(condition, siteOption.reservation);
  const cell = travel.data?.days.find((d) => d.date === date)?.cells.find((c) => c.jgn === jgn);
  const selectable = cell ? cell.trips.filter((trip) => isTripSelectable(cell, trip, extras)) : [];
  const binCd =
    picked && selectable.some((t) => t.binCd === picked) ? picked : (selectable[0]?.binCd ?? null);
  const period = timetable.data?.periods.find((p) => p.jgn === jgn);

  // 323: the bus chosen filled up meanwhile; its キャンセル待ち is offered when the learner may queue
  const tried = cell?.trips.find((trip) => trip.binCd === save.variables?.binCd);
  const fullTried =
    isRefusal(save.error, 323) && tried && cell && canJoinWaitlist(cell, tried, extras, upDown)
      ? tried
      : null;

  if (waitFor) {
    return (
      <WaitlistJoin
        area="pc"
        request={{ date, binCd: waitFor.binCd, upDown, busStopCd: busStop.busStopCd, ...extras }}
        ride={waitlistRide({
          trip: waitFor,
          periods: timetable.data?.periods ?? [],
          view: siteOption.reservationView,
          busStop,
          extras,
        })}
        closesAt={days.data?.find((d) => d.date === date)?.deadline ?? null}
        onBack={() => setWaitFor(null)}
        onBookInstead={() => {
          save.reset();
          setWaitFor(null);
          setPicked(waitFor.binCd);
        }}
        menuHref={paths.pc.menu}
      />
    );
  }

  const reserve = () => {
    const trip = selectable.find((t) => t.binCd === binCd);
    if (!trip) return;
    save.reset();
    save.mutate(
      {
        date,
        binCd: trip.binCd,
        upDown,
        busStopCd: busStop.busStopCd,
        ...extras,
      },
      {
        onSuccess: ({ data, checked }) => {
          update({ travel: trip });
          const state: RsvNoticeState = { checked };
          navigate(`${paths.pc.rsvnotice}?yoyakuId=${data.yoyakuId}`, { state });
        },
      },
    );
  };

  return (
    <>
      <PcReservationSummary
        date={date}
        upDown={upDown}
        place={placeName(busStop)}
        extras={shownExtras(condition, siteOption.reservation)}
        rows={
          period && siteOption.reservationView.isJgnVisible
            ? [
                {
                  term: timetable.data?.unit ?? tRides('periodUnit'),
                  value: t('pcTrips.periodWithTime', {
                    name: period.timeName,
                    start: period.kyosyuStartTime,
                    end: period.kyosyuEndTime,
                  }),
                },
              ]
            : []
        }
      />
      {save.checkingText && <Alert tone="info">{save.checkingText}</Alert>}
      {save.failure && <Alert>{save.failure}</Alert>}
      {fullTried && (
        <div className="pc-actions">
          <p>{tWaitlist('offerAfterFull')}</p>
          <button type="button" className="button pc-button-primary" onClick={() => setWaitFor(fullTried)}>
            {tWaitlist('offer')}
          </button>
        </div>
      )}
      {travel.isPending ? (
        <Loading />
      ) : travel.isError ? (
        failureText(travel.error) && <Alert>{failureText(travel.error)}</Alert>
      ) : !cell || cell.trips.length === 0 ? (
        <p className="empty pc-empty-strong">{messages.error[311]}</p>
      ) : (
        <PcTripChoice
          cell={cell}
          extras={extras}
          view={siteOption.reservationView}
          value={binCd}
          onChange={setPicked}
          phoneNumber={phoneNumber}
          onWaitlist={setWaitFor}
        />
      )}
      <div className="pc-actions">
        <button type="button" className="button" onClick={() => navigate(paths.pc.rsvselect)}>
          {tFrame('back')}
        </button>
        <button
          type="button"
          className="button pc-button-primary"
          disabled={!binCd || save.isPending}
          onClick={reserve}
        >
          {save.checking ? tFrame('checking') : save.isPending ? t('booking') : t('book')}
        </button>
      </div>
    </>
  );
}

export default function PcRsvTimeRoute() {
  const [params] = useSearchParams();
  const jgn = Number(params.get('jgn'));
  const { condition } = useReservationCondition();
  const busStop = condition?.busStop;
  if (!condition || !busStop) return <Navigate to={rsvcondHref(condition?.upDown ?? 1)} replace />;
  if (!condition.date || !Number.isInteger(jgn)) return <Navigate to={paths.pc.rsvselect} replace />;
  return (
    <PcFrame bookingUnderway>
      {({ siteOption, provider }) => (
        <>
          <h1 className="page-title">{t('pcSteps.bus')}</h1>
          <PcStepBar current={3} upDown={condition.upDown} />
          <TimeChoice
            condition={{ ...condition, busStop }}
            jgn={jgn}
            siteOption={siteOption}
            phoneNumber={provider.phoneNumber}
          />
        </>
      )}
    </PcFrame>
  );
}
