import { Link } from 'react-router';
import { t } from '@shared/i18n/console/board';
import type { DayBoard } from '@shared/schemas/admin-board';
import { adminPlanHref } from '@client/config/paths';

interface Props {
  day: DayBoard;
  riders: number;
  fullRuns: number;
}

/** The day at a glance: whether its plan is fixed (and the way there), runs, bookings, full runs. */
export function DaySummary({ day, riders, fullRuns }: Props) {
  return (
    <p className="board-summary" aria-live="polite">
      <span className={day.isPlanFixed ? 'admin-badge admin-badge-ok' : 'admin-badge admin-badge-muted'}>
        {day.isPlanFixed ? t('plan.fixed') : t('plan.notFixed')}
      </span>
      <Link to={adminPlanHref(day.date)}>{t('plan.link')}</Link>
      <span>{t('summary.runs', { count: day.runs.length })}</span>
      <span>{t('summary.riders', { count: riders })}</span>
      {fullRuns > 0 && <span>{t('summary.full', { count: fullRuns })}</span>}
    </p>
  );
}
