import { messages } from '@shared/messages';
import type { Reservation } from '@shared/schemas/reservation';
import { DIRECTION_LABEL, formatChildSheet, formatJitensya, formatPassenger, shortDate } from './pc-labels';

export const placeName = (r: Pick<Reservation, 'busStopKName' | 'busStopDisplayName' | 'busStopName'>) =>
  r.busStopKName || r.busStopDisplayName || r.busStopName;

function extrasText(r: Reservation): string {
  const parts = [
    ...(r.passenger > 0 ? [`子供 ${formatPassenger(r.passenger)}`] : []),
    ...(r.childSheet > 0 ? [`チャイルドシート ${formatChildSheet(r.childSheet)}`] : []),
    ...(r.jitensya > 0 ? [`自転車 ${formatJitensya(r.jitensya)}`] : []),
  ];
  return parts.length > 0 ? parts.join('、') : '－';
}

/** The learner's upcoming bookings (SPEC.md §2 desktop menu), times already worded by the server. */
export function PcReservationList({ reservations, unit }: { reservations: Reservation[]; unit: string }) {
  if (reservations.length === 0) return <p className="empty">{messages.error[313]}</p>;
  return (
    <div className="pc-table-scroll">
      <table className="pc-table pc-reservations">
        <thead>
          <tr>
            <th scope="col">乗車日</th>
            <th scope="col">方向</th>
            <th scope="col">{unit}</th>
            <th scope="col">乗車地点</th>
            <th scope="col">出発</th>
            <th scope="col">到着</th>
            <th scope="col">同乗者・お荷物</th>
            <th scope="col">運行予定</th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((r) => (
            <tr key={r.yoyakuId}>
              <td>{shortDate(r.date)}</td>
              <td>{DIRECTION_LABEL[r.upDown]}</td>
              <td>{r.jigenName || r.displayJigen}</td>
              <td>{placeName(r)}</td>
              <td>{r.departureText}</td>
              <td>{r.arrivalText}</td>
              <td>{extrasText(r)}</td>
              <td>{r.isFixedPlan ? '確定' : '未確定'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
