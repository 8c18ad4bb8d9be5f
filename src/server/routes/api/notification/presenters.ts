import type { FixedPlanNotice, Notice, PlanFixedStatus } from '@shared/schemas/notification';
import type { SiteOption } from '@shared/schemas/provider';
import type { NoticeRow } from '@server/domain/notices/list-news';
import type {
  FixedPlanDay,
  PlanFixedStatus as PlanFixedStatusRow,
} from '@server/domain/plan/fixed-plan-days';
import { presentReservation } from '@server/routes/api/reservation/presenters';

export function presentNotice(notice: NoticeRow): Notice {
  return {
    noticeId: notice.id,
    noticeStartDateTime: notice.startAt.toISOString(),
    subject: notice.subject,
    body: notice.body,
  };
}

/** A fixed-plan notice: the date and its fixed rides, worded as the reservation lists word them. */
export function presentFixedPlanNotice(
  day: FixedPlanDay,
  view: SiteOption['reservationView'],
): FixedPlanNotice {
  return {
    date: day.date,
    fixedAt: day.fixedAt.toISOString(),
    rides: day.rides.map((ride) => {
      const shown = presentReservation(ride, view);
      return {
        yoyakuId: shown.yoyakuId,
        upDown: shown.upDown,
        displayJigen: shown.displayJigen,
        binNm: shown.binNm,
        busStopName: shown.busStopName,
        busStopDisplayName: shown.busStopDisplayName,
        busStopKName: shown.busStopKName,
        departureText: shown.departureText,
        arrivalText: shown.arrivalText,
      };
    }),
  };
}

export function presentPlanFixedStatus(status: PlanFixedStatusRow): PlanFixedStatus {
  return { date: status.date, fixedAt: status.fixedAt?.toISOString() ?? null, ...status.flags };
}
