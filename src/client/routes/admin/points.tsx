import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { usePendingPoints } from '@client/features/admin-points/api/points';
import { PendingPointsMap } from '@client/features/admin-points/components/PendingPointsMap';
import { PendingPointsTable } from '@client/features/admin-points/components/PendingPointsTable';
import { RecentReviewsTable } from '@client/features/admin-points/components/RecentReviewsTable';
import { ReviewPanel } from '@client/features/admin-points/components/ReviewPanel';
import { focusOnMount } from '@client/lib/focus-on-mount';
import '@client/styles/admin-points.css';
import { queryKeys } from '@client/lib/query-keys';

/**
 * 地点の承認 (issue 12 §3): learners' own points awaiting approval on a map and in a list; each is
 * approved onto a course (bookable at once) or not, with a reason; the learner is mailed either way.
 */
export default function AdminPoints() {
  const query = usePendingPoints();
  const queryClient = useQueryClient();
  const [selectedCd, setSelectedCd] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (query.isPending) return <Loading screen />;
  if (query.isError) return <AdminQueryProblem error={query.error} title="地点の承認" />;
  const data = query.data;
  const selected = data.points.find((p) => p.busStopCd === selectedCd) ?? null;
  const choose = (busStopCd: string) => {
    setDone(null);
    setSelectedCd(busStopCd);
  };
  // focus goes back where the review was opened from, as it would after a dialog
  const close = () => {
    const opener = selectedCd;
    setSelectedCd(null);
    requestAnimationFrame(() => document.getElementById(`review-${opener}`)?.focus());
  };
  const reviewed = (message: string) => {
    setSelectedCd(null);
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.pendingPoints });
  };

  return (
    <section>
      <h1 className="page-title">地点の承認</h1>
      {done && (
        <p key={done} ref={focusOnMount} tabIndex={-1} role="status" className="status-banner">
          {done}
        </p>
      )}
      <div className="points-layout">
        <section className="admin-panel" aria-labelledby="points-map-title">
          <h2 id="points-map-title">地図</h2>
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
        <h2 id="pending-title">承認待ちの地点（{data.points.length}件）</h2>
        {data.points.length === 0 ? (
          <p className="empty">承認待ちの地点はありません。</p>
        ) : (
          <PendingPointsTable data={data} selectedCd={selected?.busStopCd ?? null} onSelect={choose} />
        )}
      </section>
      <section className="admin-panel" aria-labelledby="recent-title">
        <h2 id="recent-title">最近の審査</h2>
        {data.recent.length === 0 ? (
          <p className="empty">まだ審査した地点はありません。</p>
        ) : (
          <RecentReviewsTable reviews={data.recent} />
        )}
      </section>
    </section>
  );
}
