import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { isClickableCellStatus, type CellStatus } from '@shared/constants';
import { t } from '@shared/i18n/learner/booking';
import { t as tRides } from '@shared/i18n/learner/rides';
import { t as tWaitlist } from '@shared/i18n/learner/waitlist';
import type { ClassPeriod, TravelPlan } from '@shared/schemas/reservation';
import type { Lesson } from '../api/get-kyosyu-reservation';
import { DIRECTION_NAME, rideDateLabel, type UpDown } from '@client/lib/labels';
import { nextGridPosition, type GridPosition } from '../utils/grid-focus';
import { isFullPeriod, noTripReason, type TravelCell } from '../utils/trip-selectable';

/** The cells marked 「便あり」: the other direction is bookable. */
const TRIP_STATUSES: readonly CellStatus[] = [3, 5];

/**
 * What each desktop cell shows (SPEC.md §4): a symbol and a text besides the colour, so the
 * status never depends on colour alone; `trip` marks 「便あり」 (the other direction is bookable).
 * A 7 whose buses are all full (`full`) reads 「満席」 with its own mark, not 「便なし」.
 */
function cellLook(status: number, full = false) {
  const known = (status >= 1 && status <= 7 ? status : 7) as CellStatus;
  if (known === 7 && full) {
    return { symbol: t('grid.full.symbol'), label: t('grid.full.label'), trip: false, full };
  }
  return {
    symbol: t(`grid.cells.${known}.symbol`),
    label: t(`grid.cells.${known}.label`),
    trip: TRIP_STATUSES.includes(known),
    full: false,
  };
}

interface Props {
  /** the bookable dates, 'YYYY-MM-DD', in order */
  days: string[];
  periods: ClassPeriod[];
  unit: string;
  plan: TravelPlan;
  lessons: Lesson[];
  upDown: UpDown;
  onPick: (date: string, jgn: number) => void;
}

const key = (date: string, jgn: number) => `${date}|${jgn}`;

function lessonText(lesson: Lesson | undefined): string[] {
  if (!lesson) return [];
  return [...(lesson.gino ? [t('grid.lessonGino')] : []), ...(lesson.gakka ? [t('grid.lessonGakka')] : [])];
}

function LessonMarks({ lesson }: { lesson: Lesson | undefined }) {
  if (!lesson || (!lesson.gino && !lesson.gakka)) return null;
  return (
    <span className="pc-cell-lesson" aria-hidden="true">
      {lesson.gino && <span>{t('grid.markGino')}</span>}
      {lesson.gakka && <span>{t('grid.markGakka')}</span>}
    </span>
  );
}

/** Where the single Tab stop sits before the learner moves: the first cell that can be chosen, else the first. */
function firstTabStop(rows: CellStatus[][]): GridPosition {
  for (const [row, statuses] of rows.entries()) {
    const col = statuses.findIndex(isClickableCellStatus);
    if (col >= 0) return { row, col };
  }
  return { row: 0, col: 0 };
}

/**
 * The desktop grid of SPEC.md §4: one row per bookable date, one column per class period; each
 * cell shows its status by colour, symbol and text. Only statuses 1, 3 and 5 are buttons.
 * An ARIA grid with a roving tab index: one Tab stop, arrows move between cells, Enter/Space
 * press the cell's button; cells that cannot be chosen take focus too, so their status is heard.
 */
/**
 * Focus scrolls a cell into view, but may leave it under the sticky date column or header row when
 * they are wider than the scroll padding allows for (at 200 % zoom): move the box until it is clear.
 */
function clearOfStickyHeaders(target: HTMLElement) {
  const cell = target.closest('td');
  const box = target.closest<HTMLElement>('.pc-grid-scroll');
  const dates = box?.querySelector('tbody th');
  const header = box?.querySelector('thead th');
  if (!cell || !box || !dates || !header) return;
  const at = cell.getBoundingClientRect();
  const left = dates.getBoundingClientRect().right - at.left;
  const top = header.getBoundingClientRect().bottom - at.top;
  if (left > 0) box.scrollLeft -= left;
  if (top > 0) box.scrollTop -= top;
}

