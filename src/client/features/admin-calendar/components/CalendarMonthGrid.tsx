import { t } from '@shared/i18n/console/calendar';
import type { CalendarDay, CalendarMonth } from '@shared/schemas/admin-school';

/** What a day's cell says under its date: the holiday's name, then open or why closed. */
function stateText(day: CalendarDay): string {
  if (day.closure)
    return day.closure.reason ? t('day.closure', { reason: day.closure.reason }) : t('day.closed');
  if (day.business) return t('day.business');
  return day.closedWeekday && !day.holiday ? t('day.weekdayClosed') : t('day.closed');
}

const kindOf = (day: CalendarDay) => (!day.business ? 'closed' : day.opened ? 'opened' : 'business');

interface Props {
  calendar: CalendarMonth;
  /** the days chosen for a change, both ends included */
  startDate: string;
  endDate: string;
  onChoose: (date: string) => void;
}

/**
 * The month as a table of weeks (Sunday first): each day a button that chooses it for a change,
 * coloured by its state and saying it in words; days staff may not change (past, beyond a year)
 * are shown but cannot be chosen.
 */
export function CalendarMonthGrid({ calendar, startDate, endDate, onChoose }: Props) {
  const [y, m] = calendar.month.split('-').map(Number) as [number, number];
  const lead = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const cells: (CalendarDay | null)[] = [...Array<null>(lead).fill(null), ...calendar.days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  return (
    <table className="calendar-month">
      <caption className="visually-hidden">{t('month', { year: y, month: m })}</caption>
      <thead>
        <tr>
          {[0, 1, 2, 3, 4, 5, 6].map((w) => (
            <th key={w} scope="col">
              {t(`weekdays.${w}` as Parameters<typeof t>[0])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((day, i) =>
              day ? (
                <td key={day.date}>
                  <button
                    type="button"
                    className={`calendar-day calendar-day-${kindOf(day)}`}
                    aria-pressed={startDate <= day.date && day.date <= endDate}
                    disabled={day.date < calendar.editableFrom || day.date > calendar.editableTo}
                    onClick={() => onChoose(day.date)}
                  >
                    <span className="calendar-date">{t('day.date', { day: Number(day.date.slice(8)) })}</span>
                    {day.holiday && <span className="calendar-state">{day.holiday}</span>}
                    <span className="calendar-state">{stateText(day)}</span>
                    {day.closedPeriods.length > 0 && (
                      <span className="calendar-state">
                        {t('day.closedPeriods', { periods: day.closedPeriods.join(', ') })}
                      </span>
                    )}
                  </button>
                </td>
              ) : (
                <td key={`blank-${i}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
