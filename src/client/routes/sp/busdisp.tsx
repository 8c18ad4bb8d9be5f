import { Link, useSearchParams } from 'react-router';
import type { LearnerContext } from '@client/app/use-learner-context';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useBus } from '@client/features/location/api/get-bus-status';
import { BusMap } from '@client/features/location/components/BusMap';
import {
  agedBy,
  ageText,
  busTitle,
  distanceText,
  POSITION_DELAY_NOTE,
  stateText,
} from '@client/features/location/utils/bus-texts';
import { StaleDataNote } from '@client/components/ui/StaleDataNote';
import { useSecondsSince } from '@client/lib/use-seconds-since';
import { SpBusFrame } from './bus-frame';

function OneBus({ context, binCd }: { context: LearnerContext; binCd: string }) {
  const bus = useBus(binCd);
  const elapsed = useSecondsSince(bus.dataUpdatedAt);
  const { provider, siteOption } = context;
  if (binCd === '') return <p className="empty">表示するバスが選ばれていません。一覧から選んでください。</p>;
  if (bus.isPending) return <Loading cards={2} />;
  if (!bus.data) return <QueryProblem error={bus.error} />;
  const data = agedBy(bus.data, elapsed);
  const hasFix = data.locationLat !== null && data.locationLng !== null;
  const hasStop = data.busStopLat !== null && data.busStopLng !== null;
  const stop = data.busStopDisplayName ?? data.busStopName;
  return (
    <>
      {(bus.fetchStatus === 'paused' || bus.isRefetchError) && (
        <StaleDataNote receivedAt={bus.dataUpdatedAt} />
      )}
      <section className="card" aria-labelledby="bus-disp-facts">
        <h2 id="bus-disp-facts">{busTitle(data)}</h2>
        <dl className="bus-facts">
          <div>
            <dt>時刻</dt>
            <dd>{`${data.busStartTime}〜${data.busEndTime}`}</dd>
          </div>
          <div>
            <dt>状態</dt>
            <dd>{stateText(data)}</dd>
          </div>
          <div className={data.isStale ? 'bus-status-old' : undefined}>
            <dt>位置の更新</dt>
            <dd data-testid="bus-age">{ageText(data)}</dd>
          </div>
          {stop && (
            <div>
              <dt>乗車地点</dt>
              <dd>{stop}</dd>
            </div>
          )}
          {data.distanceFromHome !== null && (
            <div>
              <dt>乗車地点まで</dt>
              <dd>{`約${distanceText(data.distanceFromHome)}`}</dd>
            </div>
          )}
        </dl>
      </section>
      <BusMap
        bus={data}
        tiles={siteOption.mapTiles}
        school={{ lat: provider.latitude, lng: provider.longitude }}
      />
      {(hasFix || hasStop) && (
        <p className="bus-map-legend">
          {hasFix && (
            <>
              <span className={data.isStale ? 'bus-legend-stale' : 'bus-legend-bus'} aria-hidden="true">
                ●
              </span>{' '}
              {data.isStale ? 'バス（古い位置）' : 'バス'}{' '}
            </>
          )}
          {hasStop && (
            <>
              <span className="bus-legend-stop" aria-hidden="true">
                ●
              </span>{' '}
              乗車地点
            </>
          )}
        </p>
      )}
    </>
  );
}

/** /sp/busdisp?binCd=… (SPEC.md §2): one bus on a map, refreshed every 20 s. */
export default function SpBusDispRoute() {
  const [search] = useSearchParams();
  const binCd = search.get('binCd') ?? '';
  return (
    <SpBusFrame title="バスの現在地（地図）">
      {(context) => (
        <>
          <p className="sp-lead">{POSITION_DELAY_NOTE}20秒ごとに自動で更新します。</p>
          <OneBus context={context} binCd={binCd} />
          <Link className="button sp-back" to={paths.sp.busplace}>
            戻る
          </Link>
        </>
      )}
    </SpBusFrame>
  );
}
