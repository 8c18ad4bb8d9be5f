import { t } from '@shared/i18n/console/points';
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
          <th scope="col">{t('columns.submittedAt')}</th>
          <th scope="col">{t('columns.learner')}</th>
          <th scope="col">{t('columns.category')}</th>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.address')}</th>
          <th scope="col">{t('columns.nearest')}</th>
          <th scope="col">{t('columns.actions')}</th>
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
                  {t('nearestStop', { stop: p.nearest.name, course: courseName(p.nearest.homenCd) })}
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
                {t('review')}
                <span className="visually-hidden">
                  {t('reviewTarget', { learner: p.learner.name, point: pointLabel(p) })}
                </span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
