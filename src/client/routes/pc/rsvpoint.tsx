import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, rsvcondHref } from '@client/config/paths';
import { useBusStopList, type BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';
import { BusStopList } from '@client/features/bus-stop/components/BusStopList';
import { useSearchTitle } from '@client/features/bus-stop/hooks/use-search-title';
import { searchFromParams } from '@client/features/bus-stop/utils/search-url';
import { useReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { t } from '@shared/i18n/learner/booking';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import { emptyOrFailureText } from '@client/lib/refusal-text';
import { PcStepBar } from '@client/features/reservation/components/PcStepBar';
import { placeTerm } from '@client/lib/labels';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

function PointList({ search }: { search: BusStopSearch }) {
  const navigate = useNavigate();
  const { condition, update } = useReservationCondition();
  const stops = useBusStopList(search);
  const title = useSearchTitle(search, 'pc');
  const upDown = condition?.upDown ?? 1;
  return (
    <>
      <section className="card" aria-labelledby="pc-point-list">
        <h2 id="pc-point-list">{title}</h2>
        {stops.isPending ? (
          <Loading />
        ) : stops.isError ? (
          emptyOrFailureText(stops.error, 310) && <Alert>{emptyOrFailureText(stops.error, 310)}</Alert>
        ) : stops.data.length === 0 ? (
          <p className="empty">{messages.error[310]}</p>
        ) : (
          <BusStopList
            area="pc"
            stops={stops.data}
            onSelect={(busStop) => {
              update({ busStop, date: '', travel: undefined });
              navigate(paths.pc.rsvselect);
            }}
          />
        )}
      </section>
      <button type="button" className="button" onClick={() => navigate(rsvcondHref(upDown))}>
        {tFrame('back')}
      </button>
    </>
  );
}

export default function PcRsvPointRoute() {
  const [params] = useSearchParams();
  const search = searchFromParams(params);
  const { condition } = useReservationCondition();
  if (!search || !condition) return <Navigate to={rsvcondHref(condition?.upDown ?? 1)} replace />;
  return (
    <PcFrame bookingUnderway>
      {() => (
        <>
          <h1 className="page-title">{t('titles.choosePlace', { place: placeTerm(condition.upDown) })}</h1>
          <PcStepBar current={1} upDown={condition.upDown} />
          <PointList search={search} />
        </>
      )}
    </PcFrame>
  );
}
