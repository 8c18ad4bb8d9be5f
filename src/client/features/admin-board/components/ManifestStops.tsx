import type { ManifestStop } from '@shared/schemas/admin-board';

interface Props {
  stops: ManifestStop[];
  /** 乗車 for runs to school, 降車 for runs from it */
  verb: string;
}

const extras = (r: { passenger: number; childSheet: number; jitensya: number }) =>
  [
    r.passenger > 0 ? `同乗者 ${r.passenger} 人` : '',
    r.childSheet > 0 ? `チャイルドシート ${r.childSheet} 台` : '',
    r.jitensya > 0 ? '自転車' : '',
  ]
    .filter(Boolean)
    .join('・');

/** The stops of a run in order with their times and, under each, who gets on or off there. */
export function ManifestStops({ stops, verb }: Props) {
  return (
    <table className="admin-table manifest-table">
      <thead>
        <tr>
          <th scope="col">時刻</th>
          <th scope="col">{verb}地点</th>
          <th scope="col">学生番号</th>
          <th scope="col">氏名（ふりがな）</th>
          <th scope="col">携帯電話</th>
          <th scope="col">同乗・荷物</th>
          <th scope="col">自己登録地点</th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop) =>
          stop.riders.length === 0 ? (
            <tr key={stop.stopId} className="manifest-empty-stop">
              <td className="nowrap">{stop.planTime ?? '—'}</td>
              <th scope="row">{stop.name}</th>
              <td colSpan={5} className="hint">
                {verb}なし
              </td>
            </tr>
          ) : (
            stop.riders.map((rider, i) => (
              <tr key={rider.reservationId}>
                {i === 0 && (
                  <>
                    <td rowSpan={stop.riders.length} className="nowrap">
                      {stop.planTime ?? '—'}
                    </td>
                    <th scope="row" rowSpan={stop.riders.length}>
                      {stop.name}
                      <div className="hint">{stop.riders.length} 名</div>
                    </th>
                  </>
                )}
                <td>{rider.seitoNo}</td>
                <td>
                  {rider.name}
                  <div className="hint">{rider.furigana}</div>
                </td>
                <td className="nowrap">{rider.mobileNumber || '—'}</td>
                <td>{extras(rider) || '—'}</td>
                <td>{rider.ownPoint ? '自己登録' : ''}</td>
              </tr>
            ))
          ),
        )}
      </tbody>
    </table>
  );
}
