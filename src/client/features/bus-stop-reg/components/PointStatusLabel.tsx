import { t } from '@shared/i18n/learner/points';
import type { OwnPoint } from '@shared/schemas/bus-stop-reg';
import { pointStatus } from '../utils/point-labels';

/**
 * SPEC.md §2, §4: a point awaiting the school's approval carries a red 承認待ち; one the school did
 * not approve says so with its reason; an approved one can be booked from.
 */
export function PointStatusLabel({ point }: { point: OwnPoint }) {
  switch (pointStatus(point)) {
    case 'pending':
      return <span className="sp-pending">{t('status.pending')}</span>;
    case 'rejected':
      return (
        <span className="point-rejected">
          {t('status.rejected', { reason: point.rejectionReason ?? '' })}
        </span>
      );
    case 'approved':
      return <span className="point-approved">{t('status.approved')}</span>;
  }
}
