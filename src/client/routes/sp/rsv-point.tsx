import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { messages } from '@shared/i18n/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useBusStopList, type BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';
import { BusStopList } from '@client/features/bus-stop/components/BusStopList';
import { useSearchTitle } from '@client/features/bus-stop/hooks/use-search-title';
import { searchFromParams } from '@client/features/bus-stop/utils/search-url';
import { useReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { choosePlaceTitle, SpFlowFrame } from './sp-flow';

function StopChoice({ search }: { search: BusStopSearch }) {
  const stops = useBusStopList(search);
  const title = useSearchTitle(search, 'sp');
  const { update } = useReservationCondition();
  const navigate = useNavigate();
  const choose = (stop: BusStop) => {
    update({ busStop: stop, travel: undefined });
    navigate(paths.sp.time);
  };
  return (
    <>
      <section className="card" aria-labelledby="sp-point-list">
        <h2 id="sp-point-list">{title}</h2>
        {stops.isPending && <Loading />}
        <QueryProblem error={stops.error} emptyCode={310} />
        {stops.data &&
          (stops.data.length === 0 ? (
            <p className="empty">{messages.error[310]}</p>
          ) : (
            <BusStopList area="sp" stops={stops.data} onSelect={choose} />
          ))}
      </section>
      <Link
        className="button sp-back"
        to={search.by === 'address' ? paths.sp.address : `${paths.sp.course}?search=${search.by}`}
      >
        {tFrame('back')}
      </Link>
    </>
  );
}

export default function SpRsvPointRoute() {
  const [params] = useSearchParams();
  const search = searchFromParams(params);
  if (!search) return <Navigate to={paths.sp.course} replace />;
  return (
    <SpFlowFrame title={choosePlaceTitle} step={2}>
      {() => <StopChoice search={search} />}
    </SpFlowFrame>
  );
}
