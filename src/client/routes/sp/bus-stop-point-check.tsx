import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@shared/messages';
import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useBusStopCategorySearch } from '@client/features/bus-stop/api/get-bus-stop-category-search';
import { useBusStopList, type BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';
import { useNetReleaseArea } from '@client/features/bus-stop/api/get-net-release-area';
import { useNetReleaseCourse } from '@client/features/bus-stop/api/get-net-release-course';
import { SpLinkList, type LinkItem } from '@client/features/bus-stop/components/SpLinkList';
import { useSearchTitle } from '@client/features/bus-stop/hooks/use-search-title';
import { searchFromParams } from '@client/features/bus-stop/utils/search-url';
import { StopLocationList } from '@client/features/bus-stop-reg/components/StopLocationList';
import { SpPointFrame } from './point-frame';

type Kind = 'category' | 'area' | 'course';

const pointCheckHref = (search: BusStopSearch) => {
  const { by, ...key } = search;
  return `${paths.sp.busStopPointCheck}?${new URLSearchParams({ target: by, ...key }).toString()}`;
};

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

/** SPEC.md §2 point check: the searches by category, area and course, each only where its site option is on. */
function Searches({ options }: { options: SiteOption['reservation'] }) {
  const flags: Record<Kind, boolean> = {
    category: options.isCategoryBusStopSerachEnabled,
    area: options.isAreaBusStopSerachEnabled,
    course: options.isCourseBusStopSerachEnabled,
  };
  const categories = useBusStopCategorySearch(flags.category);
  const areas = useNetReleaseArea(flags.area);
  const courses = useNetReleaseCourse(flags.course);
  const [params, setParams] = useSearchParams();
  const open = params.get('search');
  if (
    (flags.category && categories.isPending) ||
    (flags.area && areas.isPending) ||
    (flags.course && courses.isPending)
  )
    return <Loading cards={3} />;

  const searches: { kind: Kind; label: string; items: LinkItem[] }[] = [];
  if (flags.category && categories.data?.length)
    searches.push({
      kind: 'category',
      label: 'カテゴリから探す',
      items: categories.data.map((c) => ({
        key: c.busStopCategoryCd,
        label: c.busStopCategoryDisplayName || c.busStopCategoryName,
        href: pointCheckHref({ by: 'category', busStopCategoryCd: c.busStopCategoryCd }),
      })),
    });
  if (flags.area && areas.data?.length)
    searches.push({
      kind: 'area',
      label: 'エリアから探す',
      items: areas.data.map((a) => ({
        key: a.areaCd,
        label: a.areaNm,
        href: pointCheckHref({ by: 'area', areaCd: a.areaCd }),
      })),
    });
  if (flags.course && courses.data?.length)
    searches.push({
      kind: 'course',
      label: 'コースから探す',
      items: courses.data.map((c) => ({
        key: c.homenCd,
        label: c.homenName,
        href: pointCheckHref({ by: 'course', homenCd: c.homenCd }),
      })),
    });

  const problem = categories.error ?? areas.error ?? courses.error;
  if (searches.length === 0)
    return problem ? <QueryProblem error={problem} /> : <p className="empty">{messages.error[310]}</p>;
  const toggle = (kind: Kind) => setParams(open === kind ? {} : { search: kind }, { replace: true });
  return (
    <section className="card" aria-labelledby="sp-point-check-search">
      <h2 id="sp-point-check-search">地点を探す</h2>
      <div className="sp-searches">
        {searches.map((search) => (
          <SearchDisclosure
            key={search.kind}
            label={search.label}
            items={search.items}
            open={open === search.kind}
            onToggle={() => toggle(search.kind)}
          />
        ))}
      </div>
    </section>
  );
}

function Stops({ search }: { search: BusStopSearch }) {
  const stops = useBusStopList(search);
  const title = useSearchTitle(search, 'sp');
  return (
    <>
      <section className="card" aria-labelledby="sp-point-check-list">
        <h2 id="sp-point-check-list">{title}</h2>
        {stops.isPending && <Loading />}
        <QueryProblem error={stops.error} emptyCode={310} />
        {stops.data &&
          (stops.data.length === 0 ? (
            <p className="empty">{messages.error[310]}</p>
          ) : (
            <StopLocationList stops={stops.data} />
          ))}
      </section>
      <Link className="button sp-back" to={`${paths.sp.busStopPointCheck}?search=${search.by}`}>
        戻る
      </Link>
    </>
  );
}

/** The search an address names, if its site option is on (the address search is not offered here). */
function allowedSearch(params: URLSearchParams, options: SiteOption['reservation']): BusStopSearch | null {
  const search = searchFromParams(params);
  switch (search?.by) {
    case 'category':
      return options.isCategoryBusStopSerachEnabled ? search : null;
    case 'area':
      return options.isAreaBusStopSerachEnabled ? search : null;
    case 'course':
      return options.isCourseBusStopSerachEnabled ? search : null;
    default:
      return null;
  }
}

/**
 * /sp/BusStopPointCheck (SPEC.md §2): the school's own points, which can be booked from without
 * registering anything, found by category, area or course; each with links to external maps.
 */
export default function SpBusStopPointCheckRoute() {
  const [params] = useSearchParams();
  return (
    <SpPointFrame title="登録不要の地点">
      {({ siteOption }) => {
        const search = allowedSearch(params, siteOption.reservation);
        return search ? (
          <Stops search={search} />
        ) : (
          <>
            <p className="sp-lead">学校の乗車地点は、登録しなくてもご予約いただけます。</p>
            <Searches options={siteOption.reservation} />
            <Link className="button sp-back" to={paths.sp.busStopCheck}>
              地点の確認に戻る
            </Link>
          </>
        );
      }}
    </SpPointFrame>
  );
}
