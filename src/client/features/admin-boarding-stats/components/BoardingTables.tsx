import { t } from '@shared/i18n/console/boarding-stats';
import type { BoardingCounts, BoardingStats } from '@shared/schemas/admin-boarding';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { adminLearnerHref } from '@client/config/paths';
import { rideDateLabel } from '@client/lib/labels';
import { Link } from 'react-router';

const COUNTS = ['booked', 'boarded', 'absent', 'notRiding', 'unconfirmed'] as const;

function CountHeads({ without }: { without?: (typeof COUNTS)[number] }) {
  return (
    <>
      {COUNTS.filter((c) => c !== without).map((c) => (
        <th key={c} scope="col" className="number">
          {t(`columns.${c}`)}
        </th>
      ))}
    </>
  );
}

function CountCells({ counts, without }: { counts: BoardingCounts; without?: (typeof COUNTS)[number] }) {
  return (
    <>
      {COUNTS.filter((c) => c !== without).map((c) => (
        <td key={c} className="number">
          {counts[c]}
        </td>
      ))}
    </>
  );
}

/** Every day's numbers: the chart's data table. */
export function BoardingDaysTable({ stats }: { stats: BoardingStats }) {
  return (
    <table className="admin-table boarding-table">
      <caption>{t('days.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.date')}</th>
          <CountHeads />
        </tr>
      </thead>
      <tbody>
        {stats.days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{rideDateLabel(day.date)}</th>
            <CountCells counts={day} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Learners with a 不在 or 乗りません in the period, most 不在 first, each a link to their page: for
 * staff to talk to (PRODUCT.md), nothing done to them automatically.
 */
export function BoardingLearnersTable({ stats }: { stats: BoardingStats }) {
  if (stats.learners.length === 0) return <p className="empty">{t('learners.none')}</p>;
  return (
    <table className="admin-table boarding-table">
      <caption>{t('learners.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.seitoNo')}</th>
          <th scope="col">{t('columns.name')}</th>
          <CountHeads without="unconfirmed" />
        </tr>
      </thead>
      <tbody>
        {stats.learners.map((l) => (
          <tr key={l.learnerId}>
            <td>{l.seitoNo}</td>
            <th scope="row">
              <Link to={adminLearnerHref(l.learnerId)}>{l.name}</Link>
              <div className="hint">{l.furigana}</div>
            </th>
            <CountCells counts={l} without="unconfirmed" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each run of the pattern over the period. */
export function BoardingRunsTable({ stats }: { stats: BoardingStats }) {
  return (
    <table className="admin-table boarding-table">
      <caption>{t('runs.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.course')}</th>
          <th scope="col">{t('columns.run')}</th>
          <CountHeads />
        </tr>
      </thead>
      <tbody>
        {stats.runs.map((run) => (
          <tr key={`${run.courseName}|${run.binCd}`}>
            <td>{run.courseName}</td>
            <th scope="row">
              {run.binName} <DirectionChip upDown={run.upDown} />
              <div className="hint">{run.binCd}</div>
            </th>
            <CountCells counts={run} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
