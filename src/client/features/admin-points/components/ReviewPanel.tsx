import { t } from '@shared/i18n/console/points';
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
        {t('panel.title', { point: pointLabel(point) })}
      </h2>
      <dl className="points-facts">
        <dt>{t('columns.learner')}</dt>
        <dd>
          {point.learner.seitoNo} {point.learner.name}
        </dd>
        <dt>{t('columns.category')}</dt>
        <dd>{point.category.name}</dd>
        <dt>{t('columns.name')}</dt>
        <dd>{point.name || '—'}</dd>
        <dt>{t('columns.address')}</dt>
        <dd>{point.address || '—'}</dd>
        <dt>{t('panel.coordinates')}</dt>
        <dd>
          {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
        </dd>
        <dt>{t('columns.submittedAt')}</dt>
        <dd>{instantText(point.submittedAt)}</dd>
        <dt>{t('columns.nearest')}</dt>
        <dd>
          {point.nearest
            ? t('panel.nearest', {
                stop: point.nearest.name,
                course: nearestCourse ?? point.nearest.homenCd,
                distance: distanceText(point.nearest.distanceMetres),
              })
            : '—'}
        </dd>
      </dl>
      <ApproveForm point={point} data={data} onApproved={onReviewed} />
      <RejectForm point={point} onRejected={onReviewed} />
      <button type="button" className="button button-small" onClick={onClose}>
        {t('panel.close')}
      </button>
    </section>
  );
}
