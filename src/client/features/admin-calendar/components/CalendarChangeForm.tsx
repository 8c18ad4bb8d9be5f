import { t } from '@shared/i18n/console/calendar';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import type { StaffAction } from '@client/lib/use-staff-action';

/** The longest reason a closed period or opening keeps (the request schema's limit). */
const REASON_MAX = 100;

interface Props {
  startDate: string;
  endDate: string;
  reason: string;
  onStartDate: (date: string) => void;
  onEndDate: (date: string) => void;
  onReason: (reason: string) => void;
  onChange: (open: boolean) => void;
  /** the days just closed still hold this many bookings (null: none) */
  closedWithBookings: { bookings: number } | null;
  onCancelClosedRuns: () => void;
  action: StaffAction;
}

/**
 * Open or close the chosen days: one day (start = end, as a click on the month chooses it) or a
 * period typed as its first and last day. The server checks the dates (799).
 */
export function CalendarChangeForm(props: Props) {
  const { action } = props;
  return (
    <form
      className="admin-panel"
      aria-labelledby="calendar-change-title"
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 id="calendar-change-title">{t('change.legend')}</h2>
      <ActionOutcome done={action.done} problem={action.problem} focus={false} />
      <div className="admin-toolbar">
        <div className="field">
          <label htmlFor="calendar-start">{t('change.start')}</label>
          <input
            id="calendar-start"
            type="date"
            value={props.startDate}
            onChange={(e) => props.onStartDate(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="calendar-end">{t('change.end')}</label>
          <input
            id="calendar-end"
            type="date"
            value={props.endDate}
            onChange={(e) => props.onEndDate(e.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="calendar-reason">{t('change.reason', { max: REASON_MAX })}</label>
        <input
          id="calendar-reason"
          maxLength={REASON_MAX}
          value={props.reason}
          onChange={(e) => props.onReason(e.target.value)}
        />
      </div>
      <div className="admin-toolbar">
        <button
          type="button"
          className="button"
          aria-disabled={action.busy}
          onClick={() => props.onChange(false)}
        >
          {action.busy ? t('change.sending') : t('change.close')}
        </button>
        <button
          type="button"
          className="button button-primary"
          aria-disabled={action.busy}
          onClick={() => props.onChange(true)}
        >
          {action.busy ? t('change.sending') : t('change.open')}
        </button>
      </div>
      {props.closedWithBookings && (
        <div className="admin-toolbar">
          <button
            type="button"
            className="button"
            aria-disabled={action.busy}
            onClick={props.onCancelClosedRuns}
          >
            {t('change.cancelRuns', { count: props.closedWithBookings.bookings })}
          </button>
        </div>
      )}
      <p className="hint">{t('change.periodNote')}</p>
    </form>
  );
}
