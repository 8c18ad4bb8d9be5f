import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export type { Timetable } from '@shared/schemas/reservation';

export const kyosyuTimeTableQuery = queryOptions({
  queryKey: queryKeys.kyosyuTimeTable,
  queryFn: () => call(reservationApi.getKyosyuTimeTable, {}),
  staleTime: Infinity,
});

export function useKyosyuTimeTable() {
  return useQuery(kyosyuTimeTableQuery);
}
