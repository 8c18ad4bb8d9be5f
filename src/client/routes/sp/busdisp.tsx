import { Link, useSearchParams } from 'react-router';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/location';
import type { LearnerContext } from '@client/app/use-learner-context';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useBus, useBusCourse } from '@client/features/location/api/get-bus-status';
import { BusMap } from '@client/features/location/components/BusMap';
import { CourseStops } from '@client/features/location/components/CourseStops';
import {
  agedBy,
  ageText,
  busTitle,
  distanceText,
  etaText,
  ownStopWord,
  POSITION_DELAY_NOTE,
  stateText,
} from '@client/features/location/utils/bus-texts';
import { StaleDataNote } from '@client/components/ui/StaleDataNote';
import { useSecondsSince } from '@client/lib/use-seconds-since';
import { SpBusFrame } from './bus-frame';
import { placeTerm } from '@client/lib/labels';

function OneBus({ context, binCd }: { context: LearnerContext; binCd: string }) {
  const bus = useBus(binCd);
  const course = useBusCourse(binCd);
  const elapsed = useSecondsSince(bus.dataUpdatedAt);
  const { provider, siteOption } = context;
  if (binCd === '') return <p className="empty">{t('noBusChosen')}</p>;
  if (bus.isPending) return <Loading cards={2} />;
  if (!bus.data) return <QueryProblem error={bus.error} />;
  const data = agedBy(bus.data, elapsed);
  const hasFix = data.locationLat !== null && data.locationLng !== null;
  const hasStop = data.busStopLat !== null && data.busStopLng !== null;
  const stop = data.busStopDisplayName ?? data.busStopName;
  const eta = data.runState === 'running' ? etaText(data, elapsed) : null;
  return (
    <>
      {(bus.fetchStatus === 'paused' || bus.isRefetchError) && (
        <StaleDataNote receivedAt={bus.dataUpdatedAt} />
      )}
      <section className="card" aria-labelledby="bus-disp-facts">
        <h2 id="bus-disp-facts">{busTitle(data)}</h2>
        <dl className="bus-facts">
          <div>
            <dt>{t('facts.time')}</dt>
            <dd>{`${data.busStartTime}〜${data.busEndTime}`}</dd>
          </div>
          <div>
            <dt>{t('facts.state')}</dt>
            <dd>{stateText(data)}</dd>
          </div>
          {data.ageSeconds !== null && (
            <div className={data.isStale ? 'bus-status-old' : undefined}>
              <dt>{t('facts.updated')}</dt>
              <dd data-testid="bus-age">{ageText(data.ageSeconds, data.isStale)}</dd>
            </div>
          )}
          {stop && (
            <div>
              <dt>{t('facts.stop', { place: placeTerm(data.upDown) })}</dt>
              <dd>{stop}</dd>
            </div>
          )}
          {eta && (
            <div className="bus-facts-eta">
              <dt>{t('facts.eta')}</dt>
              <dd data-testid="bus-eta">{eta}</dd>
            </div>
          )}
          {data.distanceFromHome !== null && (
            <div>
              <dt>{t('facts.distance', { place: placeTerm(data.upDown) })}</dt>
              <dd>{t('facts.about', { distance: distanceText(data.distanceFromHome) })}</dd>
            </div>
          )}
        </dl>
      </section>
      <BusMap
        bus={data}
        tiles={siteOption.mapTiles}
        school={{ name: provider.name, lat: provider.latitude, lng: provider.longitude }}
        course={course.data}
      />
      <p className="bus-map-legend">
        <span className="bus-legend-school" aria-hidden="true">
          ●
        </span>{' '}
        {t('markers.school')}{' '}
        {course.data && (
          <>
            <span className="bus-legend-course" aria-hidden="true">
              ━
            </span>{' '}
            {t('markers.course')}{' '}
            <span className="bus-legend-stop" aria-hidden="true">
              ●
            </span>{' '}
            {t('markers.courseStops')}{' '}
          </>
        )}
        {hasStop && (
          <>
            <span className="bus-legend-own" aria-hidden="true">
              ●
            </span>{' '}
            {ownStopWord(data)}{' '}
          </>
        )}
        {hasFix && (
          <>
            <span className={data.isStale ? 'bus-legend-stale' : 'bus-legend-bus'} aria-hidden="true">
              ●
            </span>{' '}
            {data.isStale ? t('markers.staleBus') : t('markers.bus')}
          </>
        )}
      </p>
      {course.data ? (
        <CourseStops bus={data} course={course.data} schoolName={provider.name} />
      ) : (
        course.isError && <p className="empty">{t('course.unavailable')}</p>
      )}
    </>
  );
}

/** /sp/busdisp?binCd=… (SPEC.md §2): one bus on a map, refreshed every 20 s. */
export default function SpBusDispRoute() {
  const [search] = useSearchParams();
  const binCd = search.get('binCd') ?? '';
  return (
    <SpBusFrame title={t('mapTitle')}>
      {(context) => (
        <>
          <p className="sp-lead">
            {POSITION_DELAY_NOTE}
            {t('refreshNote')}
          </p>
          <OneBus context={context} binCd={binCd} />
          <Link className="button sp-back" to={paths.sp.busplace}>
            {tFrame('back')}
          </Link>
        </>
      )}
    </SpBusFrame>
  );
}
