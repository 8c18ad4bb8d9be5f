import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FixPlanResult, PlanPreview } from '@shared/schemas/admin-plan';
import { callData } from '@client/lib/api-client';

/** The preview's query key; without a date, the prefix of every date's (what a fix or a time invalidates). */
export const planPreviewKey = (date?: string | null) =>
  date === undefined ? ['admin', 'plan-preview'] : ['admin', 'plan-preview', date];

/** What fixing a date's plan would do now; the next business day when no date is chosen yet. */
export function usePlanPreview(date: string | null) {
  return useQuery({
    queryKey: planPreviewKey(date),
    queryFn: () => callData<PlanPreview>('Admin/GetPlanPreview', date ? { date } : {}),
    placeholderData: keepPreviousData,
  });
}

export const setRideTime = (reservationId: number, time: string | null) =>
  callData<{ reservationId: number; time: string | null }>('Admin/SetRideTime', { reservationId, time });

export const fixPlan = (date: string) => callData<FixPlanResult>('Admin/FixPlan', { date });
