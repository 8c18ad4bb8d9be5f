import type { PlanRide } from '@shared/schemas/admin-plan';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { DIRECTION_NAME } from '@client/lib/labels';
import { CHANGE_LABELS, MAIL_LABELS } from './plan-labels';
import { RideTimeField } from './RideTimeField';

interface Props {
  rides: PlanRide[];
  /** staff may still enter times (the date is not past) */
  editable: boolean;
  onTimeSaved: () => void;
}

function TimeCell({
  ride,
  editable,
  onTimeSaved,
}: {
  ride: PlanRide;
  editable: boolean;
  onTimeSaved: () => void;
}) {
  if (ride.change === 'gone') return <>—</>;
  if (ride.needsStaffTime && editable) {
    return (
      <>
        <RideTimeField
          reservationId={ride.reservationId}
          time={ride.time}
          label={`${ride.name} ${DIRECTION_NAME[ride.upDown]} ${ride.place} の乗車時刻`}
          onSaved={onTimeSaved}
        />
        {ride.time === null && <span className="admin-badge admin-badge-danger">時刻未入力</span>}
      </>
    );
  }
  return <>{ride.time ?? <span className="admin-badge admin-badge-danger">時刻未入力</span>}</>;
}

/** Every learner's rides of the date: what the fix freezes, what was mailed before, and the mail due. */
export function PlanRidesTable({ rides, editable, onTimeSaved }: Props) {
  return (
    <table className="admin-table plan-table">
      <thead>
        <tr>
          <th scope="col">学生番号</th>
          <th scope="col">氏名</th>
          <th scope="col">方向</th>
          <th scope="col">時限・便</th>
          <th scope="col">乗降地点</th>
          <th scope="col">時刻</th>
          <th scope="col">前回の通知</th>
          <th scope="col">変更</th>
          <th scope="col">メール</th>
        </tr>
      </thead>
      <tbody>
        {rides.map((ride) => {
          const change = CHANGE_LABELS[ride.change];
          return (
            <tr key={ride.reservationId} className={`plan-row-${ride.change}`}>
              <td className="nowrap">{ride.seitoNo}</td>
              <th scope="row">
                {ride.name}
                <span className="plan-furigana">{ride.furigana}</span>
              </th>
              <td>
                <DirectionChip upDown={ride.upDown} />
              </td>
              <td>
                {ride.periodName}
                <br />
                {ride.binName}
              </td>
              <td>
                {ride.place}
                {ride.needsStaffTime && <span className="plan-note">運行表に時刻なし</span>}
              </td>
              <td className="nowrap">
                <TimeCell ride={ride} editable={editable} onTimeSaved={onTimeSaved} />
              </td>
              <td>
                {ride.fixed ? (
                  <>
                    {ride.fixed.time}
                    {(ride.fixed.place !== ride.place || ride.fixed.binName !== ride.binName) && (
                      <span className="plan-note">
                        {ride.fixed.place}（{ride.fixed.binName}）
                      </span>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <span className={`admin-badge admin-badge-${change.tone}`}>{change.text}</span>
              </td>
              <td>{MAIL_LABELS[ride.mail]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
