import { Link, useSearchParams } from 'react-router';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/points';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useBusStopList, type BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';
import { SpPointSearches } from '@client/features/bus-stop/components/SpPointSearches';
import { usePointSearches } from '@client/features/bus-stop/hooks/use-point-searches';
import { useSearchTitle } from '@client/features/bus-stop/hooks/use-search-title';
import { searchFromParams } from '@client/features/bus-stop/utils/search-url';
import { StopLocationList } from '@client/features/bus-stop-reg/components/StopLocationList';
import { SpPointFrame } from './point-frame';

const pointCheckHref = (search: BusStopSearch) => {
  const { by, ...key } = search;
  return `${paths.sp.busStopPointCheck}?${new URLSearchParams({ target: by, ...key }).toString()}`;
};

/** SPEC.md §2 point check: the searches by category, area and course, each only where its site option is on. */
function Searches({ options }: { options: SiteOption['reservation'] }) {
  const { isPending, error, searches, open, toggle } = usePointSearches(options, {
    href: pointCheckHref,
    withAddress: false,
  });
  if (isPending) return <Loading cards={3} />;
  if (searches.length === 0)
    return error ? <QueryProblem error={error} /> : <p className="empty">{messages.error[310]}</p>;
  return (
    <section className="card" aria-labelledby="sp-point-check-search">
      <h2 id="sp-point-check-search">{t('schoolPoints.search')}</h2>
      <SpPointSearches searches={searches} open={open} onToggle={toggle} />
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
        {tFrame('back')}
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
    <SpPointFrame title={t('titles.schoolPoints')}>
      {({ siteOption }) => {
        const search = allowedSearch(params, siteOption.reservation);
        return search ? (
          <Stops search={search} />
        ) : (
          <>
            <p className="sp-lead">{t('schoolPoints.lead')}</p>
            <Searches options={siteOption.reservation} />
            <Link className="button sp-back" to={paths.sp.busStopCheck}>
              {t('schoolPoints.backToCheck')}
            </Link>
          </>
        );
      }}
    </SpPointFrame>
  );
}
