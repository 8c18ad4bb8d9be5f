import type { ReviewedPoint } from '@shared/schemas/admin-points';
import { instantText, pointLabel } from './point-labels';

/** The last reviews, newest first: what was decided and, for a point not approved, why. */
export function RecentReviewsTable({ reviews }: { reviews: readonly ReviewedPoint[] }) {
  return (
    <table className="admin-table points-table">
      <thead>
        <tr>
          <th scope="col">審査日時</th>
          <th scope="col">教習生</th>
          <th scope="col">分類</th>
          <th scope="col">地点</th>
          <th scope="col">結果</th>
          <th scope="col">理由</th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((r) => (
          <tr key={r.busStopCd}>
            <td className="nowrap">{instantText(r.reviewedAt)}</td>
            <th scope="row">
              {r.learner.seitoNo} {r.learner.name}
            </th>
            <td>{r.categoryName}</td>
            <td>{pointLabel(r)}</td>
            <td>
              {r.outcome === 'approved' ? (
                <span className="admin-badge admin-badge-ok">承認</span>
              ) : (
                <span className="admin-badge admin-badge-danger">承認しない</span>
              )}
            </td>
            <td className="points-reason">{r.reason ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
