import { Link } from 'react-router';
import { t } from '@shared/i18n/console/pattern';
import type { PatternConflict, RunPattern } from '@shared/schemas/admin-pattern';
import { adminBoardHref } from '@client/config/paths';
import { DIRECTION_NAME } from '@client/lib/labels';

/** The booked runs a saved pattern left as they were, for staff to cancel, move or keep. */
export function ConflictList({
  conflicts,
  periods,
}: {
  conflicts: readonly PatternConflict[];
  periods: RunPattern['periods'];
}) {
  if (conflicts.length === 0) return null;
  const periodName = new Map(periods.map((p) => [p.jgn, p.name]));
  return (
    <section className="admin-panel" aria-labelledby="pattern-conflicts-title">
      <h2 id="pattern-conflicts-title">{t('conflicts.title')}</h2>
      <p className="hint">{t('conflicts.intro')}</p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('conflicts.date')}</th>
            <th scope="col">{t('conflicts.run')}</th>
            <th scope="col">{t('conflicts.direction')}</th>
            <th scope="col">{t('conflicts.period')}</th>
            <th scope="col">{t('conflicts.booked')}</th>
            <th scope="col">{t('conflicts.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {conflicts.map((c) => (
            <tr key={`${c.date}-${c.binCd}`}>
              <td>
                <Link to={adminBoardHref(c.date)} aria-label={`${c.date} ${t('conflicts.board')}`}>
                  {c.date}
                </Link>
              </td>
              <td>{c.binName}</td>
              <td>{DIRECTION_NAME[c.upDown as 1 | 2]}</td>
              <td>{periodName.get(c.jgn) ?? c.jgn}</td>
              <td>{c.bookedSeats}</td>
              <td>{t(`conflicts.${c.reason}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
