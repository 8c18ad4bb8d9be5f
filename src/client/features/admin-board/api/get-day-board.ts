import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayBoard } from '@shared/schemas/admin-board';
import { callData } from '@client/lib/api-client';

export const dayBoardQuery = (date: string | null) =>
  queryOptions({
    queryKey: ['admin', 'day-board', date],
    queryFn: () => callData<DayBoard>('Admin/GetDayBoard', date ? { date } : {}),
  });

/** The day board of a date, or of the next business day when none is chosen yet. */
export function useDayBoard(date: string | null) {
  return useQuery({ ...dayBoardQuery(date), placeholderData: keepPreviousData });
}
