import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@shared/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import { Loading } from '@client/components/ui/Loading';
import { paths } from '@client/config/paths';
import { useBusStopCategorySearch } from '@client/features/bus-stop/api/get-bus-stop-category-search';
import { useBusStopList, type BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';
import { useNetReleaseArea } from '@client/features/bus-stop/api/get-net-release-area';
import { useNetReleaseCourse } from '@client/features/bus-stop/api/get-net-release-course';
import { SpBusStopList } from '@client/features/bus-stop/components/SpBusStopList';
import { useReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { searchFromParams } from './point-search';
import { QueryProblem, SpFlowFrame } from './sp-flow';

/** The name of what the learner searched by, from lists the previous screen already loaded. */
function useSearchTitle(search: BusStopSearch): string {
  const areas = useNetReleaseArea(search.by === 'area');
  const courses = useNetReleaseCourse(search.by === 'course');
  const categories = useBusStopCategorySearch(search.by === 'category');
  switch (search.by) {
    case 'area':
      return `エリア：${areas.data?.find((a) => a.areaCd === search.areaCd)?.areaNm ?? ''}`;
    case 'course':
      return `コース：${courses.data?.find((c) => c.homenCd === search.homenCd)?.homenName ?? ''}`;
    case 'category': {
      const category = categories.data?.find((c) => c.busStopCategoryCd === search.busStopCategoryCd);
      return `カテゴリ：${category?.busStopCategoryDisplayName || category?.busStopCategoryName || ''}`;
    }
    case 'address':
      return `住所：${search.busStopAddress.split(' ').slice(1).join('')}`;
  }
}

function StopChoice({ search }: { search: BusStopSearch }) {
  const stops = useBusStopList(search);
  const title = useSearchTitle(search);
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
            <SpBusStopList stops={stops.data} onSelect={choose} />
          ))}
      </section>
      <Link
        className="button sp-back"
        to={search.by === 'address' ? paths.sp.address : `${paths.sp.course}?search=${search.by}`}
      >
        戻る
      </Link>
    </>
  );
}

export default function SpRsvPointRoute() {
  const [params] = useSearchParams();
  const search = searchFromParams(params);
  if (!search) return <Navigate to={paths.sp.course} replace />;
  return (
    <SpFlowFrame title="乗車地点の選択" step={2}>
      {() => <StopChoice search={search} />}
    </SpFlowFrame>
  );
}
