import { adminApi } from '@shared/api/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const dayBoardQuery = (date: string | null) =>
  queryOptions({
    queryKey: queryKeys.admin.dayBoard(date),
    queryFn: () => call(adminApi.getDayBoard, date ? { date } : {}),
  });

/** The day board of a date, or of the next business day when none is chosen yet. */
export function useDayBoard(date: string | null) {
  return useQuery({ ...dayBoardQuery(date), placeholderData: keepPreviousData });
}
