import { reservationApi } from '@shared/api/reservation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassPeriod } from '@shared/schemas/reservation';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export interface Timetable {
  unit: '時限' | '部';
  periods: ClassPeriod[];
}

export const kyosyuTimeTableQuery = queryOptions({
  queryKey: queryKeys.kyosyuTimeTable,
  queryFn: () => call(reservationApi.getKyosyuTimeTable, {}),
  staleTime: Infinity,
});

export function useKyosyuTimeTable() {
  return useQuery(kyosyuTimeTableQuery);
}
