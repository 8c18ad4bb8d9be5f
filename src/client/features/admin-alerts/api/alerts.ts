import { adminApi } from '@shared/api/admin';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AlertKind, AlertStatus } from '@shared/constants';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export interface AlertFilters {
  /** null: today (the server's Japan day) */
  date: string | null;
  kind?: AlertKind;
  status?: AlertStatus;
  seitoNo?: string;
}

/** One day's alerts under the filters, 50 a page, more on request. */
export function useRideAlerts(filters: AlertFilters) {
  const { date, ...rest } = filters;
  const body = { ...rest, ...(date === null ? {} : { date }) };
  return useInfiniteQuery({
    queryKey: queryKeys.admin.alerts(filters),
    queryFn: ({ pageParam }) =>
      call(adminApi.listRideAlerts, pageParam ? { ...body, beforeId: pageParam } : body),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBeforeId ?? undefined,
    // the day's summary and the table stay while another filter loads
    placeholderData: keepPreviousData,
  });
}
