import { isDeletablePoint, isEditablePoint } from '@shared/rules/point-form';
import type { OwnPoint, PointCategory } from '@shared/schemas/bus-stop-reg';
import {
  isPending,
  pointStateOf,
  type CategoryWithPoints,
  type OwnPointRow,
} from '@server/domain/points/own-points';
import { presentCategory } from '@server/routes/api/reservation/presenters';

/** One of the learner's points as the point screens show it, with what the learner may do with it. */
export function presentOwnPoint(point: OwnPointRow, approvalAreaCd: string): OwnPoint {
  const state = pointStateOf(point, approvalAreaCd);
  return {
    busStopCd: point.busStopCd,
    busStopName: point.name,
    busStopDisplayName: point.displayName,
    busStopKName: point.kanaName,
    ad1: point.address,
    areaCd: point.areaCd,
    busStopLat: point.latitude,
    busStopLng: point.longitude,
    isNetRelease: point.isNetRelease,
    busStopCategoryCd: point.categoryCd ?? '',
    isAwaitingApproval: isPending(state),
    rejectionReason: state.isRejected ? point.rejectionReason : null,
    isEditable: isEditablePoint(state),
    isDeletable: isDeletablePoint(state),
  };
}

/** A personal category with the learner's points in it. */
export function presentPointCategory(category: CategoryWithPoints, approvalAreaCd: string): PointCategory {
  return {
    ...presentCategory(category),
    busStopList: category.points.map((p) => presentOwnPoint(p, approvalAreaCd)),
  };
}
