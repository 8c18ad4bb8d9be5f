import { adminApi } from '@shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CancelRunsOnClosedDaysRequest, SetCalendarDaysRequest } from '@shared/schemas/admin-school';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** The days of a month ('YYYY-MM'); the previous month stays on screen while the next one loads. */
export function useCalendarMonth(month: string) {
  return useQuery({
    queryKey: queryKeys.admin.calendar.month(month),
    queryFn: () => call(adminApi.getCalendarMonth, { month }),
    placeholderData: keepPreviousData,
  });
}

export const setCalendarDays = (body: SetCalendarDaysRequest) => call(adminApi.setCalendarDays, body);

export const cancelRunsOnClosedDays = (body: CancelRunsOnClosedDaysRequest) =>
  call(adminApi.cancelRunsOnClosedDays, body);

/** What GetReservationDays would answer a learner on `date` at `time` (Japan). */
export function useBookablePreview(date: string, time: string) {
  return useQuery({
    queryKey: queryKeys.admin.calendar.preview(date, time),
    queryFn: () => call(adminApi.previewBookableDays, { date, time }),
    placeholderData: keepPreviousData,
  });
}
