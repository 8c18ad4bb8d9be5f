import { t } from '@shared/i18n/console/points';
import type { ReviewedPoint } from '@shared/schemas/admin-points';
import { instantText, pointLabel } from './point-labels';

/** The last reviews, newest first: what was decided and, for a point not approved, why. */
export function RecentReviewsTable({ reviews }: { reviews: readonly ReviewedPoint[] }) {
  return (
    <table className="admin-table points-table">
      <thead>
        <tr>
          <th scope="col">{t('columns.reviewedAt')}</th>
          <th scope="col">{t('columns.learner')}</th>
          <th scope="col">{t('columns.category')}</th>
          <th scope="col">{t('columns.point')}</th>
          <th scope="col">{t('columns.outcome')}</th>
          <th scope="col">{t('columns.reason')}</th>
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
                <span className="admin-badge admin-badge-ok">{t('approved')}</span>
              ) : (
                <span className="admin-badge admin-badge-danger">{t('notApproved')}</span>
              )}
            </td>
            <td className="points-reason">{r.reason ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
