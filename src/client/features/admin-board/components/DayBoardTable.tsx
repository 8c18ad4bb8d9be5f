import { Link } from 'react-router';
import { t } from '@shared/i18n/console/board';
import type { BoardRun } from '@shared/schemas/admin-board';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { LoadBadge } from './LoadBadge';
import { Places } from './Places';
import { groupByCourse } from '@client/lib/group-by-course';

interface Props {
  runs: BoardRun[];
  /** where a run's manifest opens */
  manifestHref: (run: BoardRun) => string;
}

/** The day's runs, one table per course: time, direction, period, places booked of each kind, state. */
export function DayBoardTable({ runs, manifestHref }: Props) {
  return (
    <>
      {groupByCourse(runs).map((course) => (
        <section key={course.homenCd} className="admin-panel" aria-labelledby={`course-${course.homenCd}`}>
          <h2 id={`course-${course.homenCd}`}>{course.courseName}</h2>
          <table className="admin-table board-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.run')}</th>
                <th scope="col">{t('columns.direction')}</th>
                <th scope="col">{t('columns.period')}</th>
                <th scope="col">{t('columns.times')}</th>
                <th scope="col" className="number">
                  {t('columns.riders')}
                </th>
                <th scope="col" className="number">
                  {t('columns.seats')}
                </th>
                <th scope="col" className="number">
                  {t('columns.childSeats')}
                </th>
                <th scope="col" className="number">
                  {t('columns.bicycles')}
                </th>
                <th scope="col">{t('columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {course.runs.map((run) => (
                <tr
                  key={run.runId}
                  className={`board-row board-row-${run.load}${run.riders === 0 ? ' board-row-empty' : ''}`}
                >
                  <th scope="row">
                    <Link to={manifestHref(run)}>
                      {run.binName}
                      <span className="visually-hidden">{t('manifestOf')}</span>
                    </Link>
                    <span className="hint">{run.binCd}</span>
                  </th>
                  <td>
                    <DirectionChip upDown={run.upDown} />
                  </td>
                  <td>{run.periodName}</td>
                  <td className="nowrap">
                    {run.planStart} – {run.planEnd}
                  </td>
                  <td className="number">{t('riderCount', { count: run.riders })}</td>
                  <td className="number">
                    <Places {...run.seats} />
                  </td>
                  <td className="number">
                    <Places {...run.childSeats} />
                  </td>
                  <td className="number">
                    <Places {...run.bicycles} />
                  </td>
                  <td>
                    <span className="board-state">
                      <LoadBadge load={run.load} />
                      {!run.isNetReservation && (
                        <span className="admin-badge admin-badge-muted">{t('notNetBookable')}</span>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
