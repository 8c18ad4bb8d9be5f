import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/location';
import type { BusOperationStatus } from '@shared/schemas/location';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { useAllBuses, useReservedBuses } from '@client/features/location/api/get-bus-status';
import { BusStatusList } from '@client/features/location/components/BusStatusList';
import { useStateAnnouncement } from '@client/features/location/hooks/use-state-announcement';
import { POSITION_DELAY_NOTE } from '@client/features/location/utils/bus-texts';
import { StaleDataNote } from '@client/components/ui/StaleDataNote';
import { useSecondsSince } from '@client/lib/use-seconds-since';
import { SpBusFrame } from './bus-frame';

function BusSection({
  id,
  title,
  empty,
  query,
}: {
  id: string;
  title: string;
  empty: string;
  query: {
    data?: BusOperationStatus[];
    isPending: boolean;
    error: unknown;
    dataUpdatedAt: number;
  };
}) {
  const elapsed = useSecondsSince(query.dataUpdatedAt);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending && <Loading cards={1} />}
      {query.data ? (
        <BusStatusList buses={query.data} empty={empty} elapsedSeconds={elapsed} />
      ) : (
        <QueryProblem error={query.error} />
      )}
    </section>
  );
}

/**
 * The other school-bound buses (issue 25 §4): only those running now, and not the learner's own
 * (listed above), folded so the learner's own rides stay on the first screen.
 */
function OtherBuses({
  query,
  others,
}: {
  query: { data?: unknown; isPending: boolean; error: unknown; dataUpdatedAt: number };
  others: BusOperationStatus[] | undefined;
}) {
  const elapsed = useSecondsSince(query.dataUpdatedAt);
  return (
    <section className="card" aria-labelledby="bus-others">
      <h2 id="bus-others">{t('others')}</h2>
      {query.isPending && <Loading cards={1} />}
      {others ? (
        others.length === 0 ? (
          <p className="empty">{t('noneOthersRunning')}</p>
        ) : (
          <details className="bus-others">
            <summary>{t('othersSummary', { count: others.length })}</summary>
            <BusStatusList buses={others} empty="" elapsedSeconds={elapsed} />
          </details>
        )
      ) : (
        <QueryProblem error={query.error} />
      )}
    </section>
  );
}

function BusLists() {
  const reserved = useReservedBuses();
  const all = useAllBuses();
  const own = new Set(reserved.data?.map((bus) => bus.binCd));
  const others = all.data?.filter((bus) => bus.runState === 'running' && !own.has(bus.binCd));
  const announcement = useStateAnnouncement(
    reserved.data && others ? [...reserved.data, ...others] : undefined,
  );
  const outOfTouch = [reserved, all].filter(
    (q) => q.data && (q.fetchStatus === 'paused' || q.isRefetchError),
  );
  return (
    <>
      <p className="sp-lead">
        {POSITION_DELAY_NOTE}
        {t('refreshNote')}
      </p>
      {outOfTouch.length > 0 && (
        <StaleDataNote receivedAt={Math.min(...outOfTouch.map((q) => q.dataUpdatedAt))} />
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <BusSection id="bus-reserved" title={t('reserved')} empty={t('noneReserved')} query={reserved} />
      <OtherBuses query={all} others={others} />
      <div className="sp-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            void reserved.refetch();
            void all.refetch();
          }}
        >
          {t('refresh')}
        </button>
      </div>
    </>
  );
}

/**
 * /sp/busplace (SPEC.md §2): the learner's buses of today first, each 運行前/運行中/運行終了, then the
 * other school-bound buses running now, folded; refreshed every 20 s.
 */
export default function SpBusPlaceRoute() {
  return <SpBusFrame title={tFrame('screens.busPosition')}>{() => <BusLists />}</SpBusFrame>;
}
