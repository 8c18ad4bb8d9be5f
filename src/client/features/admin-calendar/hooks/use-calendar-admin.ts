import { useState } from 'react';
import { t } from '@shared/i18n/console/calendar';
import { addDays, japanDateKey } from '@shared/rules/japan-time';
import type { SetCalendarDaysResult } from '@shared/schemas/admin-school';
import { queryKeys } from '@client/lib/query-keys';
import { writeFailureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { cancelRunsOnClosedDays, setCalendarDays } from '../api/calendar';

/** The month before or after 'YYYY-MM'. */
export function shiftMonth(month: string, by: 1 | -1): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The calendar screen's state: the month shown, the days chosen for a change (a click on a day
 * chooses it as start and end) and the one staff action that opens or closes them. The month and
 * the learner's preview are read again after every change.
 */
export function useCalendarAdmin() {
  const today = japanDateKey(new Date());
  const [month, setMonth] = useState(today.slice(0, 7));
  const [startDate, setStartDate] = useState(addDays(today, 1));
  const [endDate, setEndDate] = useState(addDays(today, 1));
  const [reason, setReason] = useState('');
  /** the days just closed while bookings are on them: staff may cancel their runs and tell the learners */
  const [closedWithBookings, setClosedWithBookings] = useState<{
    startDate: string;
    endDate: string;
    bookings: number;
  } | null>(null);
  const action = useStaffAction({
    invalidates: [queryKeys.admin.calendar.all],
    problemText: writeFailureText,
  });

  const choose = (date: string) => {
    setStartDate(date);
    setEndDate(date);
  };
  const change = (open: boolean) => {
    setClosedWithBookings(null);
    return action.run(
      () => setCalendarDays({ startDate, endDate, open, reason: reason.trim() || undefined }),
      (result: SetCalendarDaysResult) => {
        if (!open && result.bookingsOnClosedDays > 0)
          setClosedWithBookings({ startDate, endDate, bookings: result.bookingsOnClosedDays });
        const range =
          startDate === endDate ? startDate : t('change.range', { start: startDate, end: endDate });
        const said =
          result.changedDays === 0
            ? t('change.unchanged', { range })
            : open
              ? t('change.opened', { range })
              : t('change.closed', { range });
        return result.bookingsOnClosedDays > 0
          ? `${said}${t('change.bookingsLeft', { count: result.bookingsOnClosedDays })}`
          : said;
      },
    );
  };
  const cancelClosedRuns = () => {
    const days = closedWithBookings;
    if (!days || !window.confirm(t('change.cancelRunsConfirm', { count: days.bookings }))) return;
    void action.run(
      () => cancelRunsOnClosedDays({ startDate: days.startDate, endDate: days.endDate }),
      (result) => {
        setClosedWithBookings(null);
        return t('change.runsCancelled', result);
      },
    );
  };
  return {
    month,
    previousMonth: () => setMonth((m) => shiftMonth(m, -1)),
    nextMonth: () => setMonth((m) => shiftMonth(m, 1)),
    startDate,
    setStartDate,
    endDate,
    setEndDate,
    reason,
    setReason,
    choose,
    change,
    closedWithBookings,
    cancelClosedRuns,
    action,
  };
}
