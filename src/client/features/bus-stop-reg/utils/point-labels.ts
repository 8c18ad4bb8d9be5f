import { t } from '@shared/i18n/learner/points';
import type { OwnPoint, PointCategory } from '@shared/schemas/bus-stop-reg';

/** A category as the learner reads it: its display name, else its name. */
export function categoryName(
  category: Pick<PointCategory, 'busStopCategoryDisplayName' | 'busStopCategoryName'>,
) {
  return category.busStopCategoryDisplayName || category.busStopCategoryName;
}

/** A point as the learner knows it: their own name for it, else the address they entered, else the school's name. */
export function ownPointName(
  point: Pick<OwnPoint, 'busStopKName' | 'ad1' | 'busStopDisplayName' | 'busStopName'>,
) {
  return point.busStopKName || point.ad1 || point.busStopDisplayName || point.busStopName;
}

/** Where a learner's point stands with the school (SPEC.md §4 pick-up points, issue 12). */
export type PointStatus = 'pending' | 'rejected' | 'approved';

export function pointStatus(point: Pick<OwnPoint, 'isAwaitingApproval' | 'rejectionReason'>): PointStatus {
  if (point.rejectionReason !== null) return 'rejected';
  return point.isAwaitingApproval ? 'pending' : 'approved';
}

/** SPEC.md §5: the empty text of the learner's registered points. */
export const NO_POINTS_TEXT = t('none');