export function PcTravelGrid({ days, periods, unit, plan, lessons, upDown, onPick }: Props) {
  const cellAt = new Map<string, TravelCell>();
  for (const day of plan.days) for (const cell of day.cells) cellAt.set(key(day.date, cell.jgn), cell);
  const lessonAt = new Map(lessons.map((l) => [key(l.date, l.jgn), l]));
  const statuses = days.map((date) =>
    periods.map((period) => (cellAt.get(key(date, period.jgn))?.status ?? 7) as CellStatus),
  );
  const size = { rows: days.length, cols: periods.length };
  const titleId = useId();

  const [moved, setMoved] = useState<GridPosition | null>(null);
  // a position from before the dates were read again may no longer exist
  const tabStop = moved && moved.row < size.rows && moved.col < size.cols ? moved : firstTabStop(statuses);
  const targets = useRef(new Map<string, HTMLElement>());
  const target = (at: GridPosition) => (element: HTMLElement | null) => {
    const name = `${at.row}:${at.col}`;
    if (element) targets.current.set(name, element);
    else targets.current.delete(name);
  };
  const onKeyDown = (at: GridPosition, clickable: boolean) => (event: KeyboardEvent) => {
    const next = nextGridPosition(at, event, size);
    if (next) {
      event.preventDefault();
      setMoved(next);
      const cell = targets.current.get(`${next.row}:${next.col}`);
      cell?.focus();
      if (cell) clearOfStickyHeaders(cell);
    } else if (!clickable && (event.key === ' ' || event.key === 'Enter')) {
      // a cell that cannot be chosen does nothing, not even scroll the grid as Space would
      event.preventDefault();
    }
  };

  return (
    <>
      {/* a heading outside the scroll box, where a caption would scroll away sideways with the cells */}
      <h2 id={titleId} className="pc-grid-title">
        {t('grid.title', { direction: DIRECTION_NAME[upDown], unit })}
      </h2>
      <div className="pc-grid-scroll">
        <table className="pc-grid" role="grid" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{tRides('facts.date')}</th>
              {periods.map((period) => (
                <th scope="col" key={period.jgn}>
                  <span className="pc-grid-period">{period.timeName}</span>
                  <span className="pc-grid-time">
                    <span>{`${period.kyosyuStartTime}〜`}</span>
                    <span>{period.kyosyuEndTime}</span>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((date, row) => (
              <tr key={date}>
                <th scope="row">{rideDateLabel(date)}</th>
                {periods.map((period, col) => {
                  const at = { row, col };
                  const status = statuses[row]![col]!;
                  const trips = cellAt.get(key(date, period.jgn))?.trips ?? [];
                  const look = cellLook(status, status === 7 && isFullPeriod(trips));
                  const lesson = lessonAt.get(key(date, period.jgn));
                  // 満席 is its own label; 便なし says why when its buses are off the net
                  const reason = status === 7 && !look.full ? noTripReason(trips) : '';
                  const label = [
                    rideDateLabel(date),
                    period.timeName,
                    reason ? t('grid.withReason', { label: look.label, reason }) : look.label,
                    ...(look.full ? [tWaitlist('gridOffer')] : []),
                    ...lessonText(lesson),
                  ].join(' ');
                  // named by its hidden text, not aria-label, which would have to contain the visible marks (WCAG 2.5.3)
                  const body = (
                    <>
                      <span className="pc-cell-symbol" aria-hidden="true">
                        {look.symbol}
                      </span>
                      {look.trip && (
                        <span className="pc-cell-trip" aria-hidden="true">
                          {t('grid.tripMarker')}
                        </span>
                      )}
                      <LessonMarks lesson={lesson} />
                      <span className="visually-hidden">{label}</span>
                    </>
                  );
                  // a full period opens its buses too, where each offers キャンセル待ち (issue 29)
                  const clickable = isClickableCellStatus(status) || look.full;
                  const focus = {
                    ref: target(at),
                    tabIndex: at.row === tabStop.row && at.col === tabStop.col ? 0 : -1,
                    onFocus: () => setMoved(at),
                    onKeyDown: onKeyDown(at, clickable),
                  };
                  const cell = {
                    className: `pc-cell pc-cell-${status}${look.full ? ' pc-cell-full' : ''}`,
                    'data-status': status,
                    'data-date': date,
                    'data-jgn': period.jgn,
                  };
                  return clickable ? (
                    <td key={period.jgn} {...cell}>
                      <button
                        type="button"
                        className="pc-cell-button"
                        onClick={() => onPick(date, period.jgn)}
                        {...focus}
                      >
                        {body}
                      </button>
                    </td>
                  ) : (
                    <td key={period.jgn} {...cell} aria-disabled="true" {...focus}>
                      <span className="pc-cell-body">{body}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The key to the grid: every status with its colour, symbol and text, and the lesson marks. */
export function PcGridLegend() {
  const statuses: CellStatus[] = [1, 2, 3, 4, 5, 6, 7];
  return (
    <section className="pc-legend" aria-labelledby="pc-legend-title">
      <h2 id="pc-legend-title">{t('grid.legendTitle')}</h2>
      <ul>
        {statuses.map((status) => {
          const look = cellLook(status);
          return (
            <li key={status}>
              <span className={`pc-legend-swatch pc-cell-${status}`} aria-hidden="true">
                <span className="pc-cell-symbol">{look.symbol}</span>
                {look.trip && <span className="pc-cell-trip">{t('grid.tripMarker')}</span>}
              </span>
              <span>
                {look.label}
                {isClickableCellStatus(status) ? t('grid.selectable') : ''}
              </span>
            </li>
          );
        })}
        <li>
          <span className="pc-legend-swatch pc-cell-7 pc-cell-full" aria-hidden="true">
            <span className="pc-cell-symbol">{t('grid.full.symbol')}</span>
          </span>
          <span>{t('grid.full.label')}</span>
        </li>
        <li>
          <span className="pc-legend-swatch pc-legend-lesson" aria-hidden="true">
            <span className="pc-cell-lesson">
              <span>{t('grid.markGino')}</span>
              <span>{t('grid.markGakka')}</span>
            </span>
          </span>
          <span>{t('grid.legendLessons')}</span>
        </li>
      </ul>
    </section>
  );
}
