import { t } from '@shared/i18n/console/calendar';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Loading } from '@client/components/ui/Loading';
import { useCalendarMonth } from '@client/features/admin-calendar/api/calendar';
import { BookablePreview } from '@client/features/admin-calendar/components/BookablePreview';
import { CalendarChangeForm } from '@client/features/admin-calendar/components/CalendarChangeForm';
import { CalendarMonthGrid } from '@client/features/admin-calendar/components/CalendarMonthGrid';
import { useCalendarAdmin } from '@client/features/admin-calendar/hooks/use-calendar-admin';
import '@client/styles/admin-settings.css';

/**
 * 営業日カレンダー (issue 23 §4, admins): the month of business days, opening and closing days or
 * periods, and beside it the days a learner would be offered for a chosen "today".
 */
export default function AdminCalendar() {
  const admin = useCalendarAdmin();
  const calendar = useCalendarMonth(admin.month);
  if (calendar.isPending) return <Loading screen />;
  if (calendar.isError) return <AdminQueryProblem error={calendar.error} title={t('title')} />;
  const [year, month] = admin.month.split('-').map(Number) as [number, number];
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <div className="calendar-layout">
        <div>
          <div className="admin-toolbar">
            <button type="button" className="button button-small" onClick={admin.previousMonth}>
              {t('previousMonth')}
            </button>
            <h2 aria-live="polite">{t('month', { year, month })}</h2>
            <button type="button" className="button button-small" onClick={admin.nextMonth}>
              {t('nextMonth')}
            </button>
          </div>
          <CalendarMonthGrid
            calendar={calendar.data}
            startDate={admin.startDate}
            endDate={admin.endDate}
            onChoose={admin.choose}
          />
          <ul className="points-legend" aria-label={t('legend.label')}>
            <li>
              <span className="points-swatch calendar-swatch-business" aria-hidden="true" />
              {t('legend.business')}
            </li>
            <li>
              <span className="points-swatch calendar-swatch-opened" aria-hidden="true" />
              {t('legend.opened')}
            </li>
            <li>
              <span className="points-swatch calendar-swatch-closed" aria-hidden="true" />
              {t('legend.closed')}
            </li>
          </ul>
        </div>
        <div className="calendar-side">
          <CalendarChangeForm
            startDate={admin.startDate}
            endDate={admin.endDate}
            reason={admin.reason}
            onStartDate={admin.setStartDate}
            onEndDate={admin.setEndDate}
            onReason={admin.setReason}
            onChange={(open) => void admin.change(open)}
            closedWithBookings={admin.closedWithBookings}
            onCancelClosedRuns={admin.cancelClosedRuns}
            action={admin.action}
          />
          <BookablePreview today={calendar.data.editableFrom} />
        </div>
      </div>
    </section>
  );
}
