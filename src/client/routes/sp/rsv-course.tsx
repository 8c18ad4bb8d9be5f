import { Link, useNavigate } from 'react-router';
import { t } from '@shared/i18n/learner/booking';
import { messages } from '@shared/i18n/messages';
import type { BusStop } from '@shared/schemas/bus-stop';
import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useNetUseBusStop } from '@client/features/bus-stop/api/get-net-use-bus-stop';
import { BusStopList } from '@client/features/bus-stop/components/BusStopList';
import { SpPointSearches } from '@client/features/bus-stop/components/SpPointSearches';
import { usePointSearches } from '@client/features/bus-stop/hooks/use-point-searches';
import { pointListHref } from '@client/features/bus-stop/utils/search-url';
import { useReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import { placeTerm } from '@client/lib/labels';
import { choosePlaceTitle, SpFlowFrame } from './sp-flow';

function PointChoice({ options, place }: { options: SiteOption['reservation']; place: string }) {
  const used = useNetUseBusStop();
  const { isPending, searches, open, toggle } = usePointSearches(options, {
    href: (search) => pointListHref('sp', search),
    withAddress: true,
  });
  const { update } = useReservationCondition();
  const navigate = useNavigate();

  if (used.isPending || isPending) return <Loading />;

  const usedStops = used.data ?? [];
  const choose = (stop: BusStop) => {
    update({ busStop: stop, travel: undefined });
    navigate(paths.sp.time);
  };

  return (
    <>
      <QueryProblem error={used.error} emptyCode={310} />
      {usedStops.length === 0 && searches.length === 0 ? (
        <p className="empty">{messages.error[310]}</p>
      ) : (
        <>
          {usedStops.length > 0 && (
            <section className="card" aria-labelledby="sp-used-points">
              <h2 id="sp-used-points">{t('places.usedBefore')}</h2>
              <BusStopList area="sp" stops={usedStops} onSelect={choose} />
            </section>
          )}
          {searches.length > 0 && (
            <section className="card" aria-labelledby="sp-point-search">
              <h2 id="sp-point-search">{t('places.search', { place })}</h2>
              <SpPointSearches searches={searches} open={open} onToggle={toggle} />
            </section>
          )}
        </>
      )}
      <Link className="button sp-back" to={paths.sp.menu}>
        {t('places.backToCondition')}
      </Link>
    </>
  );
}

export default function SpRsvCourseRoute() {
  return (
    <SpFlowFrame title={choosePlaceTitle} step={2}>
      {({ condition, context }) => (
        <PointChoice options={context.siteOption.reservation} place={placeTerm(condition.upDown)} />
      )}
    </SpFlowFrame>
  );
}
