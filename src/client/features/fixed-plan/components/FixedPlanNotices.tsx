import type { FixedPlanNotice } from '@shared/schemas/notification';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { placeName, rideDateLabel } from '@client/lib/labels';

/**
 * The 送迎予定確定 notices (SPEC.md §2, with date): each fixed date with the learner's rides on it
 * and their times as the school's display rules word them, so the fixed time is on the menu.
 */
export function FixedPlanNotices({ notices }: { notices: FixedPlanNotice[] }) {
  if (notices.length === 0) return <p className="empty">確定した送迎予定はまだありません。</p>;
  return (
    <ul className="fixed-plan-list">
      {notices.map((notice) => (
        <li key={notice.date} className="fixed-plan">
          <p className="fixed-plan-head">
            <time dateTime={notice.date}>{rideDateLabel(notice.date)}</time>
            <span className="fixed-plan-label">送迎予定確定</span>
          </p>
          <ul className="fixed-plan-rides">
            {notice.rides.map((ride) => (
              <li key={ride.yoyakuId}>
                <DirectionChip upDown={ride.upDown} />
                <span className="fixed-plan-place">{placeName(ride)}</span>
                <span className="fixed-plan-times">{`出発 ${ride.departureText} → 到着 ${ride.arrivalText}`}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
