import { t } from '@shared/i18n/learner/menu';
import type { FixedPlanNotice } from '@shared/schemas/notification';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { placeName, rideDateLabel } from '@client/lib/labels';

/**
 * The 送迎予定確定 notices (SPEC.md §2, with date): each fixed date with the learner's rides on it
 * and their times as the school's display rules word them, so the fixed time is on the menu. The
 * server lists a date only once its plan is fixed and released: the rides' cards say 時刻確定 then too.
 */
export function FixedPlanNotices({ notices }: { notices: FixedPlanNotice[] }) {
  if (notices.length === 0) return <p className="empty">{t('fixedPlan.none')}</p>;
  return (
    <ul className="fixed-plan-list">
      {notices.map((notice) => (
        <li key={notice.date} className="fixed-plan">
          <p className="fixed-plan-head">
            <time dateTime={notice.date}>{rideDateLabel(notice.date)}</time>
            <span className="fixed-plan-label">{t('fixedPlan.label')}</span>
          </p>
          <ul className="fixed-plan-rides">
            {notice.rides.map((ride) => (
              <li key={ride.yoyakuId}>
                <DirectionChip upDown={ride.upDown} />
                <span className="fixed-plan-place">{placeName(ride)}</span>
                <span className="fixed-plan-times">
                  {t(ride.upDown === 2 ? 'fixedPlan.timesDown' : 'fixedPlan.times', {
                    departure: ride.departureText,
                    arrival: ride.arrivalText,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
