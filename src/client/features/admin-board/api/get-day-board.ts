import { adminApi } from '@shared/api/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/**
 * How often an open board reads itself again (issue 26 §1: a booking made elsewhere shows within one
 * refresh). TanStack Query pauses it while the tab is hidden.
 */
export const BOARD_REFRESH_MS = 20_000;

export const dayBoardQuery = (date: string | null) =>
  queryOptions({
    queryKey: queryKeys.admin.dayBoard(date),
    // a missed refresh keeps the last board with its read time (BoardFreshness), not the global alert
    queryFn: () => call(adminApi.getDayBoard, date ? { date } : {}, { quietWhenUnanswered: true }),
  });

/** The day board of a date, or of the school's default day when none is chosen, read every 20 s. */
export function useDayBoard(date: string | null) {
  return useQuery({
    ...dayBoardQuery(date),
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
