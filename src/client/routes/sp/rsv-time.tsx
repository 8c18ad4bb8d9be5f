import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '@shared/i18n/learner/booking';
import { t as tFrame } from '@shared/i18n/learner/frame';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { SiteOption } from '@shared/schemas/provider';
import type { TravelItem } from '@shared/schemas/reservation';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useKyosyuReservation } from '@client/features/reservation/api/get-kyosyu-reservation';
import { useKyosyuTimeTable } from '@client/features/reservation/api/get-kyosyu-time-table';
import { useReservationDays } from '@client/features/reservation/api/get-reservation-days';
import { useTravelTime } from '@client/features/reservation/api/get-travel-time';
import { SpTripChoice } from '@client/features/reservation/components/SpTripChoice';
import {
  useReservationCondition,
  type ReservationCondition,
} from '@client/features/reservation/hooks/use-reservation-condition';
import { chosenExtras } from '@client/features/reservation/utils/extras';
import { isTripSelectable } from '@client/features/reservation/utils/trip-selectable';
import { WaitlistJoin } from '@client/features/reservation/components/WaitlistJoin';
import { waitlistRide } from '@client/features/reservation/utils/waitlist-ride';
import { placeTerm } from '@client/lib/labels';
import '@client/styles/waitlist.css';
import { SpFlowFrame } from './sp-flow';

interface Props {
  condition: ReservationCondition;
  busStop: BusStop;
  siteOption: SiteOption;
  phoneNumber: string;
}

function TimeChoice({ condition, busStop, siteOption, phoneNumber }: Props) {
  const extras = chosenExtras(condition, siteOption.reservation);
  const { date, upDown } = condition;
  const travel = useTravelTime({ fromDate: date, toDate: date, upDown, busStopCd: busStop.busStopCd });
  const timetable = useKyosyuTimeTable();
  const lessons = useKyosyuReservation(date, date);
  const { update } = useReservationCondition();
  const navigate = useNavigate();
  const [binCd, setBinCd] = useState(condition.travel?.binCd ?? null);
  const days = useReservationDays();
  // a full bus whose キャンセル待ち the learner is confirming or has joined (issue 29)
  const [waitFor, setWaitFor] = useState<TravelItem | null>(null);

  if (travel.isPending || timetable.isPending) return <Loading />;
  if (waitFor) {
    return (
      <WaitlistJoin
        area="sp"
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
          setWaitFor(null);
          setBinCd(waitFor.binCd);
        }}
        menuHref={paths.sp.menu}
      />
    );
  }
  const cells = travel.data?.days.find((d) => d.date === date)?.cells ?? [];
  const selected =
    cells
      .flatMap((cell) => cell.trips.filter((trip) => isTripSelectable(cell, trip, extras)))
      .find((trip) => trip.binCd === binCd) ?? null;
  const next = () => {
    if (!selected) return;
    update({ travel: selected });
    navigate(paths.sp.confirm);
  };
  return (
    <>
      <QueryProblem error={travel.error} emptyCode={311} />
      {travel.data && (
        <SpTripChoice
          cells={cells}
          periods={timetable.data?.periods ?? []}
          lessons={(lessons.data ?? []).filter((l) => l.date === date)}
          extras={extras}
          view={siteOption.reservationView}
          selected={selected?.binCd ?? null}
          onSelect={(trip) => setBinCd(trip.binCd)}
          phoneNumber={phoneNumber}
          onWaitlist={setWaitFor}
        />
      )}
      <div className="sp-actions sp-actions-sticky">
        <button type="button" className="button button-primary" disabled={!selected} onClick={next}>
          {tFrame('next')}
        </button>
      </div>
      <Link className="button sp-back" to={paths.sp.course}>
        {t('places.backToPlace', { place: placeTerm(upDown) })}
      </Link>
    </>
  );
}

export default function SpRsvTimeRoute() {
  return (
    <SpFlowFrame title={t('titles.chooseTime')} step={3} needs="busStop">
      {({ condition, context }) =>
        condition.busStop ? (
          <TimeChoice
            condition={condition}
            busStop={condition.busStop}
            siteOption={context.siteOption}
            phoneNumber={context.provider.phoneNumber}
          />
        ) : null
      }
    </SpFlowFrame>
  );
}
