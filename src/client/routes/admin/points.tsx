import { t } from '@shared/i18n/console/points';
import { Loading } from '@client/components/ui/Loading';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { usePendingPoints } from '@client/features/admin-points/api/points';
import { PendingPointsMap } from '@client/features/admin-points/components/PendingPointsMap';
import { PendingPointsTable } from '@client/features/admin-points/components/PendingPointsTable';
import { RecentReviewsTable } from '@client/features/admin-points/components/RecentReviewsTable';
import { ReviewPanel } from '@client/features/admin-points/components/ReviewPanel';
import { usePointReview } from '@client/features/admin-points/hooks/use-point-review';
import '@client/styles/admin-points.css';

/**
 * 地点の承認 (issue 12 §3): learners' own points awaiting approval on a map and in a list; each is
 * approved onto a course (bookable at once) or not, with a reason; the learner is mailed either way.
 */
export default function AdminPoints() {
  const query = usePendingPoints();
  const { selectedCd, choose, close, reviewed, done } = usePointReview();

  if (query.isPending) return <Loading screen />;
  if (query.isError) return <AdminQueryProblem error={query.error} title={t('title')} />;
  const data = query.data;
  const selected = data.points.find((p) => p.busStopCd === selectedCd) ?? null;

  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <ActionOutcome done={done} />
      <div className="points-layout">
        <section className="admin-panel" aria-labelledby="points-map-title">
          <h2 id="points-map-title">{t('map')}</h2>
          <PendingPointsMap data={data} selectedCd={selected?.busStopCd ?? null} onSelect={choose} />
        </section>
        {selected && (
          <ReviewPanel
            key={selected.busStopCd}
            point={selected}
            data={data}
            onReviewed={reviewed}
            onClose={close}
          />
        )}
      </div>
      <section className="admin-panel" aria-labelledby="pending-title">
        <h2 id="pending-title">{t('pendingTitle', { count: data.points.length })}</h2>
        {data.points.length === 0 ? (
          <p className="empty">{t('noPending')}</p>
        ) : (
          <PendingPointsTable data={data} selectedCd={selected?.busStopCd ?? null} onSelect={choose} />
        )}
      </section>
      <section className="admin-panel" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('recentTitle')}</h2>
        {data.recent.length === 0 ? (
          <p className="empty">{t('noRecent')}</p>
        ) : (
          <RecentReviewsTable reviews={data.recent} />
        )}
      </section>
    </section>
  );
}
