import type { PendingPoint, PendingPoints } from '@shared/schemas/admin-points';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { ApproveForm } from './ApproveForm';
import { RejectForm } from './RejectForm';
import { distanceText, instantText, pointLabel } from './point-labels';

interface Props {
  point: PendingPoint;
  data: PendingPoints;
  onReviewed: (message: string) => void;
  onClose: () => void;
}

/** One pending point under review: what the learner sent, then approve or not. */
export function ReviewPanel({ point, data, onReviewed, onClose }: Props) {
  const nearestCourse = data.courses.find((c) => c.homenCd === point.nearest?.homenCd)?.name;
  return (
    <section className="admin-panel points-review" aria-labelledby="review-title">
      <h2 id="review-title" ref={focusOnMount} tabIndex={-1}>
        「{pointLabel(point)}」の審査
      </h2>
      <dl className="points-facts">
        <dt>教習生</dt>
        <dd>
          {point.learner.seitoNo} {point.learner.name}
        </dd>
        <dt>分類</dt>
        <dd>{point.category.name}</dd>
        <dt>地点名</dt>
        <dd>{point.name || '—'}</dd>
        <dt>住所</dt>
        <dd>{point.address || '—'}</dd>
        <dt>緯度・経度</dt>
        <dd>
          {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
        </dd>
        <dt>登録日時</dt>
        <dd>{instantText(point.submittedAt)}</dd>
        <dt>最寄りの乗車地点</dt>
        <dd>
          {point.nearest
            ? `${point.nearest.name}（${nearestCourse}、${distanceText(point.nearest.distanceMetres)}）`
            : '—'}
        </dd>
      </dl>
      <ApproveForm point={point} data={data} onApproved={onReviewed} />
      <RejectForm point={point} onRejected={onReviewed} />
      <button type="button" className="button button-small" onClick={onClose}>
        閉じる
      </button>
    </section>
  );
}
