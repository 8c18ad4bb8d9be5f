import type { PendingPoints } from '@shared/schemas/admin-points';
import { distanceText, instantText, pointLabel } from './point-labels';

interface Props {
  data: PendingPoints;
  selectedCd: string | null;
  onSelect: (busStopCd: string) => void;
}

/** The review queue, oldest first: who, what, where, and how far from the nearest course stop. */
export function PendingPointsTable({ data, selectedCd, onSelect }: Props) {
  const courseName = (homenCd: string) => data.courses.find((c) => c.homenCd === homenCd)?.name ?? homenCd;
  return (
    <table className="admin-table points-table">
      <thead>
        <tr>
          <th scope="col">登録日時</th>
          <th scope="col">教習生</th>
          <th scope="col">分類</th>
          <th scope="col">地点名</th>
          <th scope="col">住所</th>
          <th scope="col">最寄りの乗車地点</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {data.points.map((p) => (
          <tr key={p.busStopCd} aria-current={p.busStopCd === selectedCd ? 'true' : undefined}>
            <td className="nowrap">{instantText(p.submittedAt)}</td>
            <th scope="row">
              {p.learner.seitoNo}
              <br />
              {p.learner.name}
            </th>
            <td>{p.category.name}</td>
            <td>{p.name || '—'}</td>
            <td>{p.address || '—'}</td>
            <td>
              {p.nearest ? (
                <>
                  {p.nearest.name}（{courseName(p.nearest.homenCd)}）
                  <br />
                  <span className="points-distance">{distanceText(p.nearest.distanceMetres)}</span>
                </>
              ) : (
                '—'
              )}
            </td>
            <td className="nowrap">
              <button
                type="button"
                id={`review-${p.busStopCd}`}
                className="button button-small"
                onClick={() => onSelect(p.busStopCd)}
              >
                審査する
                <span className="visually-hidden">
                  ：{p.learner.name} {pointLabel(p)}
                </span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
