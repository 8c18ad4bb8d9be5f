import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n/console/board';
import type { BoardRun } from '@shared/schemas/admin-board';
import { DirectionChip } from '@client/components/ui/DirectionChip';
import { groupByCourse } from '@client/lib/group-by-course';
import { LoadBadge } from './LoadBadge';
import { Places } from './Places';
import { RunMarkCounts } from './RiderMark';
import { RunOperation } from './RunOperation';
import { RunVehicle } from './RunVehicle';

interface Props {
  runs: BoardRun[];
  /** where a run's manifest opens */
  manifestHref: (run: BoardRun) => string;
  /** runs without a booking are listed too; else each course counts them in one line */
  showEmpty: boolean;
  /** more actions of a run, after its manifest link (e.g. a message to its riders) */
  runActions?: (run: BoardRun) => ReactNode;
}

/**
 * The day's runs, one table per course: time, direction, period, riders (and what became of them:
 * 乗車 / 不在 / 乗りません / 未確認), places booked of each kind, the vehicle, its state (on today's board how it is going, then its load) and its actions (the manifest first).
 */
export function DayBoardTable({ runs, manifestHref, showEmpty, runActions }: Props) {
  // today's board says how each run is going, in the state cell before its load
  const live = runs.some((run) => run.state != null);
  return (
    <>
      {groupByCourse(runs).map((course) => {
        const shown = showEmpty ? course.runs : course.runs.filter((run) => run.riders > 0);
        const folded = course.runs.length - shown.length;
        return (
          <section key={course.homenCd} className="admin-panel" aria-labelledby={`course-${course.homenCd}`}>
            <h2 id={`course-${course.homenCd}`}>{course.courseName}</h2>
            {shown.length > 0 && (
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
                    <th scope="col">{t('columns.vehicle')}</th>
                    <th scope="col">{t('columns.state')}</th>
                    <th scope="col">{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((run) => (
                    <tr
                      key={run.runId}
                      className={`board-row board-row-${run.load}${run.riders === 0 ? ' board-row-empty' : ''}`}
                    >
                      <th scope="row">
                        {run.binName}
                        <span className="hint">{run.binCd}</span>
                      </th>
                      <td>
                        <DirectionChip upDown={run.upDown} />
                      </td>
                      <td>{run.periodName}</td>
                      <td className="nowrap">
                        {run.planStart} – {run.planEnd}
                      </td>
                      <td className="number">
                        {t('riderCount', { count: run.riders })}
                        <RunMarkCounts run={run} />
                      </td>
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
                        <RunVehicle vehicle={run.vehicle} />
                      </td>
                      <td>
                        <span className="board-state">
                          {live && <RunOperation run={run} />}
                          <LoadBadge load={run.load} />
                          {Boolean(run.waiting) && (
                            <span className="admin-badge admin-badge-warning">
                              {t('waiting', { count: run.waiting ?? 0 })}
                            </span>
                          )}
                          {!run.isNetReservation && (
                            <span className="admin-badge admin-badge-muted">{t('notNetBookable')}</span>
                          )}
                        </span>
                      </td>
                      <td>
                        <div className="board-actions">
                          <Link
                            className="button button-small"
                            to={manifestHref(run)}
                            aria-label={t('manifestLabel', { run: run.binName })}
                          >
                            {t('manifestLink')}
                          </Link>
                          {runActions?.(run)}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {folded > 0 && <p className="board-folded">{t('emptyRuns', { count: folded })}</p>}
          </section>
        );
      })}
    </>
  );
}
