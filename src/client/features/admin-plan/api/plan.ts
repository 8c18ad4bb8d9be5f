import { adminApi } from '@shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** What fixing a date's plan would do now; the next business day when no date is chosen yet. */
export function usePlanPreview(date: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.planPreview.of(date),
    queryFn: () => call(adminApi.getPlanPreview, date ? { date } : {}),
    placeholderData: keepPreviousData,
  });
}

export const setRideTime = (reservationId: number, time: string | null) =>
  call(adminApi.setRideTime, { reservationId, time });

export const fixPlan = (date: string) => call(adminApi.fixPlan, { date });
