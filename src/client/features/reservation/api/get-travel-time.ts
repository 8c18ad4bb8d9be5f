import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TravelPlan } from '@shared/schemas/reservation';
import { callData } from '@client/lib/api-client';

export interface TravelTimeParams {
  fromDate: string;
  toDate: string;
  upDown: 1 | 2;
  busStopCd: string;
}

/** Buses per date × class period for one stop and direction, with each cell's status (SPEC.md §4). */
export const travelTimeQuery = (params: TravelTimeParams) =>
  queryOptions({
    queryKey: ['travel-time', params],
    queryFn: () => callData<TravelPlan>('Reservation/GetTravelTime', params),
  });

export function useTravelTime(params: TravelTimeParams | null) {
  return useQuery({
    ...travelTimeQuery(params ?? { fromDate: '', toDate: '', upDown: 1, busStopCd: '' }),
    enabled: params !== null,
  });
}
