import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassPeriod } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

export interface Timetable {
  unit: '時限' | '部';
  periods: ClassPeriod[];
}

export const kyosyuTimeTableQuery = queryOptions({
  queryKey: ['kyosyu-time-table'],
  queryFn: () => callData<Timetable>('Reservation/GetKyosyuTimeTable'),
  staleTime: Infinity,
});

export function useKyosyuTimeTable() {
  return useQuery(kyosyuTimeTableQuery);
}
