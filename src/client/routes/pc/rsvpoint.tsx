import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths } from '@client/config/paths';
import { useBusStopList, type BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';
import { useNetReleaseArea } from '@client/features/bus-stop/api/get-net-release-area';
import { useNetReleaseCourse } from '@client/features/bus-stop/api/get-net-release-course';
import { PcBusStopList } from '@client/features/bus-stop/components/PcBusStopList';
import { useReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { messages } from '@shared/messages';
import { emptyOrFailureText } from '@client/lib/refusal-text';
import { BookingSteps, parseSearch, rsvcondHref } from './pc-booking';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

function useSearchTitle(search: BusStopSearch): string {
  const areas = useNetReleaseArea(search.by === 'area');
  const courses = useNetReleaseCourse(search.by === 'course');
  switch (search.by) {
    case 'area':
      return `エリア：${areas.data?.find((a) => a.areaCd === search.areaCd)?.areaNm ?? ''}`;
    case 'course':
      return `コース：${courses.data?.find((c) => c.homenCd === search.homenCd)?.homenName ?? ''}`;
    case 'address':
      return `住所：${search.busStopAddress.split(' ').join('')}`;
    default:
      return '';
  }
}

function PointList({ search }: { search: BusStopSearch }) {
  const navigate = useNavigate();
  const { condition, update } = useReservationCondition();
  const stops = useBusStopList(search);
  const title = useSearchTitle(search);
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
          <PcBusStopList
            stops={stops.data}
            onSelect={(busStop) => {
              update({ busStop, date: '', travel: undefined });
              navigate(paths.pc.rsvselect);
            }}
          />
        )}
      </section>
      <button type="button" className="button" onClick={() => navigate(rsvcondHref(upDown))}>
        戻る
      </button>
    </>
  );
}

export default function PcRsvPointRoute() {
  const [params] = useSearchParams();
  const search = parseSearch(params);
  const { condition } = useReservationCondition();
  if (!search || !condition) return <Navigate to={rsvcondHref(condition?.upDown ?? 1)} replace />;
  return (
    <PcFrame>
      {() => (
        <>
          <h1 className="page-title">乗車地点の選択</h1>
          <BookingSteps current={1} />
          <PointList search={search} />
        </>
      )}
    </PcFrame>
  );
}
