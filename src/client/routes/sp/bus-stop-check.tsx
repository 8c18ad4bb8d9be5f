import { Link } from 'react-router';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/points';
import type { SiteOption } from '@shared/schemas/provider';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useOwnPoints } from '@client/features/bus-stop-reg/api/get-own-points';
import { OwnPointList } from '@client/features/bus-stop-reg/components/OwnPointList';
import { categoryName, NO_POINTS_TEXT } from '@client/features/bus-stop-reg/utils/point-labels';
import { SpPointFrame } from './point-frame';

function RegisteredPoints() {
  const own = useOwnPoints();
  if (own.isPending) return <Loading cards={2} />;
  if (!own.data) return <QueryProblem error={own.error} />;
  const withPoints = own.data.filter((c) => c.busStopList.length > 0);
  if (withPoints.length === 0)
    return (
      <section className="card" aria-labelledby="sp-check-none">
        <h2 id="sp-check-none">{t('check.registered')}</h2>
        <p className="empty">{NO_POINTS_TEXT}</p>
      </section>
    );
  return withPoints.map((category) => (
    <section
      key={category.busStopCategoryCd}
      className="card"
      aria-labelledby={`sp-check-${category.busStopCategoryCd}`}
    >
      <h2 id={`sp-check-${category.busStopCategoryCd}`}>{categoryName(category)}</h2>
      <OwnPointList points={category.busStopList} withMapLinks />
    </section>
  ));
}

const searchable = (options: SiteOption['reservation']) =>
  options.isCategoryBusStopSerachEnabled ||
  options.isAreaBusStopSerachEnabled ||
  options.isCourseBusStopSerachEnabled;

/**
 * /sp/BusStopCheck (SPEC.md §2): which of the learner's points can be booked from — approved
 * ones, those awaiting approval (承認待ち) and those not approved, with the reason — and a way to
 * the school's points that need no registration.
 */
export default function SpBusStopCheckRoute() {
  return (
    <SpPointFrame title={tFrame('screens.pointCheck')}>
      {({ siteOption }) => (
        <>
          <p className="sp-lead">{t('check.lead')}</p>
          <RegisteredPoints />
          <div className="sp-actions">
            {searchable(siteOption.reservation) && (
              <Link className="button" to={paths.sp.busStopPointCheck}>
                {t('check.seeSchoolPoints')}
              </Link>
            )}
            <Link className="button" to={paths.sp.busStopEdit}>
              {tFrame('screens.pointEdit')}
            </Link>
          </div>
        </>
      )}
    </SpPointFrame>
  );
}
