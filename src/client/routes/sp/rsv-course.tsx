import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@shared/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useBusStopTowns } from '@client/features/bus-stop/api/get-bus-stop-address-search';
import { useBusStopCategorySearch } from '@client/features/bus-stop/api/get-bus-stop-category-search';
import { useNetReleaseArea } from '@client/features/bus-stop/api/get-net-release-area';
import { useNetReleaseCourse } from '@client/features/bus-stop/api/get-net-release-course';
import { useNetUseBusStop } from '@client/features/bus-stop/api/get-net-use-bus-stop';
import { BusStopList } from '@client/features/bus-stop/components/BusStopList';
import { SpLinkList, type LinkItem } from '@client/features/bus-stop/components/SpLinkList';
import { pointListHref } from '@client/features/bus-stop/utils/search-url';
import { useReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { SpFlowFrame } from './sp-flow';

/** The point searches of SpRsvCourse in SPEC.md §2 order; address opens its own town screen. */
type Search =
  | { kind: 'category' | 'area' | 'course'; label: string; items: LinkItem[] }
  | { kind: 'address'; label: string };

function SearchDisclosure(props: { label: string; items: LinkItem[]; open: boolean; onToggle: () => void }) {
  const listId = useId();
  return (
    <div className="sp-search">
      <button
        type="button"
        className="button sp-search-toggle"
        aria-expanded={props.open}
        aria-controls={listId}
        onClick={props.onToggle}
      >
        {props.label}
      </button>
      <div id={listId} hidden={!props.open}>
        <SpLinkList items={props.items} label={props.label} />
      </div>
    </div>
  );
}

function PointChoice({ options }: { options: SiteOption['reservation'] }) {
  const flags = {
    category: options.isCategoryBusStopSerachEnabled,
    area: options.isAreaBusStopSerachEnabled,
    address: options.isAddressBusStopSerachEnabled,
    course: options.isCourseBusStopSerachEnabled,
  };
  const used = useNetUseBusStop();
  const categories = useBusStopCategorySearch(flags.category);
  const areas = useNetReleaseArea(flags.area);
  const towns = useBusStopTowns(flags.address);
  const courses = useNetReleaseCourse(flags.course);
  const { update } = useReservationCondition();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const open = params.get('search');

  const pending =
    used.isPending ||
    (flags.category && categories.isPending) ||
    (flags.area && areas.isPending) ||
    (flags.address && towns.isPending) ||
    (flags.course && courses.isPending);
  if (pending) return <Loading />;

  const usedStops = used.data ?? [];
  const searches: Search[] = [];
  if (flags.category && categories.data?.length)
    searches.push({
      kind: 'category',
      label: 'カテゴリから探す',
      items: categories.data.map((c) => ({
        key: c.busStopCategoryCd,
        label: c.busStopCategoryDisplayName || c.busStopCategoryName,
        href: pointListHref('sp', { by: 'category', busStopCategoryCd: c.busStopCategoryCd }),
      })),
    });
  if (flags.area && areas.data?.length)
    searches.push({
      kind: 'area',
      label: 'エリアから探す',
      items: areas.data.map((a) => ({
        key: a.areaCd,
        label: a.areaNm,
        href: pointListHref('sp', { by: 'area', areaCd: a.areaCd }),
      })),
    });
  if (flags.address && towns.data?.length) searches.push({ kind: 'address', label: '住所から探す' });
  if (flags.course && courses.data?.length)
    searches.push({
      kind: 'course',
      label: 'コースから探す',
      items: courses.data.map((c) => ({
        key: c.homenCd,
        label: c.homenName,
        href: pointListHref('sp', { by: 'course', homenCd: c.homenCd }),
      })),
    });

  const choose = (stop: BusStop) => {
    update({ busStop: stop, travel: undefined });
    navigate(paths.sp.time);
  };
  const toggle = (kind: string) => setParams(open === kind ? {} : { search: kind }, { replace: true });

  return (
    <>
      <QueryProblem error={used.error} emptyCode={310} />
      {usedStops.length === 0 && searches.length === 0 ? (
        <p className="empty">{messages.error[310]}</p>
      ) : (
        <>
          {usedStops.length > 0 && (
            <section className="card" aria-labelledby="sp-used-points">
              <h2 id="sp-used-points">前回利用した地点</h2>
              <BusStopList area="sp" stops={usedStops} onSelect={choose} />
            </section>
          )}
          {searches.length > 0 && (
            <section className="card" aria-labelledby="sp-point-search">
              <h2 id="sp-point-search">乗車地点を探す</h2>
              <div className="sp-searches">
                {searches.map((search) =>
                  search.kind === 'address' ? (
                    <Link key={search.kind} className="button sp-search-toggle" to={paths.sp.address}>
                      {search.label}
                    </Link>
                  ) : (
                    <SearchDisclosure
                      key={search.kind}
                      label={search.label}
                      items={search.items}
                      open={open === search.kind}
                      onToggle={() => toggle(search.kind)}
                    />
                  ),
                )}
              </div>
            </section>
          )}
        </>
      )}
      <Link className="button sp-back" to={paths.sp.menu}>
        日付・方向の選択に戻る
      </Link>
    </>
  );
}

export default function SpRsvCourseRoute() {
  return (
    <SpFlowFrame title="乗車地点の選択" step={2}>
      {({ context }) => <PointChoice options={context.siteOption.reservation} />}
    </SpFlowFrame>
  );
}
